import ListKit
import Testing

@Suite struct ListLoadingTests {
  struct Row: Identifiable, Hashable {
    var id: Int
  }

  func rows(_ ids: Range<Int>) -> [Row] { ids.map(Row.init) }

  @Test func onlyTheAwaitedRequestIsAppliedAndOnlyOnce() {
    var loading = ListLoading<String, Row>(query: "")
    let first = loading.load("owl")
    let second = loading.load("owl")

    #expect(first != second, "the same page asked again is a new generation")
    #expect(
      loading.receive(rows(0..<1), hasNextPage: false, for: first, emptyMessage: "")
        == .droppedAsStale)
    #expect(
      loading.receive(rows(0..<2), hasNextPage: false, for: second, emptyMessage: "")
        == .applied(duplicatesDropped: 0))
    #expect(
      loading.receive(rows(5..<6), hasNextPage: false, for: second, emptyMessage: "")
        == .droppedAsStale)
    #expect(loading.list == .populated(rows(0..<2)))
    #expect(loading.awaited == nil)
  }

  @Test func generationsGrowWithEveryRequest() {
    var loading = ListLoading<NoQuery, Row>(query: NoQuery())
    var generations = [loading.load(NoQuery()).generation]
    loading.receive(
      rows(0..<10), hasNextPage: true, for: PageRequest(generation: 1, page: 1), emptyMessage: "")
    generations.append(loading.nextPage(displayingRow: 9, prefetchDistance: 1)?.generation ?? 0)
    generations.append(loading.load(NoQuery()).generation)
    #expect(generations == [1, 2, 3])
  }

  @Test func aResetListDropsTheAnswerOnItsWay() {
    var loading = ListLoading<String, Row>(query: "", list: .empty(message: "Search."))
    let request = loading.load("owl")
    loading.reset(query: "", to: .empty(message: "Search."))
    #expect(
      loading.receive(rows(0..<3), hasNextPage: false, for: request, emptyMessage: "")
        == .droppedAsStale)
    #expect(loading.list == .empty(message: "Search."))
  }

  @Test func aPageIsAskedForOnlyWhileNoAnswerIsAwaited() {
    var loading = ListLoading<NoQuery, Row>(query: NoQuery())
    let first = loading.load(NoQuery())
    #expect(loading.nextPage(displayingRow: 0, prefetchDistance: 3) == nil, "still loading")
    loading.receive(rows(0..<10), hasNextPage: true, for: first, emptyMessage: "")
    #expect(loading.nextPage(displayingRow: 6, prefetchDistance: 3) == nil, "not near the end")
    let second = loading.nextPage(displayingRow: 7, prefetchDistance: 3)
    #expect(second?.page == 2)
    #expect(loading.nextPage(displayingRow: 9, prefetchDistance: 3) == nil, "page 2 is awaited")
  }

  @Test func laterPagesAppendAndDropRowsAlreadyShown() throws {
    var loading = ListLoading<NoQuery, Row>(query: NoQuery())
    loading.receive(rows(0..<3), hasNextPage: true, for: loading.load(NoQuery()), emptyMessage: "")
    let secondRequest = loading.nextPage(displayingRow: 2, prefetchDistance: 1)
    let second = try #require(secondRequest)
    let outcome = loading.receive(
      rows(2..<5) + rows(4..<5), hasNextPage: false, for: second, emptyMessage: "")
    #expect(outcome == .applied(duplicatesDropped: 2))
    #expect(loading.list == .populated(rows(0..<5)))
  }

  @Test func anEmptyFirstPageIsEmptyWithTheMessage() {
    var loading = ListLoading<NoQuery, Row>(query: NoQuery())
    loading.receive([], hasNextPage: false, for: loading.load(NoQuery()), emptyMessage: "None.")
    #expect(loading.list == .empty(message: "None."))
  }

  @Test func aFailureKeepsTheRowsAndARetryAsksForTheFailedPage() throws {
    var loading = ListLoading<NoQuery, Row>(query: NoQuery())
    loading.receive(rows(0..<3), hasNextPage: true, for: loading.load(NoQuery()), emptyMessage: "")
    let secondRequest = loading.nextPage(displayingRow: 2, prefetchDistance: 1)
    let second = try #require(secondRequest)
    #expect(
      loading.fail(with: ErrorMessage("Offline."), for: second) == .applied(duplicatesDropped: 0))
    #expect(loading.list == .error(ErrorMessage("Offline."), keeping: rows(0..<3), retryPage: 2))

    let retryRequest = loading.retry()
    let retry = try #require(retryRequest)
    #expect(retry.page == 2)
    #expect(loading.list == .paging(rows(0..<3), next: 2))
    #expect(loading.retry() == nil, "no error to retry while the page is on its way")
  }

  @Test func retryingAFailedFirstPageLoadsAgain() throws {
    var loading = ListLoading<NoQuery, Row>(query: NoQuery())
    loading.fail(with: ErrorMessage("Offline."), for: loading.load(NoQuery()))
    let retryRequest = loading.retry()
    let retry = try #require(retryRequest)
    #expect(retry.page == 1)
    #expect(loading.list == .loading)
  }

  @Test func retryingALaterPageThatFailedWithNoRowsLeftPagesOn() throws {
    var loading = ListLoading<NoQuery, Row>(
      query: NoQuery(), list: .error(ErrorMessage("Offline."), keeping: [], retryPage: 2))
    let retryRequest = loading.retry()
    let retry = try #require(retryRequest)
    #expect(retry.page == 2)
    #expect(loading.list == .paging([], next: 2))
  }

  @Test func aStaleFailureChangesNothing() {
    var loading = ListLoading<NoQuery, Row>(query: NoQuery())
    let old = loading.load(NoQuery())
    _ = loading.load(NoQuery())
    #expect(loading.fail(with: ErrorMessage("Offline."), for: old) == .droppedAsStale)
    #expect(loading.list == .loading)
  }
}
