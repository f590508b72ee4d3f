import HeadlessRender
import HeadlessScenarios
import HeadlessTesting
import ListKit
import Testing
import ViewModels

@testable import ReferenceScreens

/// The Films screen's events, `ScenarioEvent.load` and `.retry`: the controller's own load and
/// retry, as every screen over a `ListLoader` declares them.
@MainActor
@Suite struct FilmsScreenTests {
  @Test func theBoundScreensLineTheirTitlesAndSeparatorsUpWithTheCellsEightPointMargin() {
    // The reference cells keep 8 points (a column) at the sides instead of UIKit's 16; the
    // table's leading margin and separator inset follow, in points as a team's code reads them.
    let screen = FilmsScreen(service: ScriptedFilmsService(server: ScriptedServer()))
    screen.loadViewIfNeeded()
    #expect(screen.tableView.layoutMargins.left == 8)
    #expect(screen.tableView.separatorInset.left == 8)
    #expect(screen.tableView.layoutMargins.right == 16)
  }

  @Test func loadAsksForTheFirstPageAndRetryAsksForAFailedPageAgainOnlyAfterAFailure() async throws
  {
    let server = ScriptedServer()
    let activity = ScreenActivity()
    let screen = FilmsScreen(service: ScriptedFilmsService(server: server))
    #expect(FilmsScreen.scenarioEvents.map(\.name) == ["load", "retry"])
    #expect(FilmsScreen.scenarioEvents.map(\.argumentKind) == [.flag, .flag])
    // Nothing has failed: a retry is taken and asks for nothing.
    #expect(activity.run { screen.handle(.retry) } == .handled)
    try await activity.settle(at: server)
    #expect(await server.requestCount == 0)
    #expect(activity.run { screen.handle(.load) } == .handled)
    try await activity.settle(at: server)
    #expect(await server.requestCount == 1)
    #expect(screen.controller.footer == .spinner)
    try await server.answer(request: nil, with: .failure(.offline))
    try await activity.settle(at: server)
    guard case .error(_, keeping: [], retryPage: 1) = screen.controller.state else {
      Issue.record("the failed first page is no error to retry: \(screen.controller.state)")
      return
    }
    #expect(activity.run { screen.handle(.retry) } == .handled)
    try await activity.settle(at: server)
    #expect(await server.requestCount == 2)
    #expect(screen.controller.footer == .spinner)
    try await server.answer(request: nil, with: .failure(.offline))
    try await activity.settle(at: server)
  }
}
