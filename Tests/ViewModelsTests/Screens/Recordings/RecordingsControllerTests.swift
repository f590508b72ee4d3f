import Foundation
import ListKit
import Models
import Testing
import ViewModels

@MainActor
@Suite(.timeLimit(.minutes(3)))
struct RecordingsControllerTests {
  let service = ScriptedRecordingsService()
  let controller: RecordingsController
  let view = SpyView()

  init() {
    controller = RecordingsController(service: service, prefetchDistance: 3)
    controller.observer = view
    view.describe = { [controller] in "\(controller.state.query): \(controller.state.list.summary)"
    }
  }

  func rows(_ ids: Range<Int>) -> [RecordingCellModel] {
    ids.map { RecordingCellModel(Fixtures.recording($0)) }
  }

  /// Searches `query` and answers its first page with recordings `ids`, page 1 of `pages`.
  func loadFirstPage(_ query: String = "owl", of pages: Int, ids: Range<Int>) async throws {
    let search = try #require(controller.searchSubmitted(query))
    await service.respond(
      to: query, page: 1, with: .success(Fixtures.recordingsPage(1, of: pages, ids: ids)))
    await search.value
  }

  @Test func startsWithAnEmptyListInvitingASearch() {
    #expect(controller.state == .initial)
    #expect(controller.sections.isEmpty)
    #expect(controller.footer == .message("Search for a bird by its name."))
  }

  @Test func submittingASearchShowsASpinnerThenTheFirstPage() async throws {
    let search = try #require(controller.searchSubmitted("  owl "))
    #expect(controller.state == RecordingsState(query: "owl", list: .loading))
    #expect(controller.footer == .spinner)

    await service.respond(
      to: "owl", page: 1, with: .success(Fixtures.recordingsPage(1, of: 3, ids: 0..<5)))
    await search.value

    #expect(controller.state.list == .paging(rows(0..<5), next: 2))
    #expect(controller.sections == [ListSection(id: .results, items: rows(0..<5))])
    #expect(controller.footer == .spinner)
    #expect(view.changes == ["owl: loading", "owl: paging (5 items, next: 2)"])
  }

  @Test func onlyTheLastFewRowsRequestTheNextPage() async throws {
    try await loadFirstPage(of: 3, ids: 0..<10)

    #expect(controller.rowWillDisplay(at: IndexPath(row: 6, section: 0)) == nil)
    let nextPage = try #require(controller.rowWillDisplay(at: IndexPath(row: 7, section: 0)))
    await service.respond(
      to: "owl", page: 2, with: .success(Fixtures.recordingsPage(2, of: 3, ids: 10..<20)))
    await nextPage.value

    #expect(controller.state.list == .paging(rows(0..<20), next: 3))
  }

  @Test func byDefaultTheLastThreeRowsRequestTheNextPage() async throws {
    let controller = RecordingsController(service: service)
    #expect(controller.prefetchDistance == 3)
    let search = try #require(controller.searchSubmitted("owl"))
    await service.respond(
      to: "owl", page: 1, with: .success(Fixtures.recordingsPage(1, of: 3, ids: 0..<10)))
    await search.value
    #expect(controller.rowWillDisplay(at: IndexPath(row: 6, section: 0)) == nil)
    #expect(controller.rowWillDisplay(at: IndexPath(row: 7, section: 0)) != nil)
  }

