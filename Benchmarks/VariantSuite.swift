import Foundation
import HeadlessGoldens
import HeadlessRender
import HeadlessTesting

/// One screen drawn in each variant, as a golden of variants draws it: a table of 1,000 rows
/// showing list content configurations (the body font, following the content size), drawn
/// at the default size (the baseline), at the largest text (rows three times taller, wrapped
/// at a third of the characters), right to left, on an iPad, and all four into one golden.
let variantSuite = BenchmarkSuite(name: "variants") { runner in
  let rows = (0..<1_000).map { "Row \($0): a Eurasian wren sings at dawn" }
  let navigation = UINavigationController(rootViewController: VariantRowsViewController(rows))
  let baseline = runner.measure("render 40x24, default", iterations: 200) {
    blackHole(try? DeviceFrame(variant: .default).render(navigation))
  }
  for variant in [ScreenVariant.largestText, .rightToLeft, .device(.iPadPortrait)] {
    runner.measure(
      "render in a variant, \(variant.name)", iterations: 200, baseline: baseline
    ) {
      blackHole(try? DeviceFrame(variant: variant).render(navigation))
    }
  }
  let strategy = GoldenStrategy<UINavigationController>.viewController(
    variants: [.default, .largestText, .rightToLeft, .device(.iPadPortrait)])
  runner.measure("golden of 4 variants (text)", iterations: 100, baseline: baseline) {
    blackHole(try? strategy.render(navigation))
  }
}

/// A plain table whose rows show `rows` in the default cell configuration.
private final class VariantRowsViewController: UITableViewController {
  let rows: [String]

  init(_ rows: [String]) {
    self.rows = rows
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Rows"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = rows[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }
}
