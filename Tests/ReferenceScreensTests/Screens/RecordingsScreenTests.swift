import HeadlessRender
import HeadlessScenarios
import HeadlessTestSupport
import HeadlessTesting
import ListKit
import Testing
import ViewModels

@testable import ReferenceScreens

@MainActor
@Suite struct RecordingsScreenTests {
  @Test func theSearchBarShowsTheQueryBeingAnswered() async throws {
    let server = ScriptedServer()
    let activity = ScreenActivity()
    let screen = RecordingsScreen(service: ScriptedRecordingsService(server: server))
    #expect(screen.searchController.searchBar.text == "")
    #expect(screen.searchController.searchBar.placeholder == RecordingsScreen.searchPlaceholder)
    #expect(activity.run { screen.handle(.search("parrot")) } == .handled)
    #expect(screen.searchController.searchBar.text == "parrot")
    #expect(screen.binding.footerView.footer == .spinner)
    try await activity.settle(at: server)
    try await server.answer(request: nil, with: .failure(.offline))
    try await activity.settle(at: server)
  }

  @Test func scrollingNearTheEndAsksForTheNextPageOnce() async throws {
    let server = ScriptedServer()
    let activity = ScreenActivity()
    let screen = RecordingsScreen(service: ScriptedRecordingsService(server: server))
    #expect(activity.run { screen.handle(.search("parrot")) } == .handled)
    try await activity.settle(at: server)
    let body = try APIFixture.data("recordings/parrot-page-1.json")
    try await server.answer(request: nil, with: .body(body, source: "p-1.json"))
    try await activity.settle(at: server)
    // Eight rows fit on a tall device, so the last ones display at once and ask for page 2;
    // laying out again does not ask twice.
    let device = DeviceFrame(size: GridSize(width: 40, height: 30))
    try activity.run {
      try device.layout(screen.inNavigationController)
      try device.layout(screen.inNavigationController)
    }
    try await activity.settle(at: server)
    #expect(await server.requestCount == 2)
    try await server.answer(request: 2, with: .failure(.offline))
    try await activity.settle(at: server)
  }

  @Test func loadIsNotOnTheRecordingsScreen() {
    let screen = RecordingsScreen(service: ScriptedRecordingsService(server: ScriptedServer()))
    #expect(screen.handle(.load) == nil)
    #expect(screen.handle(.toggle(todoID: 1)) == nil)
  }
}
