import ListKit
import Models
import Testing
import ViewModels

@MainActor
@Suite(.timeLimit(.minutes(3)))
struct ArticlesControllerTests {
  let service = ScriptedArticlesService()
  let controller: ArticlesController
  let view = SpyView()

  init() throws {
    controller = ArticlesController(service: service, environment: try Fixtures.environment())
    controller.observer = view
    view.describe = { [controller] in
      "\(controller.state.list.summary), dropped \(controller.state.droppedCount)"
    }
  }

  func load(_ answer: Result<[[String: String]], APIError>) async {
    let load = controller.loadRequested()
    await service.responder.respondToOldest(with: answer)
    await load.value
  }

  var missingTitle: [String: String] {
    var item = Fixtures.articleItem("x")
    item["title"] = nil
    return item
  }

  @Test func showsTheItemsThatParseAndNotesHowManyWereDropped() async {
    await load(
      .success([
        Fixtures.articleItem("a1"), missingTitle, Fixtures.articleItem("bad", date: "yesterday"),
        Fixtures.articleItem("a2"),
      ]))

    #expect(controller.sections.map(\.id) == [.articles])
    #expect(controller.sections.first?.items.map(\.id) == ["a1", "a2"])
    #expect(controller.sections.first?.items.first?.date == "November 19, 2026")
    #expect(controller.state.droppedCount == 2)
    #expect(controller.footer == .note("2 articles could not be read."))
    #expect(view.changes == ["loading, dropped 0", "populated (2 items), dropped 2"])
  }

  @Test func oneDroppedItemIsNotedInTheSingular() async {
    await load(.success([Fixtures.articleItem("a1"), missingTitle]))
    #expect(controller.footer == .note("1 article could not be read."))
  }

  @Test func nothingDroppedNotesNothing() async {
    await load(.success([Fixtures.articleItem("a1")]))
    #expect(controller.footer == .none)
  }

  @Test func anItemRepeatingAnIdentifierIsDroppedToo() async {
    await load(.success([Fixtures.articleItem("a1"), Fixtures.articleItem("a1")]))
    #expect(controller.sections.first?.items.map(\.id) == ["a1"])
    #expect(controller.state.droppedCount == 1)
  }

  @Test func whenEveryItemIsDroppedTheEmptyMessageSaysHowMany() async {
    await load(.success([missingTitle, missingTitle]))
    #expect(controller.state.list == .empty(message: "There are no articles."))
    #expect(controller.footer == .message("No article could be read (2 dropped)."))
  }

  @Test func noItemsAtAllIsEmpty() async {
    await load(.success([]))
    #expect(controller.footer == .message("There are no articles."))
  }

  @Test func aFailureShowsTheErrorAndARetryLoadsTheArticles() async throws {
    await load(.failure(.cancelled))
    #expect(
      controller.footer == .error("Loading the articles was cancelled.", retryHint: "Tap to retry.")
    )

    let retry = try #require(controller.retryTapped())
    #expect(controller.state == ArticlesState(list: .loading, droppedCount: 0))
    await service.responder.respondToOldest(with: .success([Fixtures.articleItem("a1")]))
    await retry.value
    #expect(controller.sections.first?.items.map(\.id) == ["a1"])
  }

  @Test func aReloadForgetsTheDroppedCountAtOnceAndTheNextAnswerSetsItAgain() async {
    await load(.success([Fixtures.articleItem("a1"), missingTitle, missingTitle]))
    #expect(controller.state.droppedCount == 2)
    let reload = controller.loadRequested()
    #expect(controller.state == ArticlesState(list: .loading, droppedCount: 0))
    #expect(controller.footer == .spinner)
    await service.responder.respondToOldest(
      with: .success([Fixtures.articleItem("a1"), missingTitle]))
    await reload.value
    #expect(controller.state.droppedCount == 1)
    #expect(
      view.changes == [
        "loading, dropped 0", "populated (1 item), dropped 2", "loading, dropped 0",
        "populated (1 item), dropped 1",
      ])
  }

  @Test func aFailureAndARetryForgetTheDroppedCount() async throws {
    await load(.success([Fixtures.articleItem("a1"), missingTitle]))
    let reload = controller.loadRequested()
    await service.responder.respondToOldest(with: .failure(.offline))
    await reload.value
    #expect(controller.state.droppedCount == 0)
    let retry = try #require(controller.retryTapped())
    #expect(controller.state.droppedCount == 0)
    await service.responder.respondToOldest(with: .success([Fixtures.articleItem("a1")]))
    await retry.value
    #expect(
      view.changes == [
        "loading, dropped 0", "populated (1 item), dropped 1", "loading, dropped 0",
        "error (0 items, retry page: 1), dropped 0", "loading, dropped 0",
        "populated (1 item), dropped 0",
      ])
  }

  @Test func theAnswerToAnOlderLoadIsDropped() async {
    let first = controller.loadRequested()
    await service.responder.waitUntilPending(1)
    let second = controller.loadRequested()
    await service.responder.waitUntilPending(2)

    await service.responder.respondToNewest(with: .success([Fixtures.articleItem("new")]))
    await second.value
    await service.responder.respondToOldest(
      with: .success([Fixtures.articleItem("old"), missingTitle]))
    await first.value
    #expect(controller.state.list.items.map(\.id) == ["new"])
    #expect(controller.state.droppedCount == 0)
  }

  @Test func aRefreshKeepsTheArticlesAndTheirNoteUntilItsAnswerReplacesThem() async throws {
    await load(.success([Fixtures.articleItem("a1"), missingTitle]))
    #expect(!controller.isRefreshing)
    let refresh = try #require(controller.refreshRequested())
    #expect(controller.isRefreshing)
    #expect(controller.state.list.items.map(\.id) == ["a1"])
    #expect(controller.footer == .note("1 article could not be read."))
    await service.responder.respondToOldest(
      with: .success([Fixtures.articleItem("a0"), Fixtures.articleItem("a1")]))
    await refresh.value
    #expect(!controller.isRefreshing)
    #expect(controller.state.list.items.map(\.id) == ["a0", "a1"])
    #expect(controller.footer == .none)
    #expect(
      view.changes == [
        "loading, dropped 0", "populated (1 item), dropped 1", "populated (1 item), dropped 1",
        "populated (2 items), dropped 0",
      ])
  }

  @Test func aFailedRefreshKeepsTheArticlesUnderTheErrorAndARetryRefreshesAgain() async throws {
    await load(.success([Fixtures.articleItem("a1")]))
    let refresh = try #require(controller.refreshRequested())
    await service.responder.respondToOldest(with: .failure(.offline))
    await refresh.value
    #expect(controller.state.list.items.map(\.id) == ["a1"])
    #expect(!controller.isRefreshing)
    guard case .error = controller.footer else {
      Issue.record("the footer shows no error: \(controller.footer)")
      return
    }
    let retry = try #require(controller.retryTapped())
    #expect(controller.isRefreshing)
    #expect(controller.footer == .none, "the rows, without the error, while it refreshes")
    await service.responder.respondToOldest(with: .success([Fixtures.articleItem("a2")]))
    await retry.value
    #expect(controller.state.list.items.map(\.id) == ["a2"])
  }

  @Test func aRefreshWhileTheFirstLoadIsOnItsWayAsksForNothing() async {
    let load = controller.loadRequested()
    #expect(controller.refreshRequested() == nil)
    #expect(!controller.isRefreshing)
    await service.responder.respondToOldest(with: .success([Fixtures.articleItem("a1")]))
    await load.value
    #expect(view.changes == ["loading, dropped 0", "populated (1 item), dropped 0"])
  }
}
