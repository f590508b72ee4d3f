import Foundation
import HeadlessRender
import HeadlessScenarios
import HeadlessTestSupport

/// A collection view controller whose compositional layout scrolls horizontally, as a team
/// writes one: fruit and vegetables in two sections side by side, two to a column, each
/// section under a pinned header at its leading end. A tapped item's name becomes the
/// screen's title. The collection view's identifier is `rack`.
@MainActor
final class RackScreen: UICollectionViewController, ScenarioScreen {
  enum Section: Hashable, Sendable {
    case fruit, vegetables
  }

  static let fruit = ["apple", "pear", "fig", "plum", "kiwi"]
  static let vegetables = ["kale", "leek", "okra", "corn", "beet", "chard"]

  let controller = NamesController()
  var updateFailure: (any Error)? { nil }
  private var dataSource: UICollectionViewDiffableDataSource<Section, String>?

  init() {
    super.init(collectionViewLayout: Self.layout())
  }

  required init?(coder: NSCoder) { nil }

  /// Columns of two one-line items, 10 columns wide and a column apart, inside a column of
  /// inset at each end of a section; sections 2 columns apart; a header of 6 columns pinned
  /// at each section's leading end.
  private static func layout() -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(97.5), heightDimension: .fractionalHeight(1)),
      subitem: item, count: 2)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 9.75
    section.contentInsets = NSDirectionalEdgeInsets(
      top: 0, leading: 9.75, bottom: 0, trailing: 9.75)
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(58.5), heightDimension: .absolute(22)),
      elementKind: UICollectionView.elementKindSectionHeader, alignment: .topLeading)
    header.pinToVisibleBounds = true
    section.boundarySupplementaryItems = [header]
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    configuration.interSectionSpacing = 19.5
    return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Rack"
    collectionView.accessibilityIdentifier = "rack"
    let cell = UICollectionView.CellRegistration<BookCell, String> { cell, _, name in
      cell.label.text = name
    }
    let header = UICollectionView.SupplementaryRegistration<ShelfHeaderView>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { view, _, indexPath in
      view.label.text = indexPath.section == 0 ? "Fruit" : "Veg"
    }
    let dataSource = UICollectionViewDiffableDataSource<Section, String>(
      collectionView: collectionView
    ) { collectionView, indexPath, name in
      collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: name)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
    self.dataSource = dataSource
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.fruit, .vegetables])
    snapshot.appendItems(Self.fruit, toSection: .fruit)
    snapshot.appendItems(Self.vegetables, toSection: .vegetables)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    title = dataSource?.itemIdentifier(for: indexPath)
  }
}
