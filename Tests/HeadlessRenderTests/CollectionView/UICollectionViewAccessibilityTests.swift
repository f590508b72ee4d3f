import Foundation
import HeadlessRender
import Testing

/// What VoiceOver reads in a collection view: headers then items in index-path order, a
/// cell's labels one by one (a plain cell is not an element), selected ones with the
/// selected trait.
@MainActor
@Suite struct UICollectionViewAccessibilityTests {
  @Test func itemsAreReadInOrderSectionBySectionEachLabelOnItsOwn() throws {
    let source = GridDataSource([
      (title: "Fruit", items: ["apple", "pear"]), (title: "Veg", items: ["kale"]),
    ])
    let layout = gridLayout()
    layout.headerReferenceSize = CGSize(width: 0, height: 22)
    let grid = makeCollectionView(source, layout: layout, height: 4)
    grid.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    let text = try DeviceFrame(size: GridSize(width: 40, height: 4)).text(
      of: grid, accessibility: true)
    #expect(
      text == """
         ┌────────────────────────────────────────┐
         │Fruit                                   │
         │apple     pear                          │
         │Veg                                     │
         │               kale                     │
         └────────────────────────────────────────┘
         VoiceOver:
           Fruit
           apple
           Selected: pear
           Veg
           kale

        """)
  }

  @Test func itemsScrolledAwayAreNotRead() throws {
    let source = GridDataSource(items: (0..<12).map { "item \($0)" })
    let grid = makeCollectionView(source, height: 1)
    grid.contentOffset = CGPoint(x: 0, y: 22)
    let text = try DeviceFrame(size: GridSize(width: 40, height: 1)).text(
      of: grid, accessibility: true)
    #expect(text.hasSuffix(" VoiceOver:\n   item 4\n   item 5\n   item 6\n   item 7\n"))
  }

  /// Shows a collection view of two items.
  final class Photos: UICollectionViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Photos"
      collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "Label")
    }

    override func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { 2 }

    override func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Label", for: indexPath)
      (cell as? LabelCell)?.label.text = ["heron", "kingfisher"][indexPath.item]
      return cell
    }
  }

  @Test func aCollectionViewControllerIsDrawnInANavigationController() throws {
    let photos = Photos(collectionViewLayout: gridLayout())
    let navigation = UINavigationController(rootViewController: photos)
    let text = try DeviceFrame(size: GridSize(width: 30, height: 4)).text(
      of: navigation, accessibility: true)
    #expect(
      text == """
         ┌──────────────────────────────┐
         │            Photos            │
         │──────────────────────────────│
         │heron     kingfisher          │
         │                              │
         └──────────────────────────────┘
         VoiceOver:
           Photos. Heading.
           heron
           kingfisher

        """)
  }
}
