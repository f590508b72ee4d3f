import Foundation
import HeadlessRender
import HeadlessTestSupport
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
}
