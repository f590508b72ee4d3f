import Foundation
import HeadlessGoldens
import HeadlessRender
import HeadlessScenarios
import HeadlessTestSupport
import HeadlessTesting
import ListKit
import Testing
import ViewModels

@testable import ReferenceScreens

/// The Todos screen as a collection-view list, against the table: one controller's state
/// shown through the same snapshots in either view, as BackingStore drives either.
@MainActor
@Suite struct TodosListScreenTests {
  /// `screen` once it has loaded Fixtures/API/todos/todos.json and been laid out.
  private func loaded<Screen: ScenarioScreen>(_ makeScreen: (ScriptedServer) -> Screen)
    async throws -> Screen
  {
    let server = ScriptedServer()
    let activity = ScreenActivity()
    let screen = makeScreen(server)
    #expect(activity.run { screen.handle(ScreenEvent("load", .flag)) } == .handled)
    try await activity.settle(at: server)
    let body = try APIFixture.data("todos/todos.json")
    try await server.answer(request: nil, with: .body(body, source: "todos.json"))
    try await activity.settle(at: server)
    try DeviceFrame(size: GridSize(width: 40, height: 30)).layout(screen.inNavigationController)
    return screen
  }

  @Test func theListAndTheTableShowTheSameTodosAndTheSameUpdates() async throws {
    let table = try await loaded { TodosScreen(service: ScriptedTodosService(server: $0)) }
    let list = try await loaded { TodosListScreen(service: ScriptedTodosService(server: $0)) }
    let tableView: UITableView = table.tableView
    let collectionView: UICollectionView = list.collectionView
    let rows = (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }
    let items = (0..<collectionView.numberOfSections).map {
      collectionView.numberOfItems(inSection: $0)
    }
    #expect(rows == [7, 5])
    #expect(items == rows)
    tableView.clearUpdateMarks()
    collectionView.clearUpdateMarks()
    #expect(table.handle(ScreenEvent("toggle", .integer(1))) == .handled)
    #expect(list.handle(ScreenEvent("toggle", .integer(1))) == .handled)
    // The same changeset, in each view's words.
    #expect(tableView.lastUpdateSummary.description == "1 row moved · 1 row reconfigured")
    #expect(collectionView.lastUpdateSummary.description == "1 item moved · 1 item reconfigured")
    #expect(collectionView.lastUpdateSummary.rows == tableView.lastUpdateSummary.rows)
  }

  @Test func tappingATodoTogglesItAndLeavesNothingSelected() async throws {
    let list = try await loaded { TodosListScreen(service: ScriptedTodosService(server: $0)) }
    list.collectionView.tapItem(at: IndexPath(item: 0, section: 0))
    #expect(list.controller.todo(withID: 1)?.isCompleted == true)
    #expect(list.collectionView.indexPathsForSelectedItems == nil)
    assertAccessibilityAudit(of: list, device: GridSize(width: 40, height: 12))
  }
}
