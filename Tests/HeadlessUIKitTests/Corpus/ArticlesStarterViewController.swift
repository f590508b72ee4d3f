// The starter code the articles' apps share and the articles leave out: a cell set up in
// awakeFromNib (called by the initializer, as a cell written for a nib and reused from code
// does), the network activity indicator, a link opened through UIApplication, rows that expand
// with an empty beginUpdates/endUpdates pair, and a row found at a point.
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

final class ArticleCell: UITableViewCell {
  static let reuseIdentifier = "ArticleCell"

  let headlineLabel = UILabel()
  let summaryLabel = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    awakeFromNib()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func awakeFromNib() {
    super.awakeFromNib()
    summaryLabel.numberOfLines = 0
    let stack = UIStackView(arrangedSubviews: [headlineLabel, summaryLabel])
    stack.axis = .vertical
    stack.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: contentView.topAnchor),
      stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
      stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
    ])
  }
}

struct Article {
  let headline: String
  let summary: String
  let link: URL
}

final class ArticlesStarterViewController: UITableViewController {
  let articles: [Article]
  private var expanded: Set<Int> = []

  init(articles: [Article]) {
    self.articles = articles
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Articles"
    tableView.register(ArticleCell.self, forCellReuseIdentifier: ArticleCell.reuseIdentifier)
    tableView.rowHeight = UITableView.automaticDimension
    tableView.estimatedRowHeight = 44
    UIApplication.shared.isNetworkActivityIndicatorVisible = false
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    articles.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: ArticleCell.reuseIdentifier, for: indexPath)
    if let cell = cell as? ArticleCell {
      let article = articles[indexPath.row]
      cell.headlineLabel.text = article.headline
      cell.summaryLabel.text = expanded.contains(indexPath.row) ? article.summary : nil
      cell.summaryLabel.isHidden = !expanded.contains(indexPath.row)
    }
    return cell
  }

  /// Expands the row under `point` in place, as a tap on its disclosure would.
  func toggleRow(at point: CGPoint) {
    guard let indexPath = tableView.indexPathForRow(at: point),
      let cell = tableView.cellForRow(at: indexPath) as? ArticleCell
    else { return }
    let row = indexPath.row
    if expanded.insert(row).inserted == false { expanded.remove(row) }
    cell.summaryLabel.text = expanded.contains(row) ? articles[row].summary : nil
    cell.summaryLabel.isHidden = !expanded.contains(row)
    tableView.beginUpdates()
    tableView.endUpdates()
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    UIApplication.shared.open(articles[indexPath.row].link)
  }
}
