import Foundation
import HeadlessTestSupport
import HeadlessTesting
import TestSupport
import Testing

@testable import HeadlessRender

/// A list cell: its accessories (UIKit's defaults, drawn with the table's glyphs in the
/// editing states each names), its content configuration, the collection view's editing mode,
/// footers, and what VoiceOver reads.
@MainActor
@Suite struct UICollectionViewListCellTests {
  private let device = DeviceFrame(size: GridSize(width: 20, height: 6))

  @Test func eachAccessoryShowsInUIKitsDefaultEditingStates() {
    #expect(UICellAccessory.disclosureIndicator().displayed == .always)
    #expect(UICellAccessory.checkmark().displayed == .always)
    #expect(UICellAccessory.delete().displayed == .whenEditing)
    #expect(UICellAccessory.reorder().displayed == .whenEditing)
    #expect(UICellAccessory.outlineDisclosure().displayed == .always)
    #expect(UICellAccessory.label(text: "3").displayed == .always)
    #expect(UICellAccessory.checkmark(displayed: .whenNotEditing).displayed == .whenNotEditing)
    #expect(UICellAccessory.DisplayedState.always.shows(editing: true))
    #expect(UICellAccessory.DisplayedState.always.shows(editing: false))
    #expect(UICellAccessory.DisplayedState.whenEditing.shows(editing: true))
    #expect(!UICellAccessory.DisplayedState.whenEditing.shows(editing: false))
    #expect(!UICellAccessory.DisplayedState.whenNotEditing.shows(editing: true))
    #expect(UICellAccessory.DisplayedState.whenNotEditing.shows(editing: false))
    let cell = UICollectionViewListCell(frame: .zero)
    #expect(cell.accessories.isEmpty)
    #expect(cell.defaultContentConfiguration() == .cell())
  }

