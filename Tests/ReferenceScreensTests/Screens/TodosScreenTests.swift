import Foundation
import HeadlessRender
import HeadlessScenarios
import HeadlessTestSupport
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
