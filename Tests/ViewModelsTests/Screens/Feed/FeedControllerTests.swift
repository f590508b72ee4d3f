import Foundation
import ListKit
import Models
import Testing
import ViewModels

@MainActor
@Suite(.timeLimit(.minutes(3)))
struct FeedControllerTests {
  let service = ScriptedFeedService()
  let environment: FormatEnvironment
  let controller: FeedController
  let view = SpyView()

  init() throws {
    environment = try Fixtures.environment(now: "2026-11-21T10:00:00Z")
    controller = FeedController(service: service, environment: environment)
    controller.observer = view
    view.describe = { [controller] in controller.state.summary }
  }

  func status(_ id: String, at date: String, isFavorite: Bool = false) throws -> Status {
    Status(
      id: id, text: "Text \(id)", user: Fixtures.parrot, comments: [], isFavorite: isFavorite,
      createdAt: try Fixtures.date(date))
  }

  func photo(_ id: String, at date: String) throws -> Photo {
    Photo(
      id: id, imageName: "img-\(id)", caption: "", user: Fixtures.parrot,
      createdAt: try Fixtures.date(date))
  }

  func feed() throws -> Feed {
    Feed(
      statuses: [
        try status("s3", at: "2026-11-18T08:00:00Z"), try status("s1", at: "2026-11-21T09:00:00Z"),
        try status("s2", at: "2026-11-20T12:00:00Z"),
      ],
      photos: [
        try photo("p2", at: "2026-11-18T20:00:00Z"), try photo("p1", at: "2026-11-21T09:30:00Z"),
      ])
  }

  /// Loads `feed` through the scripted service and waits until it is applied.
  func load(_ answer: Result<Feed, APIError>) async {
    let load = controller.loadRequested()
    await service.responder.respondToOldest(with: answer)
    await load.value
  }

  @Test func groupsRowsByDayNewestFirst() async throws {
    await load(.success(try feed()))

    #expect(
      controller.sections.map(\.id) == [
        .today, .yesterday, .date(CalendarDate(year: 2026, month: 11, day: 18)),
      ])
    #expect(controller.sections.map(\.title) == ["Today", "Yesterday", "November 18, 2026"])
    #expect(
      controller.sections.map { $0.items.map(\.id) } == [
        [.photo("p1"), .status("s1")], [.status("s2")], [.photo("p2"), .status("s3")],
      ])
    #expect(controller.footer == .none)
    #expect(view.changes == ["loading", "populated (5 items)"])
  }

  @Test func rowsPostedAtTheSameTimeAreOrderedByIdentity() async throws {
    let time = "2026-11-21T09:00:00Z"
    await load(
      .success(
        Feed(
          statuses: [try status("b", at: time), try status("a", at: time)],
          photos: [try photo("a", at: time)])))

    #expect(
      controller.sections.first?.items.map(\.id) == [.photo("a"), .status("a"), .status("b")])
  }

  @Test func tappingFavoriteChangesTheRowsContentButNotItsIdentity() async throws {
    await load(.success(try feed()))
    let before = controller.sections

    controller.favoriteTapped(id: "s2")

    let after = controller.sections
    #expect(after.map { $0.items.map(\.id) } == before.map { $0.items.map(\.id) })
    guard case .status(let toggled) = after.item(at: IndexPath(row: 0, section: 1)) else {
      Issue.record("the yesterday row is not a status")
      return
    }
    #expect(toggled.isFavorite)
    #expect(toggled.favoriteButtonTitle == "Unfavorite")
    #expect(
      after.item(at: IndexPath(row: 1, section: 0))
        == before.item(at: IndexPath(row: 1, section: 0)))
    #expect(view.changes.count == 3)
  }

  @Test func tappingFavoriteOnAnUnknownStatusChangesNothing() async throws {
    await load(.success(try feed()))
    controller.favoriteTapped(id: "p1")
    controller.favoriteTapped(id: "nope")
    #expect(view.changes.count == 2)
  }

  @Test func anEmptyFeedSaysSo() async {
    await load(.success(Feed(statuses: [], photos: [])))
    #expect(controller.state == .empty(message: "Nothing in your feed yet."))
    #expect(controller.sections.isEmpty)
    #expect(controller.footer == .message("Nothing in your feed yet."))
  }

  @Test func aFailureShowsTheErrorAndARetryLoadsTheFeed() async throws {
    await load(.failure(.offline))
    let text = "You are offline. Connect to the internet to load the feed."
    #expect(controller.state == .error(ErrorMessage(text), keeping: [], retryPage: 1))
    #expect(controller.footer == .error(text, retryHint: "Tap to retry."))

    let retry = try #require(controller.retryTapped())
    #expect(controller.state == .loading)
    await service.responder.respondToOldest(with: .success(try feed()))
    await retry.value
    #expect(controller.state.items.count == 5)
    #expect(controller.retryTapped() == nil)
  }

  @Test func theAnswerToAnOlderLoadIsDropped() async throws {
    let first = controller.loadRequested()
    await service.responder.waitUntilPending(1)
    let second = controller.loadRequested()
    await service.responder.waitUntilPending(2)

    await service.responder.respondToNewest(
      with: .success(Feed(statuses: [try status("new", at: "2026-11-21T09:00:00Z")], photos: [])))
    await second.value
    await service.responder.respondToOldest(with: .success(try feed()))
    await first.value

    #expect(controller.state.items.map(\.id) == [.status("new")])
  }
}
