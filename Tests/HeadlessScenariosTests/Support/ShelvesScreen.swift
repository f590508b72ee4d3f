import Foundation
import HeadlessRender
import HeadlessScenarios
import HeadlessTestSupport

/// A collection view controller with a compositional layout and a diffable data source, as a
/// team writes one: books being read in a row that scrolls sideways, then shelves as an
/// outline whose books show when a shelf is expanded. A tapped book's title becomes the
/// screen's title.
@MainActor
final class ShelvesScreen: UICollectionViewController, ScenarioScreen {
  enum Section: Hashable, Sendable {
    case reading, shelves
  }

  static let reading = ["Dune", "Emma", "Ulysses", "Beloved", "Middlemarch"]
  static let shelves = [
    ("Fiction", ["Solaris", "Kindred"]), ("Poetry", ["Ariel"]), ("Essays", []),
  ]

  let controller = NamesController()
  var updateFailure: (any Error)? { nil }
  private var dataSource: UICollectionViewDiffableDataSource<Section, String>?

  /// The screen, its sideways row scrolling as `readingBehavior` says.
  init(readingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .continuous) {
    super.init(collectionViewLayout: Self.layout(readingBehavior: readingBehavior))
  }

  required init?(coder: NSCoder) { nil }

  /// One-line items: 8 columns wide and a column apart in the sideways row, the whole width
  /// in the outline; each section under a one-line header.
  private static func layout(
    readingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
  ) -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { index, _ in
      let isReading = index == 0
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: isReading ? .absolute(78) : .fractionalWidth(1),
          heightDimension: .absolute(22)),
        subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      if isReading {
        section.orthogonalScrollingBehavior = readingBehavior
        section.interGroupSpacing = 9.75
        section.contentInsets = NSDirectionalEdgeInsets(
          top: 0, leading: 9.75, bottom: 0, trailing: 9.75)
      }
      section.boundarySupplementaryItems = [
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(22)),
          elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
      ]
      return section
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Shelves"
    let book = UICollectionView.CellRegistration<BookCell, String> { [weak self] cell, _, title in
      let outline = self?.dataSource?.snapshot(for: .shelves)
      guard let outline, outline.contains(title) else {
        cell.label.text = title
        return
      }
      let indent = String(repeating: "  ", count: outline.level(of: title))
      let hasChildren = !outline.snapshot(of: title).items.isEmpty
      let disclosure = hasChildren ? (outline.isExpanded(title) ? "▾ " : "▸ ") : ""
      cell.label.text = indent + disclosure + title
    }
    let header = UICollectionView.SupplementaryRegistration<ShelfHeaderView>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { view, _, indexPath in
      view.label.text = indexPath.section == 0 ? "Reading" : "Shelves"
    }
    let dataSource = UICollectionViewDiffableDataSource<Section, String>(
      collectionView: collectionView
    ) { collectionView, indexPath, title in
      collectionView.dequeueConfiguredReusableCell(using: book, for: indexPath, item: title)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
    self.dataSource = dataSource
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.reading])
    snapshot.appendItems(Self.reading)
    dataSource.apply(snapshot, animatingDifferences: false)
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    for (shelf, books) in Self.shelves {
      outline.append([shelf])
      outline.append(books, to: shelf)
    }
    dataSource.apply(outline, to: .shelves, animatingDifferences: false)
  }

  override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    title = dataSource?.itemIdentifier(for: indexPath)
  }
}

/// A cell of one label filling it.
@MainActor
final class BookCell: UICollectionViewCell {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(label)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = contentView.bounds
  }
}

/// A section header of one label filling it.
@MainActor
final class ShelfHeaderView: UICollectionReusableView {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(label)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = bounds
  }
}
