import Foundation
import HeadlessRender
import HeadlessTestSupport
import HeadlessTesting
import ListKit
import Testing

@MainActor
@Suite struct ListScreenBindingTests {
  private let device = DeviceFrame(size: GridSize(width: 12, height: 8))

  @Test func eachRowsCellShowsItsViewModel() throws {
    let screen = NamesScreen()
    screen.controller.sections = [ListSection(id: "all", items: NamesScreen.rows(2, named: "bird"))]
    try device.layout(screen.inNavigationController)
    let cells = screen.tableView.visibleCells.compactMap { $0 as? NameCell }
    #expect(cells.map(\.label.text) == ["bird 0", "bird 1"])
  }

  @Test func sectionTitlesComeFromTheSections() throws {
    let screen = NamesScreen()
    screen.controller.sections = [
      ListSection(id: "a", title: "Today", items: NamesScreen.rows(1)),
      ListSection(id: "b", title: "Yesterday", items: NamesScreen.rows(1, from: 1)),
    ]
    let lines = try device.render(screen.inNavigationController)
    // Both sections were inserted, so their header lines are marked too. Headers keep the
    // cells' 1-column margin (these test cells draw from column 0); "Yesterday" is cut to keep
    // two columns of rule. No separator under a row that a header follows.
    #expect(
      Array(lines[3...6]) == [
        "+│ Today ━━━━ │", "+│name 0      │", "+│ Yester… ━━ │", "+│name 1      │",
      ])
  }

  @Test func theBindingIsTheDataSourceAndTheScreenStaysTheDelegate() {
    let screen = NamesScreen()
    #expect(screen.tableView.dataSource === screen.binding)
    #expect(screen.tableView.delegate === screen)
  }

  @Test func theScreenAsDelegateHearsEveryRowThatAppears() throws {
    let screen = NamesScreen()
    screen.controller.sections = [ListSection(id: "all", items: NamesScreen.rows(10))]
    try device.layout(screen.inNavigationController)
    // Six lines hold three rows, each over its separator line.
    #expect(screen.displayed == (0..<3).map { IndexPath(row: $0, section: 0) })
  }

  @Test func aTappedRowsViewModelIsFoundInTheBindingsSections() throws {
    let screen = NamesScreen()
    screen.controller.sections = [ListSection(id: "all", items: NamesScreen.rows(3))]
    try device.layout(screen.inNavigationController)
    screen.tableView.tapRow(at: IndexPath(row: 2, section: 0))
    #expect(screen.selected == [NameRow(id: 2, name: "name 2")])
  }

  @Test func aChangedRowIsReconfiguredInItsOwnCell() throws {
    let screen = NamesScreen()
    screen.controller.sections = [ListSection(id: "all", items: NamesScreen.rows(2))]
    try device.layout(screen.inNavigationController)
    let table: UITableView = screen.tableView
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? NameCell)
    screen.controller.sections = [
      ListSection(
        id: "all", items: [NameRow(id: 0, name: "name 0"), NameRow(id: 1, name: "changed")])
    ]
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell)
    #expect(cell.label.text == "changed")
    #expect(cell.configurations == 2)
  }

  @Test func theFooterFollowsTheController() {
    let screen = NamesScreen()
    screen.controller.footer = .message("Nothing here.")
    #expect(screen.binding.footerView.footer == .message("Nothing here."))
  }

  @Test func aBindingWithOneCellClassRegistersItAndConfiguresEveryRow() throws {
    let table = UITableView(gridFrame: GridRect(x: 0, y: 0, width: 20, height: 6))
    let binding = ListScreenBinding(
      controller: NamesController(), tableView: table, cell: NameCell.self)
    binding.controller.sections = [
      ListSection(id: "all", items: NamesScreen.rows(2, named: "bird"))
    ]
    try device.layout(table)
    let cells = table.visibleCells.compactMap { $0 as? NameCell }
    #expect(cells.map(\.label.text) == ["bird 0", "bird 1"])
  }

  @Test func aBindingHasNoSectionIndexUntilItIsGivenTitles() throws {
    let screen = NamesScreen()
    screen.controller.sections = Self.lettered(["a", "b"])
    try device.layout(screen.inNavigationController)
    #expect(screen.binding.sectionIndexTitle == nil)
    #expect(screen.binding.sectionIndexTitles(for: screen.tableView) == nil)
    #expect(screen.tableView.shownSectionIndexTitles == nil)
  }

  @Test func theSectionIndexShowsEachSectionsTitleAtOnceAndFollowsTheSections() throws {
    let screen = NamesScreen()
    screen.controller.sections = Self.lettered(["a", "b", "c"])
    try device.layout(screen.inNavigationController)
    // Set after the table shows: the index appears without another change of the list.
    screen.binding.sectionIndexTitle = { $0.id.uppercased() }
    #expect(screen.tableView.shownSectionIndexTitles == ["A", "B", "C"])
    screen.controller.sections = Self.lettered(["b", "d"])
    #expect(screen.tableView.shownSectionIndexTitles == ["B", "D"])
    screen.binding.sectionIndexTitle = nil
    #expect(screen.tableView.shownSectionIndexTitles == nil)
  }

  @Test func aSectionWithoutATitleIsLeftOutAndATitleScrollsToItsOwnSection() throws {
    let screen = NamesScreen()
    screen.controller.sections = Self.lettered(["a", "-b", "c", "-d", "e"])
    screen.binding.sectionIndexTitle = { $0.id.hasPrefix("-") ? nil : $0.id }
    try device.layout(screen.inNavigationController)
    let table: UITableView = screen.tableView
    #expect(table.shownSectionIndexTitles == ["a", "c", "e"])
    #expect(screen.binding.tableView(table, sectionForSectionIndexTitle: "a", at: 0) == 0)
    #expect(screen.binding.tableView(table, sectionForSectionIndexTitle: "c", at: 1) == 2)
    #expect(screen.binding.tableView(table, sectionForSectionIndexTitle: "e", at: 2) == 4)
    // A title the sections no longer give (the table asks only for those it shows): UIKit's
    // default, the title's place.
    #expect(screen.binding.tableView(table, sectionForSectionIndexTitle: "z", at: 3) == 3)
    #expect(table.tapSectionIndex(title: "c"))
    #expect(table.contentOffset.y == table.rectForHeader(inSection: 2).minY)
  }

  @Test func withoutTitlesATitleScrollsToItsPlaceAsInUIKit() {
    let screen = NamesScreen()
    screen.controller.sections = Self.lettered(["a", "b"])
    #expect(
      screen.binding.tableView(screen.tableView, sectionForSectionIndexTitle: "x", at: 1) == 1)
  }

  /// One titled one-row section for each of `ids`, titled by its id.
  private static func lettered(_ ids: [String]) -> [ListSection<String, NameRow>] {
    ids.enumerated().map { offset, id in
      ListSection(id: id, title: id, items: NamesScreen.rows(1, named: id, from: offset))
    }
  }
}
