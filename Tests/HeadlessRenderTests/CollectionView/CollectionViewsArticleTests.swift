import Foundation
import HeadlessRender
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
