import Foundation
import HeadlessRender
import HeadlessTesting
import TestSupport
import Testing

/// A list layout (`UICollectionViewCompositionalLayout.list(using:)`, `.plain`) draws as a
/// plain table draws the same rows: full width, as tall as the cell's content, a separator
/// line under each item from 16 points in.
@MainActor
@Suite struct UICollectionViewListLayoutTests {
  /// A table cell with a wrapping label pinned to its content view, as `LabelCell`.
  final class TableLabelCell: UITableViewCell {
    let label = UILabel()

    override init(style: CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      pinWrapping(label, to: contentView)
    }

    required init?(coder: NSCoder) {
      fatalError("not used")
    }
  }

  /// The same strings as table rows.
  final class Rows: NSObject, UITableViewDataSource {
    let items: [String]
    init(_ items: [String]) { self.items = items }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      items.count
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Label", for: indexPath)
      (cell as? TableLabelCell)?.label.text = items[indexPath.row]
      return cell
    }
  }

  private let items = ["apple", "a pear that is ripe today", "kale"]
  private let device = DeviceFrame(size: GridSize(width: 16, height: 9))

  private func list(_ source: GridDataSource, _ configuration: UICollectionLayoutListConfiguration)
    -> UICollectionView
  {
    makeCollectionView(
      source, layout: UICollectionViewCompositionalLayout.list(using: configuration), width: 16,
      height: 9)
  }

  @Test func aPlainListDrawsLikeAPlainTableOfTheSameRows() throws {
    let source = GridDataSource(items: items)
    let collection = list(source, UICollectionLayoutListConfiguration(appearance: .plain))
    let rows = Rows(items)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 156, height: 198), style: .plain)
    table.register(TableLabelCell.self, forCellReuseIdentifier: "Label")
    table.dataSource = rows
    let listLines = try device.render(collection)
    #expect(listLines == (try device.render(table)))
    #expect(
      listLines == [
        " ┌────────────────┐",
        " │apple           │",
        " │  ──────────────│",
        " │a pear that is  │",
        " │ripe today      │",
        " │  ──────────────│",
        " │kale            │",
        " │  ──────────────│",
        " │                │",
        " │                │",
        " └────────────────┘",
      ])
    // The item's frame is the cell's, its separator's line below it.
    #expect(
      collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 0, y: 44, width: 156, height: 44))
    #expect(collection.contentSize == CGSize(width: 156, height: 154))  // 7 lines
  }

  @Test func withoutSeparatorsItemsFollowOneAnother() throws {
    let source = GridDataSource(items: items)
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.showsSeparators = false
    let lines = try device.render(list(source, configuration))
    #expect(
      lines[1...5] == [
        " │apple           │", " │a pear that is  │", " │ripe today      │", " │kale            │",
        " │                │",
      ])
  }

  @Test func aSupplementaryHeaderModeGivesEachSectionAOneLineHeaderView() throws {
    let source = GridDataSource([
      (title: "Fruit", items: ["apple"]), (title: "Veg", items: ["kale"]),
    ])
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.headerMode = .supplementary
    let lines = try device.render(list(source, configuration))
    #expect(
      lines[1...6] == [
        " │Fruit           │", " │apple           │", " │  ──────────────│", " │Veg             │",
        " │kale            │", " │  ──────────────│",
      ])
  }

  @Test func aPlainListsHeaderStaysOnTopUntilTheNextSectionPushesItUp() throws {
    let source = GridDataSource([
      (title: "Fruit", items: ["apple", "pear", "fig"]), (title: "Veg", items: ["kale"]),
    ])
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.headerMode = .supplementary
    configuration.showsSeparators = false
    let collection = makeCollectionView(
      source, layout: UICollectionViewCompositionalLayout.list(using: configuration), width: 8,
      height: 3)
    let device = DeviceFrame(size: GridSize(width: 8, height: 3))
    func frame(at line: Int) throws -> [String] {
      collection.contentOffset = CGPoint(x: 0, y: 22 * Double(line))
      return Array(try device.render(collection)[1...3])
    }
    // Content: Fruit, apple, pear, fig, Veg, kale.
    #expect(try frame(at: 0) == [" │Fruit   │", " │apple   │", " │pear    │"])
    #expect(try frame(at: 1) == [" │Fruit   │", " │pear    │", " │fig     │"])
    #expect(try frame(at: 2) == [" │Fruit   │", " │fig     │", " │Veg     │"])
    // On its section's last line it covers that line's item, until the section is gone.
    #expect(try frame(at: 3) == [" │Fruit   │", " │Veg     │", " │kale    │"])
    // A pinned header is read before its section's items, the one it covers included.
    _ = try frame(at: 1)
    expectText(
      AccessibilityReading(of: collection).text,
      equals: """
         VoiceOver:
           Fruit
           apple
           pear
           fig

        """)
  }

  @Test func groupedAndInsetGroupedListsDoNotPinTheirHeaders() throws {
    for appearance in [UICollectionLayoutListConfiguration.Appearance.grouped, .insetGrouped] {
      let source = GridDataSource([(title: "Fruit", items: ["apple", "pear", "fig"])])
      var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
      configuration.headerMode = .supplementary
      configuration.showsSeparators = false
      let collection = makeCollectionView(
        source, layout: UICollectionViewCompositionalLayout.list(using: configuration), width: 8,
        height: 2)
      // Scrolled past the header (the blank line, the header, the top edge), the items fill
      // the view: the header scrolled away with its section.
      collection.contentOffset = CGPoint(x: 0, y: 66)
      let expected =
        appearance == .grouped ? [" │apple   │", " │pear    │"] : [" │ │appl│ │", " │ │e   │ │"]
      #expect(
        try DeviceFrame(size: GridSize(width: 8, height: 2)).render(collection)[1...2]
          .elementsEqual(expected),
        "\(appearance)")
    }
  }

  @Test func eachAppearanceDrawsItsSectionsAsUIKitLaysThemOut() throws {
    let source = GridDataSource([
      (title: "Fruit", items: ["apple", "pear"]), (title: "Veg", items: ["kale"]),
    ])
    func draw(_ appearance: UICollectionLayoutListConfiguration.Appearance) throws -> [String] {
      var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
      configuration.headerMode = .supplementary
      return try DeviceFrame(size: GridSize(width: 16, height: 12)).render(
        makeCollectionView(
          source, layout: UICollectionViewCompositionalLayout.list(using: configuration),
          width: 16, height: 12))
    }
    // A sidebar draws no separators (both sidebars: they differ in pinning their headers).
    let sidebar = [
      " ┌────────────────┐", " │Fruit           │", " │apple           │", " │pear            │",
      " │Veg             │", " │kale            │",
    ]
    #expect(try draw(.sidebar)[0...5].elementsEqual(sidebar))
    #expect(try draw(.sidebarPlain)[0...5].elementsEqual(sidebar))
    // Grouped: a blank line opens each section, its items lie between two full-width edges,
    // the bottom one in place of the last separator.
    #expect(
      try draw(.grouped) == [
        " ┌────────────────┐",
        " │                │",
        " │Fruit           │",
        " │────────────────│",
        " │apple           │",
        " │  ──────────────│",
        " │pear            │",
        " │────────────────│",
        " │                │",
        " │Veg             │",
        " │────────────────│",
        " │kale            │",
        " │────────────────│",
        " └────────────────┘",
      ])
    // Inset grouped: the same, in a rounded box 1 column in, the items and headers 2 columns
    // in, the separators from the text's column (2 columns into the item) to the box.
    #expect(
      try draw(.insetGrouped) == [
        " ┌────────────────┐",
        " │                │",
        " │  Fruit         │",
        " │ ╭────────────╮ │",
        " │ │apple       │ │",
        " │ │  ──────────│ │",
        " │ │pear        │ │",
        " │ ╰────────────╯ │",
        " │                │",
        " │  Veg           │",
        " │ ╭────────────╮ │",
        " │ │kale        │ │",
        " │ ╰────────────╯ │",
        " └────────────────┘",
      ])
  }

  @Test func theFirstItemInSectionModeDrawsTheFirstItemWhereASupplementaryHeaderGoes() throws {
    let source = GridDataSource([(title: "Fruit", items: ["Fruit", "apple"])])
    var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
    configuration.headerMode = .firstItemInSection
    let lines = try device.render(list(source, configuration))
    #expect(
      lines[1...5] == [
        " │                │", " │Fruit           │", " │────────────────│",
        " │apple           │", " │────────────────│",
      ])
    // As the supplementary header of the section without its first item.
    configuration.headerMode = .supplementary
    let headerSource = GridDataSource([(title: "Fruit", items: ["apple"])])
    #expect(lines == (try device.render(list(headerSource, configuration))))
  }

  @Test func theConfigurationsDefaultsAreUIKits() {
    #expect(
      [
        UICollectionLayoutListConfiguration.Appearance.plain, .grouped, .insetGrouped, .sidebar,
        .sidebarPlain,
      ].map(\.rawValue) == [0, 1, 2, 3, 4])
    #expect(
      [
        UICollectionLayoutListConfiguration.HeaderMode.none, .supplementary, .firstItemInSection,
      ].map(\.rawValue) == [0, 1, 2])
    let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    #expect(configuration.appearance == .insetGrouped)
    #expect(configuration.showsSeparators)
    #expect(configuration.headerMode == .none)
  }
}