  @Test func aListCellDrawsItsContentAndAccessoriesAsATableCellDoes() throws {
    for (accessory, type) in [
      (UICellAccessory.disclosureIndicator(), UITableViewCell.AccessoryType.disclosureIndicator),
      (.checkmark(), .checkmark),
    ] {
      let source = ListCellSource([["apple", "pear"]])
      source.accessories = [accessory]
      let list = source.makeList()
      let rows = ContentRows(["apple", "pear"], accessory: type)
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 195, height: 132), style: .plain)
      table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
      table.dataSource = rows
      #expect(try device.render(list) == (try device.render(table)))
    }
  }

  @Test func editingShowsTheWhenEditingAccessoriesAndHidesTheWhenNotEditingOnes() throws {
    let source = ListCellSource([["apple", "pear"]])
    source.accessories = [
      .delete(), .label(text: "3"), .disclosureIndicator(displayed: .whenNotEditing),
      .checkmark(displayed: .whenEditing), .reorder(),
    ]
    let list = source.makeList()
    #expect(list.isEditing == false)
    #expect(
      try device.render(list) == [
        " ┌────────────────────┐",
        " │  apple        3 ›  │",
        " │  ──────────────────│",
        " │  pear         3 ›  │",
        " │  ──────────────────│",
        " │                    │",
        " │                    │",
        " └────────────────────┘",
      ])
    list.isEditing = true
    #expect(
      try device.render(list) == [
        " ┌────────────────────┐",
        " │  ⊖   apple  3 ✓ ≡  │",
        " │  ──────────────────│",
        " │  ⊖   pear   3 ✓ ≡  │",
        " │  ──────────────────│",
        " │                    │",
        " │                    │",
        " └────────────────────┘",
      ])
    list.setEditing(false, animated: true)
    #expect(try device.render(list)[1] == " │  apple        3 ›  │")
  }

  @Test func anOutlineDisclosureIsDrawnAtTheTrailingMargin() throws {
    let source = ListCellSource([["apple"]])
    source.accessories = [.outlineDisclosure()]
    #expect(try device.render(source.makeList())[1] == " │  apple          ▸  │")
  }

  @Test func theContentWrapsBeforeTheAccessories() throws {
    let source = ListCellSource([["a pear that is ripe"]])
    source.accessories = [.label(text: "12")]
    #expect(
      try device.render(source.makeList()).prefix(4) == [
        " ┌────────────────────┐",
        " │  a pear that   12  │",
        " │  is ripe           │",
        " │  ──────────────────│",
      ])
  }

  @Test func accessoriesSitOnTheCellsMiddleLineTheUpperOfTwo() throws {
    // Texts that wrap to 1, 3, 4 and 5 lines beside the accessories: theirs is the middle
    // line, the upper of the two middles for an even count.
    let texts = [
      "pear", "a pear that is ripe", "a pear that is ripe and sweet",
      "a pear that is ripe and sweet and yellow",
    ]
    var counts: [Int] = []
    for text in texts {
      let source = ListCellSource([[text]])
      source.accessories = [.label(text: "12"), .disclosureIndicator()]
      let frame = try device.render(source.makeList(height: 8), height: 8)
      let cellLines = Array(frame[1...].prefix { !$0.contains("──") })
      counts.append(cellLines.count)
      let accessoryLine = cellLines.firstIndex { $0.contains("12 ›") }
      #expect(accessoryLine == (cellLines.count - 1) / 2, "\(frame)")
    }
    #expect(counts == [1, 3, 4, 5])
  }

  @Test func aCellsConfigurationStateFollowsTheCollectionViewsEditingMode() throws {
    let source = ListCellSource([["apple"]])
    let list = source.makeList()
    _ = try device.render(list)
    let cell = try #require(list.cellForItem(at: path(0, 0)))
    #expect(!cell.configurationState.isEditing)
    list.setEditing(true, animated: false)
    #expect(cell.configurationState.isEditing)
    #expect(list.isEditing)
  }

  @Test func aCollectionViewControllerPassesItsEditingModeToItsCollectionView() {
    let controller = UICollectionViewController(
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: .init(appearance: .plain)))
    controller.setEditing(true, animated: false)
    #expect(controller.isEditing)
    #expect(controller.collectionView.isEditing)
    controller.setEditing(false, animated: true)
    #expect(!controller.collectionView.isEditing)
  }

  @Test func aSupplementaryFooterModeEndsEachSectionWithAFooterLine() throws {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    #expect(configuration.footerMode == .none)
    #expect(configuration.leadingSwipeActionsConfigurationProvider == nil)
    #expect(configuration.trailingSwipeActionsConfigurationProvider == nil)
    configuration.headerMode = .supplementary
    configuration.footerMode = .supplementary
    let source = ListCellSource([["apple"], ["pear"]])
    let list = source.makeList(configuration, height: 10)
    #expect(
      try device.render(list, height: 10) == [
        " ┌────────────────────┐",
        " │Head 0              │",
        " │  apple             │",
        " │  ──────────────────│",
        " │Foot 0              │",
        " │Head 1              │",
        " │  pear              │",
        " │  ──────────────────│",
        " │Foot 1              │",
        " │                    │",
        " │                    │",
        " └────────────────────┘",
      ])
    #expect(
      list.collectionViewLayout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionFooter, at: path(1, 0))?.frame
        == CGRect(x: 0, y: 154, width: 195, height: 22))
  }

  @Test func aPinnedHeaderStaysOverItsSectionsFooterUntilTheSectionEnds() throws {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.showsSeparators = false
    configuration.headerMode = .supplementary
    configuration.footerMode = .supplementary
    let source = ListCellSource([["apple", "pear"], ["kale"]])
    let list = source.makeList(configuration, height: 3)
    let small = DeviceFrame(size: GridSize(width: 20, height: 3))
    list.contentOffset = CGPoint(x: 0, y: 66)  // line 3: Foot 0
    #expect(
      try small.render(list) == [
        " ┌────────────────────┐",
        " │Head 0              │",
        " │Head 1              │",
        " │  kale              │",
        " └────────────────────┘",
      ])
    list.contentOffset = CGPoint(x: 0, y: 88)  // line 4: Head 1
    #expect(try small.render(list)[1] == " │Head 1              │")
  }

  @Test func voiceOverReadsAccessoriesAsATableReadsItsAccessoriesAndControls() throws {
    let source = ListCellSource([["apple", "pear"]])
    source.accessories = [
      .delete(), .label(text: "3"), .checkmark(displayed: .whenNotEditing),
      .disclosureIndicator(displayed: .whenEditing), .reorder(),
    ]
    let list = source.makeList()
    _ = try device.render(list)
    #expect(
      list.accessibilityElementsInReadingOrder().flatMap(\.lines) == [
        "Selected: apple", "  Actions Available", "  ↓ Delete", "  ↓ Flag", "  ↓ Pin", "3",
        "Selected: pear", "  Actions Available", "  ↓ Delete", "  ↓ Flag", "  ↓ Pin", "3",
      ])
    list.setEditing(true, animated: false)
    #expect(
      list.accessibilityElementsInReadingOrder().flatMap(\.lines) == [
        "apple. Button.", "3", "Delete apple. Button.", "Reorder apple. Button.",
        "pear. Button.", "3", "Delete pear. Button.", "Reorder pear. Button.",
      ])
  }
}