  @Test func aPageIsNeverRequestedTwiceHoweverOftenItsRowDisplays() async throws {
    try await loadFirstPage(of: 3, ids: 0..<10)

    let nextPage = try #require(controller.rowWillDisplay(at: IndexPath(row: 8, section: 0)))
    for row in [8, 9, 9, 7, 9] {
      #expect(controller.rowWillDisplay(at: IndexPath(row: row, section: 0)) == nil)
    }
    await service.respond(
      to: "owl", page: 2, with: .success(Fixtures.recordingsPage(2, of: 3, ids: 10..<20)))
    await nextPage.value

    #expect(
      await service.responder.received == [
        RecordingsSearchPage(query: "owl", page: 1), RecordingsSearchPage(query: "owl", page: 2),
      ])
  }

  @Test func rapidScrollingPastTheLastRowRequestsTheNextPageOnce() async throws {
    try await loadFirstPage(of: 2, ids: 0..<10)

    let started = (0..<30).compactMap { row in
      controller.rowWillDisplay(at: IndexPath(row: row, section: 0))
    }
    #expect(started.count == 1)
    await service.respond(
      to: "owl", page: 2, with: .success(Fixtures.recordingsPage(2, of: 2, ids: 10..<15)))
    for request in started { await request.value }

    #expect(controller.state.list == .populated(rows(0..<15)))
    #expect(controller.footer == .none)
    #expect(await service.responder.received.count == 2)
  }

  @Test func theLastPageEndsInPopulatedAndAsksForNothingMore() async throws {
    try await loadFirstPage(of: 1, ids: 0..<4)

    #expect(controller.state.list == .populated(rows(0..<4)))
    #expect(controller.rowWillDisplay(at: IndexPath(row: 3, section: 0)) == nil)
  }

  @Test func anEmptyFirstPageIsEmptyWithAMessageNamingTheQuery() async throws {
    try await loadFirstPage("kiwi", of: 0, ids: 0..<0)

    #expect(controller.state.list == .empty(message: "No recordings match “kiwi”."))
    #expect(controller.sections.isEmpty)
    #expect(controller.footer == .message("No recordings match “kiwi”."))
  }

  @Test func answersToAnOlderQueryAreDroppedWhenTheyArriveLast() async throws {
    let owl = try #require(controller.searchSubmitted("owl"))
    let wren = try #require(controller.searchSubmitted("wren"))

    await service.respond(
      to: "wren", page: 1, with: .success(Fixtures.recordingsPage(1, of: 1, ids: 50..<52)))
    await wren.value
    await service.respond(
      to: "owl", page: 1, with: .success(Fixtures.recordingsPage(1, of: 1, ids: 0..<3)))
    await owl.value

    #expect(controller.state == RecordingsState(query: "wren", list: .populated(rows(50..<52))))
    #expect(view.changes == ["owl: loading", "wren: loading", "wren: populated (2 items)"])
  }

  @Test func aSecondSearchWhileTheFirstIsInFlightIgnoresTheFirstAnswer() async throws {
    let owl = try #require(controller.searchSubmitted("owl"))
    let wren = try #require(controller.searchSubmitted("wren"))

    await service.respond(
      to: "owl", page: 1, with: .success(Fixtures.recordingsPage(1, of: 1, ids: 0..<3)))
    await owl.value
    #expect(controller.state == RecordingsState(query: "wren", list: .loading))

    await service.respond(to: "wren", page: 1, with: .failure(.offline))
    await wren.value
    #expect(
      controller.state.list
        == .error(
          ErrorMessage("You are offline. Connect to the internet to load the recordings."),
          keeping: [], retryPage: 1))
  }

  @Test func answersToAnOlderPageGenerationAreDropped() async throws {
    try await loadFirstPage(of: 3, ids: 0..<10)
    let oldPage = try #require(controller.rowWillDisplay(at: IndexPath(row: 9, section: 0)))
    let restart = try #require(controller.searchSubmitted("owl"))

    await service.respond(
      to: "owl", page: 2, with: .success(Fixtures.recordingsPage(2, of: 3, ids: 10..<20)))
    await oldPage.value
    #expect(controller.state.list == .loading)

    await service.respond(
      to: "owl", page: 1, with: .success(Fixtures.recordingsPage(1, of: 3, ids: 0..<10)))
    await restart.value
    #expect(controller.state.list == .paging(rows(0..<10), next: 2))
  }

  @Test func anOlderQuerysPageIsDroppedEvenWhenTheNewQueryWaitsForThatPageNumber() async throws {
    try await loadFirstPage("owl", of: 3, ids: 0..<10)
    let owlPage = try #require(controller.rowWillDisplay(at: IndexPath(row: 9, section: 0)))
    try await loadFirstPage("wren", of: 3, ids: 50..<60)
    let wrenPage = try #require(controller.rowWillDisplay(at: IndexPath(row: 9, section: 0)))

    await service.respond(
      to: "owl", page: 2, with: .success(Fixtures.recordingsPage(2, of: 3, ids: 10..<20)))
    await owlPage.value
    #expect(
      controller.state == RecordingsState(query: "wren", list: .paging(rows(50..<60), next: 2)))

    await service.respond(
      to: "wren", page: 2, with: .success(Fixtures.recordingsPage(2, of: 3, ids: 60..<70)))
    await wrenPage.value
    #expect(
      controller.state == RecordingsState(query: "wren", list: .paging(rows(50..<70), next: 3)))
  }

  @Test func aFailedFirstPageShowsTheErrorAndARetryLoadsIt() async throws {
    let search = try #require(controller.searchSubmitted("owl"))
    await service.respond(to: "owl", page: 1, with: .failure(.timedOut(seconds: 30)))
    await search.value

    let message = "The server took longer than 30 s to send the recordings."
    #expect(controller.state.list == .error(ErrorMessage(message), keeping: [], retryPage: 1))
    #expect(controller.footer == .error(message, retryHint: "Tap to retry."))

    let retry = try #require(controller.retryTapped())
    #expect(controller.state.list == .loading)
    await service.respond(
      to: "owl", page: 1, with: .success(Fixtures.recordingsPage(1, of: 1, ids: 0..<2)))
    await retry.value
    #expect(controller.state.list == .populated(rows(0..<2)))
  }

  @Test func aFailedLaterPageKeepsTheRowsAndARetryRequestsThatPageAgain() async throws {
    try await loadFirstPage(of: 3, ids: 0..<10)
    let nextPage = try #require(controller.rowWillDisplay(at: IndexPath(row: 9, section: 0)))
    await service.respond(
      to: "owl", page: 2, with: .failure(.httpStatus(code: 503, bodySnippet: "busy")))
    await nextPage.value

    let message = "The server could not send the recordings (HTTP 503)."
    #expect(
      controller.state.list == .error(ErrorMessage(message), keeping: rows(0..<10), retryPage: 2))
    #expect(controller.sections == [ListSection(id: .results, items: rows(0..<10))])
    #expect(controller.footer == .error(message, retryHint: "Tap to retry."))
    #expect(controller.rowWillDisplay(at: IndexPath(row: 9, section: 0)) == nil)

    let retry = try #require(controller.retryTapped())
    #expect(controller.state.list == .paging(rows(0..<10), next: 2))
    #expect(controller.retryTapped() == nil)
    await service.respond(
      to: "owl", page: 2, with: .success(Fixtures.recordingsPage(2, of: 3, ids: 10..<20)))
    await retry.value

    #expect(controller.state.list == .paging(rows(0..<20), next: 3))
    #expect(
      await service.responder.received.map(\.page) == [1, 2, 2],
      "the failed page, and only it, is requested again")
  }

  @Test func retryingWithoutAnErrorRequestsNothing() async throws {
    #expect(controller.retryTapped() == nil)
    try await loadFirstPage(of: 2, ids: 0..<5)
    #expect(controller.retryTapped() == nil)
    #expect(await service.responder.received.count == 1)
  }

  @Test func aBlankSearchClearsTheListAndDropsTheAnswerInFlight() async throws {
    let owl = try #require(controller.searchSubmitted("owl"))
    #expect(controller.searchSubmitted("   ") == nil)
    #expect(controller.state == .initial)

    await service.respond(
      to: "owl", page: 1, with: .success(Fixtures.recordingsPage(1, of: 1, ids: 0..<3)))
    await owl.value
    #expect(controller.state == .initial)
  }

  @Test func recordingsAlreadyShownAreNotAddedTwice() async throws {
    try await loadFirstPage(of: 2, ids: 0..<10)
    let nextPage = try #require(controller.rowWillDisplay(at: IndexPath(row: 9, section: 0)))
    await service.respond(
      to: "owl", page: 2, with: .success(Fixtures.recordingsPage(2, of: 2, ids: 8..<12)))
    await nextPage.value

    #expect(controller.state.list == .populated(rows(0..<12)))
  }

  @Test func rowsOutsideTheResultsSectionRequestNothing() async throws {
    try await loadFirstPage(of: 2, ids: 0..<10)
    #expect(controller.rowWillDisplay(at: IndexPath(row: 9, section: 1)) == nil)
    #expect(controller.rowWillDisplay(at: IndexPath(row: 9, section: -1)) == nil)
  }

  @Test func eachSearchsTaskEndsOnceItsOwnAnswerIsDeliveredWhileTheOtherWaits() async throws {
    let owl = try #require(controller.searchSubmitted("owl"))
    let wren = try #require(controller.searchSubmitted("wren"))

    await service.respond(
      to: "owl", page: 1, with: .success(Fixtures.recordingsPage(1, of: 1, ids: 0..<3)))
    await owl.value
    #expect(controller.state == RecordingsState(query: "wren", list: .loading))
    #expect(
      await service.responder.pendingRequests == [RecordingsSearchPage(query: "wren", page: 1)])

    await service.respond(
      to: "wren", page: 1, with: .success(Fixtures.recordingsPage(1, of: 1, ids: 50..<51)))
    await wren.value
    #expect(controller.state == RecordingsState(query: "wren", list: .populated(rows(50..<51))))
  }

  @Test func aControllerLetGoWhileARequestIsInFlightIsReleased() async {
    weak var released: RecordingsController?
    do {
      let controller = RecordingsController(service: service)
      controller.searchSubmitted("owl")
      released = controller
    }
    #expect(released == nil)
    await service.respond(
      to: "owl", page: 1, with: .success(Fixtures.recordingsPage(1, of: 1, ids: 0..<3)))
  }

  @Test func theViewIsNotRetained() {
    weak var released: SpyView?
    do {
      let view = SpyView()
      controller.observer = view
      released = view
    }
    #expect(released == nil)
    #expect(controller.observer == nil)
  }
}
