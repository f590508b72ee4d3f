import Foundation
import HeadlessRender
import ListKit
import Testing
import ViewModels

@testable import ReferenceScreens

@MainActor
@Suite struct TodosScreenTests {
  /// A todos screen that has loaded Fixtures/API/todos/todos.json and been laid out.
  private func loadedScreen() async throws -> TodosScreen {
    let server = ScriptedServer()
    let activity = RequestActivity()
    let screen = TodosScreen(service: ScriptedTodosService(server: server))
    #expect(await activity.run { screen.handle(.load) } == .handled)
    await server.waitUntilReceived(1)
    let body = try APIFixture.data("todos/todos.json")
    try await server.answer(request: nil, with: .body(body, source: "todos.json"))
    await activity.waitUntilDelivered(1)
    try DeviceFrame(size: Size(width: 40, height: 30)).layout(screen.screenView)
    return screen
  }

  @Test func tappingARowCompletesItsTodo() async throws {
    let screen = try await loadedScreen()
    let first = try #require(screen.binding.sections.first?.items.first)
    screen.screenView.tableView.tapRow(at: IndexPath(row: 0, section: 0))
    let completed = screen.binding.sections.section(withID: TodoSectionID.completed)
    #expect(completed?.items.first { $0.id == first.id }?.isCompleted == true)
  }

  @Test func theCompletedTodosMoveRowIsMarked() async throws {
    let screen = try await loadedScreen()
    screen.screenView.tableView.clearUpdateMarks()
    #expect(screen.handle(.toggle(todoID: 1)) == .handled)
    let table = screen.screenView.tableView
    let completed = try #require(screen.binding.sections.sectionIndex(of: .completed))
    #expect(table.lastUpdateMarks[IndexPath(row: 0, section: completed)] == .moved)
  }

  @Test func togglingATodoTheScreenDoesNotShowChangesNothing() async throws {
    let screen = try await loadedScreen()
    let sections = screen.binding.sections
    #expect(screen.handle(.toggle(todoID: 99)) == .noSuchItem)
    #expect(screen.binding.sections == sections)
  }

  @Test func searchAndFavoriteAreNotOnTheTodosScreen() async {
    let activity = RequestActivity()
    let screen = TodosScreen(service: ScriptedTodosService(server: ScriptedServer()))
    await activity.run {
      #expect(screen.handle(.search("milk")) == .notOnThisScreen)
      #expect(screen.handle(.favorite(itemID: "s1")) == .notOnThisScreen)
    }
    #expect(activity.requestsStarted == 0)
  }
}
