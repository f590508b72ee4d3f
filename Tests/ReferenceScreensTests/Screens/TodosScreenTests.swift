import Foundation
import HeadlessRender
import HeadlessScenarios
import HeadlessTestSupport
import HeadlessTesting
import ListKit
import Testing
import ViewModels

@testable import ReferenceScreens

@MainActor
@Suite struct TodosScreenTests {
  /// A todos screen that has loaded Fixtures/API/todos/todos.json and been laid out.
  private func loadedScreen() async throws -> TodosScreen {
    let server = ScriptedServer()
    let activity = ScreenActivity()
    let screen = TodosScreen(service: ScriptedTodosService(server: server))
    #expect(activity.run { screen.handle(.load) } == .handled)
    try await activity.settle(at: server)
    let body = try APIFixture.data("todos/todos.json")
    try await server.answer(request: nil, with: .body(body, source: "todos.json"))
    try await activity.settle(at: server)
    try DeviceFrame(size: GridSize(width: 40, height: 30)).layout(screen.inNavigationController)
    return screen
  }

  @Test func tappingARowCompletesItsTodo() async throws {
    let screen = try await loadedScreen()
    let first = try #require(screen.dataSource.snapshot().itemIdentifiers.first)
    screen.tableView.tapRow(at: IndexPath(row: 0, section: 0))
    #expect(screen.dataSource.snapshot().sectionIdentifier(containingItem: first) == .completed)
    #expect(screen.controller.todo(withID: first)?.isCompleted == true)
    // A tap is an action here: the row is not left selected, where it moved or anywhere.
    #expect(screen.tableView.indexPathsForSelectedRows == nil)
    // The table itself keeps a tapped row selected: the screen is what deselects it.
    #expect(screen.tableView.allowsSelection)
  }

  @Test func theCompletedTodosMoveRowIsMarked() async throws {
    let screen = try await loadedScreen()
    screen.tableView.clearUpdateMarks()
    #expect(screen.handle(.toggle(todoID: 1)) == .handled)
    let table: UITableView = screen.tableView
    let completed = try #require(screen.dataSource.snapshot().indexOfSection(.completed))
    #expect(screen.dataSource.indexPath(for: 1) == IndexPath(row: 0, section: completed))
    #expect(table.lastUpdateMarks[IndexPath(row: 0, section: completed)] == .moved)
  }

  @Test func theCompletedTodosCellIsConfiguredAgainInPlaceWithItsCheckMark() async throws {
    let screen = try await loadedScreen()
    let table: UITableView = screen.tableView
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? TodoCell)
    table.clearUpdateMarks()
    #expect(screen.handle(.toggle(todoID: 1)) == .handled)
    let moved = try #require(screen.dataSource.indexPath(for: 1))
    #expect(table.cellForRow(at: moved) === cell)
    let lines = try DeviceFrame(size: GridSize(width: 40, height: 30)).render(
      screen.inNavigationController)
    let row = try #require(lines.first { $0.contains("delectus aut autem") })
    #expect(row.hasPrefix(">") && row.contains("✓"))
  }

  @Test func theEditButtonShowsWhileThereAreTodosAndEditingEndsWithTheLast() async throws {
    let empty = TodosScreen(service: ScriptedTodosService(server: ScriptedServer()))
    empty.loadViewIfNeeded()
    #expect(empty.navigationItem.rightBarButtonItem == nil, "nothing to edit yet")
    let screen = try await loadedScreen()
    #expect(screen.navigationItem.rightBarButtonItem === screen.editButtonItem)
    screen.setEditing(true, animated: false)
    for id in screen.controller.state.items.map(\.id) { screen.controller.todoDeleted(id: id) }
    #expect(screen.navigationItem.rightBarButtonItem == nil)
    #expect(!screen.isEditing)
    #expect(!screen.tableView.isEditing)
  }

  @Test func aTrailingSwipeDeletesTheTodo() async throws {
    let screen = try await loadedScreen()
    let table: UITableView = screen.tableView
    let actions = table.swipeConfiguration(at: IndexPath(row: 1, section: 0), edge: .trailing)
    #expect(actions?.actions.map(\.title) == ["Delete"])
    #expect(actions?.actions.first?.style == .destructive)
    table.performSwipeAction(at: IndexPath(row: 1, section: 0), edge: .trailing, index: 0)
    #expect(screen.controller.todo(withID: 2) == nil)
    #expect(screen.dataSource.snapshot().itemIdentifiers.contains(2) == false)
    #expect(table.lastUpdateSummary.rows.deleted == 1)
  }

  @Test func theDeleteControlDeletesTheTodoAndADragReordersItsSection() async throws {
    let screen = try await loadedScreen()
    let table: UITableView = screen.tableView
    screen.setEditing(true, animated: false)
    let toDo = screen.dataSource.snapshot().itemIdentifiers(inSection: .notCompleted)
    #expect(table.tapEditingControl(at: IndexPath(row: 0, section: 0)))
    #expect(screen.controller.todo(withID: toDo[0]) == nil)
    #expect(table.dragRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)))
    let reordered = [toDo[2], toDo[3], toDo[1]] + toDo[4...]
    #expect(screen.dataSource.snapshot().itemIdentifiers(inSection: .notCompleted) == reordered)
    #expect(screen.controller.sections[0].items.map(\.id) == reordered)
  }

  @Test func aTodoDraggedOutOfItsSectionStaysAtItsNearestEnd() async throws {
    let screen = try await loadedScreen()
    let table: UITableView = screen.tableView
    let lastToDo = table.numberOfRows(inSection: 0) - 1
    #expect(
      screen.tableView(
        table, targetIndexPathForMoveFromRowAt: IndexPath(row: 1, section: 0),
        toProposedIndexPath: IndexPath(row: 0, section: 1))
        == IndexPath(row: lastToDo, section: 0))
    #expect(
      screen.tableView(
        table, targetIndexPathForMoveFromRowAt: IndexPath(row: 2, section: 1),
        toProposedIndexPath: IndexPath(row: 3, section: 0))
        == IndexPath(row: 0, section: 1))
    #expect(
      screen.tableView(
        table, targetIndexPathForMoveFromRowAt: IndexPath(row: 2, section: 1),
        toProposedIndexPath: IndexPath(row: 1, section: 1))
        == IndexPath(row: 1, section: 1))
  }

  @Test func togglingATodoTheScreenDoesNotShowChangesNothing() async throws {
    let screen = try await loadedScreen()
    let snapshot = screen.dataSource.snapshot()
    #expect(screen.handle(.toggle(todoID: 99)) == .noSuchItem)
    #expect(screen.dataSource.snapshot() == snapshot)
  }

  @Test func theSectionTitlesComeFromTheDataSource() async throws {
    let screen = try await loadedScreen()
    let table: UITableView = screen.tableView
    #expect(screen.dataSource.tableView(table, titleForHeaderInSection: 0) == "To do")
    #expect(screen.dataSource.tableView(table, titleForHeaderInSection: 1) == "Done")
    #expect(screen.dataSource.tableView(table, titleForHeaderInSection: 2) == nil)
  }

  @Test func searchAndFavoriteAreNotOnTheTodosScreen() async throws {
    let server = ScriptedServer()
    let activity = ScreenActivity()
    let screen = TodosScreen(service: ScriptedTodosService(server: server))
    activity.run {
      #expect(screen.handle(.search("milk")) == nil)
      #expect(screen.handle(.favorite(itemID: "s1")) == nil)
    }
    try await activity.settle(at: server)
    #expect(await server.requestCount == 0)
  }
}
