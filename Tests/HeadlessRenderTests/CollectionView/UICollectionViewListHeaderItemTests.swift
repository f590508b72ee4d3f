import Foundation
import HeadlessTestSupport
import HeadlessTesting
import TestSupport
import Testing

@testable import HeadlessRender

/// A list whose `headerMode` is `.firstItemInSection`: each section's first item is its
/// header, drawn in the header's place and look, read as a heading, and its outline
/// disclosure opens and closes the section; the disclosure's chevron turns with its item.
@MainActor
@Suite struct UICollectionViewListHeaderItemTests {
  /// The sections of Apple's "list with headers" sample: a header item per section with its
  /// items as its children, the header showing `disclosure` (none when nil).
  @MainActor final class HeaderList {
    let list: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(
      _ configuration: UICollectionLayoutListConfiguration,
      disclosure: UICellAccessory? = .outlineDisclosure(options: .init(style: .header)),
      expanded: [String] = ["Fruit"], height: Double = 264
    ) {
      list = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 195, height: height),
        collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
      let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
        cell, _, name in
        var content = cell.defaultContentConfiguration()
        content.text = name
        cell.contentConfiguration = content
        let isHeader = ["Fruit", "Veg"].contains(name)
        cell.accessories = isHeader ? [disclosure].compactMap { $0 } : []
      }
      dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) {
        collectionView, indexPath, name in
        collectionView.dequeueConfiguredReusableCell(
          using: registration, for: indexPath, item: name)
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0, 1])
      dataSource.apply(snapshot, animatingDifferences: false)
      for (section, header, items) in [(0, "Fruit", ["apple", "pear"]), (1, "Veg", ["kale"])] {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append([header])
        outline.append(items, to: header)
        if expanded.contains(header) { outline.expand([header]) }
        dataSource.apply(outline, to: section, animatingDifferences: false)
      }
    }

    func render(height: Int = 10) throws -> [String] {
      try DeviceFrame(size: GridSize(width: 20, height: height)).render(list)
    }
  }

  private func configuration(
    _ appearance: UICollectionLayoutListConfiguration.Appearance,
    headerMode: UICollectionLayoutListConfiguration.HeaderMode = .firstItemInSection
  ) -> UICollectionLayoutListConfiguration {
    var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
    configuration.headerMode = headerMode
    return configuration
  }

  @Test func aPlainListDrawsEachSectionsFirstItemAsItsHeaderWithNoSeparatorUnderIt() throws {
    let headers = HeaderList(configuration(.plain))
    #expect(
      try headers.render()[1...7] == [
        " │  Fruit          ▾  │",
        " │  apple             │",
        " │  ──────────────────│",
        " │  pear              │",
        " │  ──────────────────│",
        " │  Veg            ▸  │",
        " │                    │",
      ])
    // The same list without a header mode draws the first item as any other, over its
    // separator, in a cell's configuration.
    let items = HeaderList(configuration(.plain, headerMode: .none))
    #expect(
      try items.render()[1...4] == [
        " │  Fruit          ▾  │",
        " │  ──────────────────│",
        " │  apple             │",
        " │  ──────────────────│",
      ])
    // A header item is not pinned: scrolled a line, it scrolls away with its section.
    let short = HeaderList(configuration(.plain), height: 66)
    short.list.contentOffset = CGPoint(x: 0, y: 22)
    #expect(
      try short.render(height: 3)[1...3] == [
        " │  apple             │", " │  ──────────────────│", " │  pear              │",
      ])
  }

  @Test func aGroupedListDrawsTheHeaderItemAboveTheSectionsEdgesInTheGroupedHeadersCase()
    throws
  {
    #expect(
      try HeaderList(configuration(.grouped)).render(height: 11)[1...11] == [
        " │                    │",
        " │  FRUIT          ▾  │",
        " │────────────────────│",
        " │  apple             │",
        " │  ──────────────────│",
        " │  pear              │",
        " │────────────────────│",
        " │                    │",
        " │  VEG            ▸  │",
        " │                    │",
        " │                    │",
      ])
    // Inset grouped: the header item is inset as a header (2 columns each side), outside the
    // box, its chevron at the header's trailing margin.
    #expect(
      try HeaderList(configuration(.insetGrouped)).render(height: 9)[1...9] == [
        " │                    │",
        " │    FRUIT      ▾    │",
        " │ ╭────────────────╮ │",
        " │ │  apple         │ │",
        " │ │  ──────────────│ │",
        " │ │  pear          │ │",
        " │ ╰────────────────╯ │",
        " │                    │",
        " │    VEG        ▸    │",
      ])
  }

  @Test func aSidebarDrawsTheHeaderItemInTheSidebarHeadersLook() throws {
    for appearance in [UICollectionLayoutListConfiguration.Appearance.sidebar, .sidebarPlain] {
      let sidebar = HeaderList(configuration(appearance), expanded: ["Fruit", "Veg"])
      #expect(
        try sidebar.render(height: 6)[1...6] == [
          " │  Fruit          ▾  │",
          " │  apple             │",
          " │  pear              │",
          " │  Veg            ▾  │",
          " │  kale              │",
          " │                    │",
        ], "\(appearance)")
    }
  }

  @Test func theHeaderItemsDefaultConfigurationIsTheHeaderOfTheListsAppearance() throws {
    let expected: [(UICollectionLayoutListConfiguration.Appearance, UIListContentConfiguration)] =
      [
        (.plain, .plainHeader()), (.grouped, .groupedHeader()),
        (.insetGrouped, .groupedHeader()), (.sidebar, .sidebarHeader()),
        (.sidebarPlain, .sidebarHeader()),
      ]
    for (appearance, header) in expected {
      let headers = HeaderList(configuration(appearance))
      _ = try headers.render()
      let fruit = try #require(
        headers.list.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
      let apple = try #require(
        headers.list.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
      #expect(fruit.defaultContentConfiguration() == header, "\(appearance)")
      #expect(apple.defaultContentConfiguration() == .cell(), "\(appearance)")
      let plain = HeaderList(configuration(appearance, headerMode: .none))
      _ = try plain.render()
      let first = try #require(
        plain.list.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
      #expect(first.defaultContentConfiguration() == .cell(), "\(appearance)")
    }
    // A cell not on screen answers as it was dequeued; a cell made by hand is no header.
    #expect(UICollectionViewListCell(frame: .zero).defaultContentConfiguration() == .cell())
  }

  @Test func voiceOverReadsAHeaderItemAsAHeadingWithItsSectionsState() throws {
    let headers = HeaderList(configuration(.plain))
    _ = try headers.render()
    expectText(
      AccessibilityReading(of: headers.list).text,
      equals: """
         VoiceOver:
           Fruit. Button. Heading. Expanded.
           apple
           pear
           Veg. Button. Heading. Collapsed.

        """)
    // A header item without a disclosure is a heading with no state; a cell-style
    // disclosure states it without the button trait (a tap on the item selects it).
    let bare = HeaderList(configuration(.plain), disclosure: nil)
    _ = try bare.render()
    #expect(
      AccessibilityReading(of: bare.list).elements.map(\.description) == [
        "Fruit. Heading.", "apple", "pear", "Veg. Heading.",
      ])
    let cellStyle = HeaderList(
      configuration(.plain), disclosure: .outlineDisclosure(options: .init(style: .cell)))
    _ = try cellStyle.render()
    #expect(
      AccessibilityReading(of: cellStyle.list).elements.map(\.description).first
        == "Fruit. Heading. Expanded.")
    // Without a header mode the first item is no heading; its disclosure still states.
    let items = HeaderList(configuration(.plain, headerMode: .none))
    _ = try items.render()
    #expect(
      AccessibilityReading(of: items.list).elements.map(\.description).prefix(2) == [
        "Fruit. Button. Expanded.", "apple",
      ])
    // A hidden disclosure states nothing.
    let hidden = HeaderList(
      configuration(.plain),
      disclosure: .outlineDisclosure(options: .init(style: .header, isHidden: true)))
    _ = try hidden.render()
    #expect(
      AccessibilityReading(of: hidden.list).elements.map(\.description).first
        == "Fruit. Heading.")
  }

  @Test func aHeaderItemIsSelectableUnlessItsDisclosureTakesTheTap() throws {
    let fruit = IndexPath(item: 0, section: 0)
    let bare = HeaderList(configuration(.grouped), disclosure: nil)
    _ = try bare.render()
    bare.list.tapItem(at: fruit)
    #expect(bare.list.indexPathsForSelectedItems == [fruit])
    // The automatic style is the header style on a header item: the tap collapses Fruit.
    let automatic = HeaderList(configuration(.grouped), disclosure: .outlineDisclosure())
    _ = try automatic.render()
    automatic.list.tapItem(at: fruit)
    _ = try automatic.render()
    #expect(automatic.list.numberOfItems(inSection: 0) == 1)
    #expect(automatic.list.indexPathsForSelectedItems ?? [] == [])
    #expect(
      AccessibilityReading(of: automatic.list).elements.map(\.description).first
        == "FRUIT. Button. Heading. Collapsed.")
  }

  @Test func theOutlineChevronPointsDownWhileItsItemIsExpanded() throws {
    let collapsed = UICellAccessory.outlineDisclosure()
    #expect(collapsed.glyph(selected: false, expanded: false) == "▸")
    #expect(collapsed.glyph(selected: false, expanded: true) == "▾")
    #expect(collapsed.mirroredGlyph(selected: false, expanded: false) == "◂")
    #expect(collapsed.mirroredGlyph(selected: false, expanded: true) == "▾")
    // The other accessories do not change with the item's state.
    #expect(UICellAccessory.disclosureIndicator().glyph(selected: false, expanded: true) == "›")
    #expect(
      UICellAccessory.disclosureIndicator().mirroredGlyph(selected: false, expanded: true)
        == "‹")
    // Expanding and collapsing redraws the chevron.
    let headers = HeaderList(configuration(.plain))
    _ = try headers.render()
    headers.list.tapItem(at: IndexPath(item: 0, section: 0))
    // The item is configured again (marked `~`) with its new state.
    #expect(try headers.render()[1] == "~│  Fruit          ▸  │")
    headers.list.tapItem(at: IndexPath(item: 0, section: 0))
    #expect(try headers.render()[1] == "~│  Fruit          ▾  │")
    // Right to left, a collapsed chevron points to the left, an expanded one down.
    let window = UIWindow(gridFrame: GridRect(origin: .zero, size: headers.list.gridFrame.size))
    window.addSubview(headers.list)
    window.overrideTraits(UITraitCollection(layoutDirection: .rightToLeft))
    let mirrored = try headers.render()
    #expect(mirrored[1] == "~│  ▾          Fruit  │")
    #expect(mirrored[6] == " │  ◂            Veg  │")
    withExtendedLifetime(window) {}
  }
}
