import Foundation
import HeadlessRender
import HeadlessTesting
import TestSupport
import Testing

/// The example of the "Collection views" article, drawn as the article says.
@MainActor
@Suite struct CollectionViewsArticleTests {
  final class BirdsViewController: UICollectionViewController {
    let birds = ["heron", "kingfisher", "grebe", "coot"]

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Birds"
      collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "Label")
    }

    override func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { birds.count }

    override func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Label", for: indexPath)
      (cell as? LabelCell)?.label.text = birds[indexPath.item]
      return cell
    }
  }

  @Test func theOverviewsGridDrawsAsPrinted() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 107.25, height: 22)
    layout.minimumLineSpacing = 0
    let birds = BirdsViewController(collectionViewLayout: layout)
    let navigation = UINavigationController(rootViewController: birds)
    #expect(
      try DeviceFrame(size: GridSize(width: 36, height: 5)).text(of: navigation) == """
        updates: none
         ┌────────────────────────────────────┐
         │               Birds                │
         │────────────────────────────────────│
         │heron       kingfisher   grebe      │
         │coot                                │
         │                                    │
         └────────────────────────────────────┘

        """)
  }
}

/// The team's grid screen of the "Collection views" article, drawn as the article says.
@MainActor
@Suite struct CollectionViewsArticleGridScreenTests {
  final class PhotosViewController: UICollectionViewController {
    private var dataSource: UICollectionViewDiffableDataSource<String, String>?

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Photos"
      // The first section scrolls sideways, 12 columns to a photo; the others are grids of
      // three. Each has a one-line header.
      collectionView.collectionViewLayout = UICollectionViewCompositionalLayout { index, _ in
        let isRow = index == 0
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(isRow ? 1 : 1.0 / 3),
            heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: isRow ? .absolute(117) : .fractionalWidth(1),
            heightDimension: .absolute(22)),
          subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        if isRow { section.orthogonalScrollingBehavior = .continuous }
        section.boundarySupplementaryItems = [
          NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(
              widthDimension: .fractionalWidth(1), heightDimension: .absolute(22)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        return section
      }
      let cell = UICollectionView.CellRegistration<LabelCell, String> { cell, _, title in
        cell.label.text = title
      }
      let header = UICollectionView.SupplementaryRegistration<HeaderView>(
        elementKind: UICollectionView.elementKindSectionHeader
      ) { [weak self] view, _, indexPath in
        view.label.text = self?.dataSource?.sectionIdentifier(for: indexPath.section)
      }
      let dataSource = UICollectionViewDiffableDataSource<String, String>(
        collectionView: collectionView
      ) { collectionView, indexPath, title in
        collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: title)
      }
      dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
        collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
      }
      self.dataSource = dataSource
      var snapshot = NSDiffableDataSourceSnapshot<String, String>()
      snapshot.appendSections(["Favorites", "Lisbon"])
      snapshot.appendItems(["Harbour", "Fjord", "Fish market", "Bryggen"], toSection: "Favorites")
      snapshot.appendItems(["Tram 28", "Alfama", "Tiles", "Fado night"], toSection: "Lisbon")
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  @Test func theTeamsGridScreenDrawsAsPrinted() throws {
    let photos = PhotosViewController(collectionViewLayout: UICollectionViewFlowLayout())
    let navigation = UINavigationController(rootViewController: photos)
    let device = DeviceFrame(size: GridSize(width: 36, height: 6))
    expectText(
      try device.text(of: navigation),
      equals: """
        updates: data reloaded
         ┌────────────────────────────────────┐
         │               Photos               │
         │────────────────────────────────────│
         │Favorites                           │
         │Harbour     Fjord       Fish market │
         │Lisbon                              │
         │Tram 28     Alfama      Tiles       │
         └────────────────────────────────────┘

        """)
    photos.collectionView.scrollToItem(
      at: IndexPath(item: 3, section: 0), at: .right, animated: false)
    expectText(
      try device.text(of: navigation),
      equals: """
        updates: none
         ┌────────────────────────────────────┐
         │               Photos               │
         │────────────────────────────────────│
         │Favorites                           │
         │Fjord       Fish market Bryggen     │
         │Lisbon                              │
         │Tram 28     Alfama      Tiles       │
         └────────────────────────────────────┘

        """)
  }
}
