import Foundation
import HeadlessRender
import HeadlessTesting
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
        updates: none
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

  @Test func aCollectionViewMadeAnElementIsStillReadThroughItsCells() {
    let source = GridDataSource(items: ["apple", "pear"])
    let grid = makeCollectionView(source, height: 1)
    grid.isAccessibilityElement = true
    grid.accessibilityLabel = "Fruit"
    grid.layoutIfNeeded()
    #expect(AccessibilityReading(of: grid).text == " VoiceOver:\n   apple\n   pear\n")
  }

  @Test func aCellMadeAnElementIsReadAsOneWithTheSelectedTraitWhenSelected() throws {
    let source = GridDataSource(items: ["apple", "pear"])
    let grid = makeCollectionView(source, height: 1)
    grid.layoutIfNeeded()
    for cell in grid.visibleCells {
      cell.isAccessibilityElement = true
      cell.accessibilityLabel = "fruit"
    }
    grid.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    #expect(
      AccessibilityReading(of: grid).text == " VoiceOver:\n   fruit\n   Selected: fruit\n")
  }

  @Test func headersAreReadBeforeTheirItemsWhateverTheirKindAndFootersAfter() throws {
    let source = GridDataSource([(title: "Fruit", items: ["apple"])])
    let section = NSCollectionLayoutSection(
      group: .horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(22)),
        subitems: [
          NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
              widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        ]))
    section.boundarySupplementaryItems = ["Badge", "Top", "Bottom"].map { kind in
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(97.5), heightDimension: .absolute(22)),
        elementKind: kind,
        alignment: kind == "Bottom" ? .bottom : kind == "Top" ? .topLeading : .topTrailing)
    }
    let grid = makeCollectionView(
      source, layout: UICollectionViewCompositionalLayout(section: section), height: 3)
    for kind in ["Badge", "Top", "Bottom"] {
      grid.register(
        HeaderView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "Header")
    }
    // Each view says its kind: the headers left to right, then the item, then the footer.
    let text = try DeviceFrame(size: GridSize(width: 40, height: 3)).text(
      of: grid, accessibility: true)
    #expect(
      text == """
        updates: none
         ┌────────────────────────────────────────┐
         │Top                           Badge     │
         │apple                                   │
         │               Bottom                   │
         └────────────────────────────────────────┘
         VoiceOver:
           Top
           Badge
           apple
           Bottom

        """)
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
        updates: none
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
