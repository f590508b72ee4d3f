import Foundation
import HeadlessTestSupport
import HeadlessTesting
import TestSupport
import Testing

@testable import HeadlessRender

/// The accessories beyond the first ones: insert, multiselect, detail and custom views, drawn
/// where UIKit puts them, read as UIKit reads them, and tapped as UIKit's act.
@MainActor
@Suite struct UICollectionViewListCellAccessoryTests {
  private let device = DeviceFrame(size: GridSize(width: 20, height: 2))

  @Test func theNewAccessoriesShowInUIKitsDefaultEditingStates() {
    #expect(UICellAccessory.insert().displayed == .whenEditing)
    #expect(UICellAccessory.multiselect().displayed == .whenEditing)
    #expect(UICellAccessory.detail().displayed == .always)
    #expect(UICellAccessory.insert(displayed: .always).displayed == .always)
    #expect(UICellAccessory.multiselect(displayed: .always).displayed == .always)
    #expect(UICellAccessory.detail(displayed: .whenEditing).displayed == .whenEditing)
    let configuration = UICellAccessory.CustomViewConfiguration(
      customView: UIView(), placement: .trailing())
    #expect(!configuration.isHidden)
    #expect(configuration.tintColor == nil)
    #expect(!configuration.maintainsFixedSize)
    guard case .actual = configuration.reservedLayoutWidth else {
      Issue.record("reservedLayoutWidth is \(configuration.reservedLayoutWidth)")
      return
    }
    #expect(UICellAccessory.customView(configuration: configuration).displayed == .always)
    let editing = UICellAccessory.CustomViewConfiguration(
      customView: UIView(), placement: .leading(displayed: .whenEditing))
    #expect(UICellAccessory.customView(configuration: editing).displayed == .whenEditing)
  }

