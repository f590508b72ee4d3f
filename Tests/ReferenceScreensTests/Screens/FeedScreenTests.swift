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
@Suite struct FeedScreenTests {
  @Test func favoritingAStatusReconfiguresItsRowInItsOwnCell() async throws {
    let screen = try await loadedFeed(try APIFixture.data("feed/feed.json"))
    try DeviceFrame(size: GridSize(width: 40, height: 0)).layout(screen.inNavigationController)
    let table: UITableView = screen.tableView
    let path = try #require(
      table.indexPathsForVisibleRows?.first {
        screen.binding.sections.item(at: $0)?.id == .status("s101")
      })
    let cell = table.cellForRow(at: path)
    screen.tableView.clearUpdateMarks()

    // "p201" is a photo: photos have no favourite button.
    #expect(screen.handle(.favorite(itemID: "p201")) == .noSuchItem)
    #expect(screen.handle(.favorite(itemID: "s101")) == .handled)
    #expect(table.cellForRow(at: path) === cell)
    #expect(table.lastUpdateMarks == [path: .reconfigured])
  }

  @Test func searchAndToggleAreNotOnTheFeedScreen() {
    let environment = FormatEnvironment.fixed(
      at: Scenario.defaultNow, timeZone: Scenario.defaultTimeZone, locale: Scenario.defaultLocale)
    let screen = FeedScreen(
      service: ScriptedFeedService(server: ScriptedServer()), environment: environment)
    #expect(screen.handle(.search("pikachu")) == nil)
    #expect(screen.handle(.toggle(todoID: 1)) == nil)
  }

  @Test func theDayIndexShowsFromTwelvePostsOnTitledByTheDayOfTheMonth() async throws {
    #expect(FeedScreen.minimumIndexedPosts == 12)
    for (posts, titles) in [(11, nil), (12, ["21", "20", "19", "18", "17", "16"] as [String]?)] {
      let screen = try await loadedFeed(Self.statuses(posts))
      try DeviceFrame(size: GridSize(width: 40, height: 16)).layout(screen.inNavigationController)
      #expect(screen.tableView.shownSectionIndexTitles == titles, "\(posts) posts")
    }
  }

  /// A feed screen at the scenarios' default clock (2026-11-21T09:41Z, UTC) that has loaded
  /// the answer `body`.
  private func loadedFeed(_ body: Data) async throws -> FeedScreen {
    let server = ScriptedServer()
    let activity = ScreenActivity()
    let environment = FormatEnvironment.fixed(
      at: Scenario.defaultNow, timeZone: Scenario.defaultTimeZone, locale: Scenario.defaultLocale)
    let screen = FeedScreen(service: ScriptedFeedService(server: server), environment: environment)
    #expect(activity.run { screen.handle(.load) } == .handled)
    try await activity.settle(at: server)
    try await server.answer(request: nil, with: .body(body, source: "feed.json"))
    try await activity.settle(at: server)
    return screen
  }

  /// A feed answer of `posts` statuses, two a day from the scenarios' default day back.
  private static func statuses(_ posts: Int) -> Data {
    let statuses = (0..<posts).map { post in
      let date = Scenario.defaultNow.addingTimeInterval(-Double(post / 2) * 86_400 - 60)
      return """
        {"id": "s\(post)", "text": "Post \(post)", "user": {"id": "u1", "name": "Ash"}, \
        "favorite": false, "created_at": "\(date.formatted(.iso8601))"}
        """
    }
    return Data(#"{"statuses": [\#(statuses.joined(separator: ", "))], "photos": []}"#.utf8)
  }
}