/// Table rows with a default cell's list content configuration and `accessory`.
@MainActor
private final class ContentRows: NSObject, UITableViewDataSource {
  let items: [String]
  let accessory: UITableViewCell.AccessoryType

  init(_ items: [String], accessory: UITableViewCell.AccessoryType) {
    self.items = items
    self.accessory = accessory
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = items[indexPath.row]
    cell.contentConfiguration = content
    cell.accessoryType = accessory
    return cell
  }
}

extension DeviceFrame {
  /// `view` drawn in a frame of this width and `height` lines.
  @MainActor
  fileprivate func render(_ view: UIView, height: Int) throws -> [String] {
    try DeviceFrame(size: GridSize(width: size.width, height: height)).render(view)
  }
}

/// A list cell's indentation, and the content configuration's resolved colours and presets.
@MainActor
@Suite struct UICollectionViewListCellIndentationTests {
  @Test func eachIndentationLevelMovesTheContentAndTheDeleteControlInByItsWidth() throws {
    let source = ListCellSource([["apple"]])
    source.accessories = [.delete()]
    let list = source.makeList(width: 20, height: 1)
    let device = DeviceFrame(size: GridSize(width: 20, height: 1))
    #expect(try device.render(list)[1] == " │  apple             │")
    let cell = try #require(
      list.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
    #expect(cell.indentationLevel == 0)
    #expect(cell.indentationWidth == 10)
    // 10 points are 1 column a level; 19.5 points are 2.
    cell.indentationLevel = 2
    #expect(try device.render(list)[1] == " │    apple           │")
    cell.indentationWidth = 19.5
    #expect(try device.render(list)[1] == " │      apple         │")
    list.isEditing = true
    #expect(try device.render(list)[1] == " │      ⊖   apple     │")
    // A negative level indents nothing.
    cell.indentationLevel = -1
    #expect(try device.render(list)[1] == " │  ⊖   apple         │")
  }

  @Test func resolvedColoursAndTheAccompaniedSidebarPresets() {
    var image = UIListContentConfiguration.ImageProperties()
    #expect(image.resolvedTintColor(for: .systemRed) == .systemRed)
    image.tintColor = .systemBlue
    #expect(image.resolvedTintColor(for: .systemRed) == .systemBlue)
    var text = UIListContentConfiguration.cell().textProperties
    text.color = .systemGreen
    #expect(text.resolvedColor() == .systemGreen)
    #expect(UIListContentConfiguration.accompaniedSidebarCell() == .sidebarCell())
    #expect(UIListContentConfiguration.accompaniedSidebarSubtitleCell() == .sidebarSubtitleCell())
  }
}