  @Test func insertAndMultiselectSitAtTheLeadingMarginDetailAtTheTrailingOne() throws {
    let source = ListCellSource([["apple", "pear"]])
    source.accessories = [.detail(), .insert(), .multiselect(), .reorder()]
    let list = source.makeList(height: 2)
    #expect(try device.render(list)[1] == " │  apple          ⓘ  │")
    list.isEditing = true
    // Two leading controls push the content as far past them as one pushes it past itself.
    #expect(try device.render(list)[1] == " │  ⊕ ○   apple  ⓘ ≡  │")
    list.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
    #expect(
      try device.render(list) == [
        " ┌────────────────────┐",
        " │  ⊕ ◉   apple  ⓘ ≡  │",
        " │  ──────────────────│",
        " └────────────────────┘",
      ])
  }

  @Test func oneLeadingControlTakesTheEditingIndentAsTheDeleteControlDoes() throws {
    for accessory in [UICellAccessory.insert(), .multiselect(), .delete()] {
      let source = ListCellSource([["apple"]])
      source.accessories = [accessory]
      let list = source.makeList(height: 2)
      list.isEditing = true
      let glyph = try #require(accessory.glyph(selected: false))
      #expect(try device.render(list)[1] == " │  \(glyph)   apple         │")
    }
  }

  @Test func aCustomViewGoesWhereItsPlacementPutsIt() throws {
    let device = DeviceFrame(size: GridSize(width: 24, height: 2))
    let source = ListCellSource([["apple"]])
    let star = Self.label("★")
    let note = Self.label("new")
    source.accessoriesProvider = { _ in
      [
        .disclosureIndicator(), .checkmark(),
        .customView(configuration: .init(customView: star, placement: .trailing())),
        .customView(configuration: .init(customView: note, placement: .leading())),
      ]
    }
    let list = source.makeList(width: 24, height: 2)
    // Trailing: before the system accessories, nearest the content; leading: after them.
    #expect(try device.render(list)[1] == " │  new   apple    ★ › ✓  │")
    #expect(star.gridFrame == GridRect(x: 17, y: 0, width: 1, height: 1))
    #expect(note.gridFrame == GridRect(x: 2, y: 0, width: 3, height: 1))
    let pin = Self.label("P")
    source.accessoriesProvider = { _ in
      [
        .disclosureIndicator(), .checkmark(),
        .customView(
          configuration: .init(
            customView: pin,
            placement: .trailing(at: UICellAccessory.Placement.position(after: .checkmark())))),
        .customView(
          configuration: .init(
            customView: Self.label("Q"),
            placement: .trailing(at: UICellAccessory.Placement.position(before: .checkmark())))),
        .customView(
          configuration: .init(customView: Self.label("R"), placement: .trailing(at: { _ in 99 }))),
      ]
    }
    list.reloadData()
    #expect(try device.render(list)[1] == " │  apple      › Q ✓ P R  │")
  }

  @Test func aPositionAfterOrBeforeAMissingKindIsTheEndOrTheBeginning() {
    let after = UICellAccessory.Placement.position(after: .detail())
    let before = UICellAccessory.Placement.position(before: .detail())
    let three: [UICellAccessory] = [.checkmark(), .label(text: "3"), .disclosureIndicator()]
    #expect(after(three) == 3)
    #expect(before(three) == 0)
    #expect(UICellAccessory.Placement.position(after: .label(text: "9"))(three) == 2)
    #expect(UICellAccessory.Placement.position(before: .disclosureIndicator())(three) == 2)
  }

  @Test func aReservedWidthCentresTheViewAndAHiddenOneKeepsItsRoom() throws {
    let source = ListCellSource([["apple"]])
    source.trailingActions = []
    source.leadingActions = []
    let star = Self.label("★")
    var configuration = UICellAccessory.CustomViewConfiguration(
      customView: star, placement: .trailing(), reservedLayoutWidth: .custom(48.75))
    source.accessoriesProvider = { _ in [.customView(configuration: configuration)] }
    let list = source.makeList(height: 2)
    // 48.75 points are 5 columns: the star is centred in them, 2 columns each side.
    #expect(try device.render(list)[1] == " │  apple        ★    │")
    #expect(star.gridFrame.minX == 15)
    configuration.reservedLayoutWidth = .standard
    list.reloadData()
    #expect(try device.render(list)[1] == " │  apple         ★   │")
    configuration.reservedLayoutWidth = .custom(0)
    configuration.isHidden = true
    list.reloadData()
    #expect(try device.render(list)[1] == " │  apple             │")
    let cell = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)))
    // The hidden star still takes its column and the margin before it.
    #expect(cell.contentView.gridFrame.width == 17)
    #expect(list.accessibilityElementsInReadingOrder().flatMap(\.lines) == ["apple"])
  }

  @Test func aFixedSizeViewKeepsItsFrameAndATintIsGivenToTheView() throws {
    let source = ListCellSource([["apple"]])
    let badge = Self.label("12345")
    badge.gridFrame = GridRect(x: 0, y: 0, width: 3, height: 1)
    source.accessoriesProvider = { _ in
      [
        .customView(
          configuration: .init(
            customView: badge, placement: .trailing(), tintColor: .systemRed,
            maintainsFixedSize: true))
      ]
    }
    let list = source.makeList(height: 2)
    #expect(try device.render(list)[1] == " │  apple        12…  │")
    #expect(badge.gridFrame.size == GridSize(width: 3, height: 1))
    #expect(badge.tintColor == .systemRed)
    source.accessoriesProvider = { _ in
      [.customView(configuration: .init(customView: badge, placement: .trailing()))]
    }
    list.reloadData()
    #expect(try device.render(list)[1] == " │  apple      12345  │")
  }

  @Test func accessoryViewsLeaveTheCellWhenNoLongerShown() throws {
    let source = ListCellSource([["apple"]])
    let note = Self.label("new")
    source.accessoriesProvider = { _ in
      [
        .customView(
          configuration: .init(customView: note, placement: .leading(displayed: .whenNotEditing)))
      ]
    }
    let list = source.makeList(height: 2)
    #expect(try device.render(list)[1] == " │  new   apple       │")
    list.isEditing = true
    #expect(try device.render(list)[1] == " │  apple             │")
    #expect(note.superview == nil)
  }

  @Test func voiceOverReadsInsertDetailAndTheSelectionAsUIKitDoes() throws {
    let source = ListCellSource([["apple", "pear"]])
    source.trailingActions = []
    source.leadingActions = []
    source.accessories = [.multiselect(), .insert(), .detail(), .reorder()]
    let list = source.makeList(height: 4)
    let device = DeviceFrame(size: GridSize(width: 20, height: 4))
    _ = try device.render(list)
    #expect(
      list.accessibilityElementsInReadingOrder().flatMap(\.lines) == [
        "apple", "More Info. Button.", "pear", "More Info. Button.",
      ])
    list.isEditing = true
    list.allowsMultipleSelection = true
    list.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    #expect(
      list.accessibilityElementsInReadingOrder().flatMap(\.lines) == [
        "apple", "Insert apple. Button.", "More Info. Button.", "Reorder apple. Button.",
        "Selected: pear", "Insert pear. Button.", "More Info. Button.", "Reorder pear. Button.",
      ])
  }

  @Test func tappingAnAccessoryRunsItsHandler() throws {
    let source = ListCellSource([["apple"]])
    let log = Log()
    source.accessories = [
      .delete(actionHandler: { log.add("delete") }),
      .insert(actionHandler: { log.add("insert") }),
      .detail(actionHandler: { log.add("detail") }),
      .outlineDisclosure(actionHandler: { log.add("outline") }),
      .reorder(), .multiselect(), .checkmark(),
    ]
    let list = source.makeList(width: 30, height: 2)
    list.isEditing = true
    _ = try DeviceFrame(size: GridSize(width: 30, height: 2)).render(list)
    let apple = IndexPath(item: 0, section: 0)
    #expect(
      list.accessoryButtons(at: apple).map(\.label) == [
        "Delete apple", "Insert apple", "More Info", "Reorder apple",
      ])
    #expect(list.accessoryButtons(at: apple).map(\.index) == [0, 1, 2, 4])
    for index in 0..<4 { #expect(list.tapAccessory(at: apple, index: index)) }
    #expect(log.entries == ["delete", "insert", "detail", "outline"])
    // Reorder, multiselect and checkmark take no tap; nor does an accessory not shown, or an
    // item with no cell.
    for index in 4..<8 { #expect(!list.tapAccessory(at: apple, index: index)) }
    #expect(!list.tapAccessory(at: IndexPath(item: 1, section: 0), index: 0))
    list.isEditing = false
    #expect(!list.tapAccessory(at: apple, index: 0))
    #expect(list.tapAccessory(at: apple, index: 2))
    #expect(log.entries == ["delete", "insert", "detail", "outline", "detail"])
    #expect(source.log.isEmpty)
  }

  @Test func aDeleteControlWithoutAHandlerRevealsTheTrailingSwipeActions() throws {
    let source = ListCellSource([["apple"]])
    source.accessories = [.delete(), .insert(), .detail()]
    let list = source.makeList(height: 2)
    list.isEditing = true
    _ = try device.render(list)
    let apple = IndexPath(item: 0, section: 0)
    // Insert and detail without a handler ignore the tap.
    #expect(list.tapAccessory(at: apple, index: 1))
    #expect(list.tapAccessory(at: apple, index: 2))
    #expect(list.revealedSwipe == nil)
    #expect(list.tapAccessory(at: apple, index: 0))
    #expect(list.revealedSwipe == RevealedSwipe(indexPath: apple, edge: .trailing))
    #expect(source.log.isEmpty)
    #expect(try device.render(list)[1] == " │  ⊖ │ Flag │ Delete │")
    #expect(list.performSwipeAction(at: apple, edge: .trailing))
    #expect(source.log == ["Delete (0 - 0)"])
    #expect(list.revealedSwipe == nil)
    // Editing still offers no swipe: only the delete control reveals the actions.
    #expect(!list.revealSwipeActions(at: apple, edge: .trailing))
    #expect(!list.revealSwipeActions(at: apple, edge: .leading))
  }

  /// A list of "Fruit" (apple and pear under it, collapsed) then "Greens", whose parents
  /// show `disclosure`, under `configuration`.
  private func outline(
    _ disclosure: UICellAccessory,
    _ configuration: UICollectionLayoutListConfiguration = .init(appearance: .plain)
  ) throws -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
    let list = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 195, height: 132),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, name in
      var content = cell.defaultContentConfiguration()
      content.text = name
      cell.contentConfiguration = content
      cell.accessories = ["Fruit", "Greens"].contains(name) ? [disclosure] : []
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) {
      collectionView, indexPath, name in
      collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: name)
    }
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["Fruit", "Greens"])
    outline.append(["apple", "pear"], to: "Fruit")
    outline.append(["kale"], to: "Greens")
    dataSource.apply(outline, to: 0, animatingDifferences: false)
    _ = try DeviceFrame(size: GridSize(width: 20, height: 6)).render(list)
    return (list, dataSource)
  }

  @Test func anOutlineDisclosureWithoutAHandlerExpandsAndCollapsesItsItem() throws {
    let (list, source) = try outline(.outlineDisclosure())
    let frame = DeviceFrame(size: GridSize(width: 20, height: 6))
    #expect(list.numberOfItems(inSection: 0) == 2)
    #expect(list.accessoryButtons(at: IndexPath(item: 0, section: 0)).isEmpty)
    #expect(list.tapAccessory(at: IndexPath(item: 0, section: 0), index: 0))
    _ = try frame.render(list)
    #expect(list.numberOfItems(inSection: 0) == 4)
    #expect(list.tapAccessory(at: IndexPath(item: 0, section: 0), index: 0))
    _ = try frame.render(list)
    #expect(list.numberOfItems(inSection: 0) == 2)
    withExtendedLifetime(source) {}
  }

  @Test func aHeaderStyleDisclosureTakesATapOnTheItemAndACellStyleOneSelects() throws {
    let fruit = IndexPath(item: 0, section: 0)
    let greens = IndexPath(item: 1, section: 0)
    let frame = DeviceFrame(size: GridSize(width: 20, height: 6))
    let (header, headerSource) = try outline(.outlineDisclosure(options: .init(style: .header)))
    header.tapItem(at: greens)
    _ = try frame.render(header)
    #expect(header.numberOfItems(inSection: 0) == 3)
    #expect(header.indexPathsForSelectedItems ?? [] == [])
    let (cell, cellSource) = try outline(.outlineDisclosure(options: .init(style: .cell)))
    cell.tapItem(at: greens)
    _ = try frame.render(cell)
    #expect(cell.numberOfItems(inSection: 0) == 2)
    #expect(cell.indexPathsForSelectedItems == [greens])
    // Automatic: the header style only on a section's first item under firstItemInSection.
    let (plain, plainSource) = try outline(.outlineDisclosure())
    plain.tapItem(at: fruit)
    #expect(plain.indexPathsForSelectedItems == [fruit])
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.headerMode = .firstItemInSection
    let (first, firstSource) = try outline(.outlineDisclosure(), configuration)
    first.tapItem(at: greens)
    #expect(first.indexPathsForSelectedItems == [greens])
    first.tapItem(at: fruit)
    _ = try frame.render(first)
    #expect(first.numberOfItems(inSection: 0) == 4)
    #expect(first.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    // With a handler, the tap on the item runs it instead.
    let log = Log()
    let (handled, handledSource) = try outline(
      .outlineDisclosure(options: .init(style: .header), actionHandler: { log.add("toggle") }))
    handled.tapItem(at: fruit)
    #expect(log.entries == ["toggle"])
    #expect(handled.numberOfItems(inSection: 0) == 2)
    withExtendedLifetime((headerSource, cellSource, plainSource, firstSource, handledSource)) {}
  }

  @Test func theSectionSnapshotHandlersAreAskedAndToldBeforeAnItemExpandsOrCollapses() throws {
    let (list, source) = try outline(.outlineDisclosure())
    let frame = DeviceFrame(size: GridSize(width: 20, height: 6))
    let log = Log()
    source.sectionSnapshotHandlers.shouldExpandItem = { item in
      log.add("should expand \(item)")
      return item == "Fruit"
    }
    source.sectionSnapshotHandlers.willExpandItem = { log.add("will expand \($0)") }
    source.sectionSnapshotHandlers.shouldCollapseItem = { item in
      log.add("should collapse \(item)")
      return false
    }
    source.sectionSnapshotHandlers.willCollapseItem = { log.add("will collapse \($0)") }
    // Greens is refused: nothing changes.
    #expect(list.tapAccessory(at: IndexPath(item: 1, section: 0), index: 0))
    _ = try frame.render(list)
    #expect(list.numberOfItems(inSection: 0) == 2)
    #expect(list.tapAccessory(at: IndexPath(item: 0, section: 0), index: 0))
    _ = try frame.render(list)
    #expect(list.numberOfItems(inSection: 0) == 4)
    #expect(list.tapAccessory(at: IndexPath(item: 0, section: 0), index: 0))
    _ = try frame.render(list)
    #expect(list.numberOfItems(inSection: 0) == 4)
    #expect(
      log.entries == [
        "should expand Greens", "should expand Fruit", "will expand Fruit", "should collapse Fruit",
      ])
    source.sectionSnapshotHandlers.shouldCollapseItem = nil
    #expect(list.tapAccessory(at: IndexPath(item: 0, section: 0), index: 0))
    _ = try frame.render(list)
    #expect(list.numberOfItems(inSection: 0) == 2)
    #expect(log.entries.last == "will collapse Fruit")
    // Handlers made anew ask nothing.
    #expect(
      UICollectionViewDiffableDataSource<Int, String>.SectionSnapshotHandlers<String>()
        .shouldExpandItem == nil)
  }

  @Test func aHiddenDisclosureKeepsItsRoomAndNeitherShowsNorActs() throws {
    let options = UICellAccessory.OutlineDisclosureOptions()
    #expect(options.style == .automatic)
    #expect(!options.isHidden)
    #expect(options.tintColor == nil)
    let (list, source) = try outline(
      .outlineDisclosure(options: .init(style: .header, isHidden: true)))
    let frame = DeviceFrame(size: GridSize(width: 20, height: 6))
    #expect(try frame.render(list)[1] == " │  Fruit             │")
    #expect(!list.tapAccessory(at: IndexPath(item: 0, section: 0), index: 0))
    list.tapItem(at: IndexPath(item: 0, section: 0))
    #expect(list.numberOfItems(inSection: 0) == 2)
    #expect(list.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    let cell = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(cell.contentView.gridFrame.width == 17)
    let (wide, wideSource) = try outline(
      .outlineDisclosure(options: .init(reservedLayoutWidth: .custom(29.25))))
    // 29.25 points are 3 columns: the chevron in the middle one.
    #expect(try frame.render(wide)[1] == " │  Fruit         ▸   │")
    withExtendedLifetime((source, wideSource)) {}
  }

  /// A label showing `text`.
  private static func label(_ text: String) -> UILabel {
    let label = UILabel()
    label.text = text
    return label
  }
}

/// What the handlers ran, in order.
@MainActor
private final class Log {
  private(set) var entries: [String] = []
  func add(_ entry: String) { entries.append(entry) }
}
