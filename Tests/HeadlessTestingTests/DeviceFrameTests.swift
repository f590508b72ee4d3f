import Foundation
import HeadlessRender
import HeadlessTestSupport
import HeadlessTesting
import ListKit
import TestSupport
import Testing

@MainActor
@Suite struct DeviceFrameTests {
  @Test func aFrameIsTheScreenInABoxWithAnEmptyGutter() throws {
    let screen = NamesScreen()
    screen.controller.footer = .spinner
    let lines = try DeviceFrame(size: GridSize(width: 12, height: 5)).render(
      screen.inNavigationController)
    #expect(
      lines == [
        " ┌────────────┐",
        " │   Names    │",
        " │────────────│",
        " │            │",
        " │ ⠋ Loading… │",
        " │            │",
        " └────────────┘",
      ])
  }

  /// A screen drawn in no navigation controller is given one that it keeps: what it asks of
  /// `navigationController` between drawings (a toolbar) shows on the next drawing.
  @Test func aScreenKeepsTheNavigationControllerItIsDrawnIn() throws {
    let screen = NamesScreen()
    let device = DeviceFrame(size: GridSize(width: 12, height: 5))
    #expect(screen.navigationController == nil)
    _ = try device.text(of: screen)
    let navigation = try #require(screen.navigationController)
    screen.toolbarItems = [UIBarButtonItem(title: "Trash", primaryAction: nil)]
    navigation.setToolbarHidden(false, animated: false)
    #expect(
      try device.text(of: screen) == """
        updates: none
         ┌────────────┐
         │   Names    │
         │────────────│
         │            │
         │────────────│
         │Trash       │
         └────────────┘

        """)
    #expect(screen.navigationController === navigation)
  }

  @Test func insertedRowsAreMarkedWithAPlusInTheGutterSeparatorIncluded() throws {
    let screen = NamesScreen()
    let device = DeviceFrame(size: GridSize(width: 10, height: 8))
    screen.controller.sections = [ListSection(id: "all", items: NamesScreen.rows(1))]
    _ = try device.render(screen.inNavigationController)
    // A renderer clears the marks once a frame has shown them.
    screen.tableView.clearUpdateMarks()
    screen.controller.sections = [ListSection(id: "all", items: NamesScreen.rows(3))]
    let lines = try device.render(screen.inNavigationController)
    #expect(
      lines == [
        " ┌──────────┐",
        " │  Names   │",
        " │──────────│",
        " │name 0    │",
        " │ ─────────│",
        "+│name 1    │",
        "+│ ─────────│",
        "+│name 2    │",
        "+│ ─────────│",
        " └──────────┘",
      ])
  }

  @Test func movedAndReconfiguredRowsHaveTheirOwnMarks() throws {
    let screen = NamesScreen()
    let device = DeviceFrame(size: GridSize(width: 10, height: 8))
    let rows = NamesScreen.rows(3)
    screen.controller.sections = [ListSection(id: "all", items: rows)]
    _ = try device.render(screen.inNavigationController)
    // A renderer clears the marks once a frame has shown them.
    screen.tableView.clearUpdateMarks()
    // Row 2 moves to the top; row 1 keeps its place and changes its text.
    screen.controller.sections = [
      ListSection(id: "all", items: [rows[2], rows[0], NameRow(id: 1, name: "renamed")])
    ]
    let lines = try device.render(screen.inNavigationController)
    #expect(
      lines == [
        " ┌──────────┐",
        " │  Names   │",
        " │──────────│",
        ">│name 2    │",
        ">│ ─────────│",
        " │name 0    │",
        " │ ─────────│",
        "~│renamed   │",
        "~│ ─────────│",
        " └──────────┘",
      ])
  }

  @Test func theHeaderLinesOfInsertedSectionsAreMarkedToo() throws {
    let screen = NamesScreen()
    let device = DeviceFrame(size: GridSize(width: 12, height: 9))
    screen.controller.sections = [ListSection(id: "a", title: "Today", items: NamesScreen.rows(1))]
    _ = try device.render(screen.inNavigationController)
    screen.tableView.clearUpdateMarks()
    screen.controller.sections = [
      ListSection(id: "a", title: "Today", items: NamesScreen.rows(2)),
      ListSection(id: "b", title: "Later", items: NamesScreen.rows(1, from: 2)),
    ]
    let lines = try device.render(screen.inNavigationController)
    #expect(
      lines == [
        " ┌────────────┐",
        " │   Names    │",
        " │────────────│",
        " │ Today ━━━━ │",
        " │name 0      │",
        " │ ───────────│",
        "+│name 1      │",
        "+│ Later ━━━━ │",
        "+│name 2      │",
        "+│ ───────────│",
        " └────────────┘",
      ])
  }

  @Test func aPinnedHeaderShowsItsSectionsMarkNotTheMarkOfTheRowUnderIt() throws {
    let screen = NamesScreen()
    let device = DeviceFrame(size: GridSize(width: 12, height: 6))
    screen.controller.sections = [ListSection(id: "a", title: "Today", items: NamesScreen.rows(4))]
    _ = try device.render(screen.inNavigationController)
    screen.tableView.clearUpdateMarks()
    screen.controller.sections = [
      ListSection(id: "a", title: "Today", items: NamesScreen.rows(4, named: "new"))
    ]
    // Today 0, name 0 1, line 2, name 1 3, line 4, name 2 5, line 6: Today floats over name 1.
    try screen.tableView.trySetContentOffsetLine(3)
    let lines = try device.render(screen.inNavigationController)
    #expect(
      lines == [
        " ┌────────────┐",
        " │   Names    │",
        " │────────────│",
        " │ Today ━━━━ │",
        "~│ ───────────│",
        "~│new 2       │",
        "~│ ───────────│",
        " └────────────┘",
      ])
  }

  @Test func theGutterLegendIsOneASCIICharacterPerKind() {
    let marks = ListUpdateKind.allCases.map(\.gutterMark)
    #expect(marks == ["+", ">", "*", "~"])
    #expect(marks.allSatisfy { $0.isASCII })
  }

  @Test func everyLineHasTheSameWidthWhateverTheText() throws {
    let screen = NamesScreen(title: "鳥の声 🐦 e\u{301}")
    let names = ["東京の鳥たち", "🦜🦜🦜🦜🦜🦜", "Ame\u{301}lie", "Supercalifragilistic", "a\u{200B}b"]
    screen.controller.sections = [
      ListSection(
        id: "all", items: names.enumerated().map { NameRow(id: $0.offset, name: $0.element) })
    ]
    for width in [7, 8, 9, 11] {
      let lines = try DeviceFrame(size: GridSize(width: width, height: 8)).render(
        screen.inNavigationController)
      #expect(Set(lines.map(\.displayWidth)) == [width + 3], "width \(width)")
    }
  }

  @Test func aHeightOfZeroShowsTheWholeContent() throws {
    let screen = NamesScreen()
    screen.controller.sections = [ListSection(id: "all", items: NamesScreen.rows(30))]
    let lines = try DeviceFrame(size: GridSize(width: 10, height: 0)).render(
      screen.inNavigationController)
    // Borders, two lines of navigation bar, thirty rows over their separators, all inserted
    // by the first update.
    #expect(lines.count == 2 + 2 + 30 * 2)
    #expect(lines[lines.count - 3] == "+│name 29   │")
    #expect(lines[lines.count - 2] == "+│ ─────────│")
  }

  @Test func aScreenTallerThanOneBandIsDrawnAsOneCanvasWouldDrawIt() throws {
    // 1,000 columns take 65 lines a band: 250 lines are drawn in four bands, and every row
    // and separator must land on its own line across the seams.
    let screen = NamesScreen(title: "鳥")
    screen.controller.sections = [ListSection(id: "all", items: NamesScreen.rows(300))]
    let device = DeviceFrame(size: GridSize(width: 1_000, height: 250))
    _ = try device.render(screen.inNavigationController)
    screen.tableView.clearUpdateMarks()
    let lines = try device.render(screen.inNavigationController)
    func framed(_ text: String) -> String {
      " │" + text + String(repeating: " ", count: 1_000 - text.displayWidth) + "│"
    }
    #expect(lines.count == 252)
    #expect(lines[0] == " ┌" + String(repeating: "─", count: 1_000) + "┐")
    #expect(lines[1] == framed(String(repeating: " ", count: 499) + "鳥"))
    #expect(lines[2] == " │" + String(repeating: "─", count: 1_000) + "│")
    // 124 rows, each over its separator, inset one column as UIKit's 16-point inset is.
    let separator = framed(" " + String(repeating: "─", count: 999))
    for row in 0..<124 {
      #expect(lines[3 + 2 * row] == framed("name \(row)"), "row \(row)")
      #expect(lines[4 + 2 * row] == separator, "separator under row \(row)")
    }
    #expect(lines[251] == " └" + String(repeating: "─", count: 1_000) + "┘")
  }

  @Test func aBareTableIsDrawnFillingTheDevice() throws {
    let source = SectionsDataSource { [rows("a", 1, 2)] }
    let table = makeTable(source, height: 1)
    let lines = try DeviceFrame(size: GridSize(width: 8, height: 4)).render(table)
    #expect(
      lines == [
        " ┌────────┐",
        " │a ━━━━━━│",
        " │1       │",
        " │2       │",
        " │        │",
        " └────────┘",
      ])
  }

  @Test func aBareTableWithAHeightOfZeroShowsTheWholeContent() throws {
    let source = SectionsDataSource { [rows("a", 1, 2), rows("b", 3)] }
    let table = makeTable(source, height: 1)
    let lines = try DeviceFrame(size: GridSize(width: 8, height: 0)).render(table)
    #expect(lines.count == 2 + 5)
    #expect(lines[lines.count - 2] == " │3       │")
  }

  @Test func aSnapshotIsTheUpdateLineAndTheFrameWithNewlinesAndClearsTheMarks() throws {
    let screen = NamesScreen()
    let device = DeviceFrame(size: GridSize(width: 10, height: 3))
    screen.controller.sections = [ListSection(id: "all", items: NamesScreen.rows(1))]
    let first = try device.text(of: screen)
    expectText(
      first,
      equals: """
        updates: 1 section inserted
         ┌──────────┐
         │  Names   │
         │──────────│
        +│name 0    │
         └──────────┘

        """)
    #expect(screen.tableView.lastUpdateMarks.isEmpty)
    #expect(screen.tableView.lastUpdateSummary.isEmpty)
    expectText(
      try device.text(of: screen),
      equals: first.replacingOccurrences(of: "+", with: " ")
        .replacingOccurrences(of: "1 section inserted", with: "none"))
  }

  @Test func aDrawingWithoutATableHasNoUpdateLineAndTablesUpdatesAddUp() throws {
    let label = UILabel()
    label.text = "owl"
    expectText(
      try DeviceFrame(size: GridSize(width: 3, height: 1)).text(of: label),
      equals: " ┌───┐\n │owl│\n └───┘\n")
    var left = [rows("a", 1)]
    var right = [rows("b", 1)]
    let leftSource = SectionsDataSource { left }
    let rightSource = SectionsDataSource { right }
    let tables = [
      makeTable(leftSource, width: 4, height: 3), makeTable(rightSource, width: 4, height: 3),
    ]
    let pair = UIView()
    for (index, table) in tables.enumerated() {
      table.gridFrame = GridRect(x: 4 * index, y: 0, width: 4, height: 3)
      pair.addSubview(table)
    }
    let device = DeviceFrame(size: GridSize(width: 8, height: 3))
    #expect(try device.text(of: pair).hasPrefix("updates: none\n"))
    left = [rows("a", 1, 2)]
    right = [rows("b", 1, 3)]
    for table in tables {
      try table.tryPerformBatchUpdates {
        try table.tryInsertRows(at: [IndexPath(row: 1, section: 0)])
      }
    }
    #expect(try device.text(of: pair).hasPrefix("updates: 2 rows inserted\n ┌"))
  }

  @Test func theUpdateLineNamesWhatWasDeletedCutToTheFramesWidth() throws {
    var sections = [rows("a", 1001, 1002, 1003, 1004, title: "Week 12")]
    let source = SectionsDataSource { sections }
    let table = makeTable(source, height: 4)
    func updateLine(width: Int) throws -> String {
      let text = try DeviceFrame(size: GridSize(width: width, height: 6)).text(of: table)
      return String(try #require(text.split(separator: "\n").first))
    }
    _ = try updateLine(width: 40)
    sections = [rows("a", 1003, 1004, title: "Week 12")]
    try table.tryDeleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
    #expect(try updateLine(width: 40) == "updates: 2 rows deleted (1001, 1002)")
    // Lines 5 + 3 columns wide: no room for a name, and the count is never cut.
    sections = [rows("a", 1004, title: "Week 12")]
    try table.tryDeleteRows(at: [IndexPath(row: 0, section: 0)])
    #expect(try updateLine(width: 5) == "updates: 1 row deleted")
    sections = [rows("a", 1004, title: "Week 12"), rows("b", 5, title: "Week 13")]
    try table.tryInsertSections([1])
    _ = try updateLine(width: 40)
    // Lines 30 + 3 columns wide: the section's title is cut to fit.
    sections = [rows("b", 5, title: "Week 13")]
    try table.tryDeleteSections([0])
    #expect(try updateLine(width: 30) == "updates: 1 section deleted (Wee…)")
    // Lines 33 + 3 columns wide: the line fits exactly.
    sections = []
    try table.tryDeleteSections([0])
    #expect(try updateLine(width: 33) == "updates: 1 section deleted (Week 13)")
  }

  @Test func aSnapshotOfATableClearsItsMarks() throws {
    var sections = [rows("a", 1)]
    let source = SectionsDataSource { sections }
    let table = makeTable(source, height: 1)
    let device = DeviceFrame(size: GridSize(width: 8, height: 3))
    _ = try device.text(of: table)
    sections = [rows("a", 1, 2)]
    try table.tryPerformBatchUpdates {
      try table.tryInsertRows(at: [IndexPath(row: 1, section: 0)])
    }
    #expect(try device.text(of: table).contains("+│2       │\n"))
    #expect(table.lastUpdateMarks.isEmpty)
  }

  @Test func aScreenWhoseStoreRefusedAnUpdateHasNoSnapshot() throws {
    let screen = NamesScreen()
    let twins = [NameRow(id: 7, name: "a"), NameRow(id: 7, name: "b")]
    screen.controller.sections = [ListSection(id: "all", items: twins)]
    let failure = try #require(screen.updateFailure)
    let error = #expect(throws: ScreenDrawingError.self) {
      try DeviceFrame(size: GridSize(width: 10, height: 3)).text(of: screen)
    }
    #expect(error?.description == "the screen's store refused its last update: \(failure)")
  }

  @Test func aTableThatBreaksUIKitsRulesHasNoSnapshot() throws {
    let source = SectionsDataSource { [rows("a", 1)] }
    let table = UITableView()
    table.dataSource = source
    let error = #expect(throws: ScreenDrawingError.self) {
      try DeviceFrame(size: GridSize(width: 8, height: 3)).text(of: table)
    }
    #expect(
      error?.description
        == "the table view failed: unable to dequeue a cell with identifier Text - must register "
        + "a nib or a class for the identifier or connect a prototype cell in a storyboard "
        + "Table view: <UITableView; frame = (0, 0, 8x3); contentOffset = 0; sections = 1>")
  }
}
