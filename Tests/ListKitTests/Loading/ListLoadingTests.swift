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

/// A refresh keeps the rows until its answer replaces them; the stale-answer and page-once
/// rules hold through it.
@Suite struct ListLoadingRefreshTests {
  struct Row: Identifiable, Hashable {
    var id: Int
  }

  func rows(_ ids: Range<Int>) -> [Row] { ids.map(Row.init) }

  /// A list showing rows 0..<3 with page 2 to come.
  func pagingList() -> ListLoading<NoQuery, Row> {
    var loading = ListLoading<NoQuery, Row>(query: NoQuery())
    loading.receive(rows(0..<3), hasNextPage: true, for: loading.load(NoQuery()), emptyMessage: "")
    return loading
  }

  @Test func aRefreshKeepsTheRowsUntilItsAnswerReplacesThem() throws {
    var loading = pagingList()
    #expect(!loading.isRefreshing)
    let refreshRequest = loading.refresh()
    let refresh = try #require(refreshRequest)
    #expect(refresh.page == 1)
    #expect(loading.list == .paging(rows(0..<3), next: 2), "the rows stay while it refreshes")
    #expect(loading.isRefreshing)
    #expect(
      loading.receive(rows(1..<4), hasNextPage: false, for: refresh, emptyMessage: "")
        == .applied(duplicatesDropped: 0))
    #expect(loading.list == .populated(rows(1..<4)), "replaced, not appended")
    #expect(!loading.isRefreshing)
  }

  @Test func aRefreshAnswerWithANextPagePagesOnFromPageTwo() throws {
    var loading = pagingList()
    let nextRequest = loading.nextPage(displayingRow: 2, prefetchDistance: 1)
    loading.receive(
      rows(3..<6), hasNextPage: true, for: try #require(nextRequest), emptyMessage: "")
    #expect(loading.list == .paging(rows(0..<6), next: 3))
    let refreshRequest = loading.refresh()
    let refresh = try #require(refreshRequest)
    loading.receive(rows(0..<2), hasNextPage: true, for: refresh, emptyMessage: "")
    #expect(loading.list == .paging(rows(0..<2), next: 2))
  }

  @Test func aRefreshDropsTheLaterPageOnItsWayAndNoPageIsAskedForUntilItIsAnswered() throws {
    var loading = pagingList()
    let pageTwoRequest = loading.nextPage(displayingRow: 2, prefetchDistance: 1)
    let pageTwo = try #require(pageTwoRequest)
    #expect(!loading.isRefreshing, "a later page on its way is no refresh")
    let refreshRequest = loading.refresh()
    let refresh = try #require(refreshRequest)
    #expect(loading.nextPage(displayingRow: 2, prefetchDistance: 1) == nil, "page 1 is awaited")
    #expect(
      loading.receive(rows(3..<6), hasNextPage: false, for: pageTwo, emptyMessage: "")
        == .droppedAsStale)
    #expect(loading.list == .paging(rows(0..<3), next: 2))
    loading.receive(rows(0..<3), hasNextPage: true, for: refresh, emptyMessage: "")
    #expect(loading.nextPage(displayingRow: 2, prefetchDistance: 1)?.page == 2)
  }

  @Test func aFailedRefreshKeepsTheRowsUnderItsErrorAndARetryRefreshesAgain() throws {
    var loading = pagingList()
    let refreshRequest = loading.refresh()
    let refresh = try #require(refreshRequest)
    loading.fail(with: ErrorMessage("Offline."), for: refresh)
    #expect(loading.list == .error(ErrorMessage("Offline."), keeping: rows(0..<3), retryPage: 1))
    #expect(!loading.isRefreshing)
    let retryRequest = loading.retry()
    let retry = try #require(retryRequest)
    #expect(retry.page == 1)
    #expect(loading.list == .populated(rows(0..<3)), "the rows, without the error, meanwhile")
    #expect(loading.isRefreshing)
    loading.receive(rows(5..<6), hasNextPage: false, for: retry, emptyMessage: "")
    #expect(loading.list == .populated(rows(5..<6)))
  }

  @Test func aRefreshWhileTheFirstPageLoadsAsksForNothing() {
    var loading = ListLoading<NoQuery, Row>(query: NoQuery())
    let load = loading.load(NoQuery())
    #expect(loading.refresh() == nil)
    #expect(!loading.isRefreshing, "loading is no refresh")
    #expect(loading.awaited == load)
  }

  @Test func anEmptyListRefreshesAndShowsItsMessageMeanwhile() throws {
    var loading = ListLoading<NoQuery, Row>(query: NoQuery(), list: .empty(message: "None."))
    let refreshRequest = loading.refresh()
    let refresh = try #require(refreshRequest)
    #expect(loading.isRefreshing)
    #expect(loading.list == .empty(message: "None."))
    loading.receive(rows(0..<1), hasNextPage: false, for: refresh, emptyMessage: "None.")
    #expect(loading.list == .populated(rows(0..<1)))
  }
}

/// A service that pages by opaque tokens gets, with each later page, the token the answer
/// before gave.
@Suite struct ListLoadingCursorTests {
  struct Row: Identifiable, Hashable {
    var id: Int
  }

  func rows(_ ids: Range<Int>) -> [Row] { ids.map(Row.init) }

  @Test func eachLaterPageCarriesTheTokenTheAnswerBeforeGave() throws {
    var loading = ListLoading<String, Row>(query: "")
    let first = loading.load("owl")
    #expect(first.cursor == nil)
    loading.receive(rows(0..<2), nextCursor: "after-1", for: first, emptyMessage: "")
    #expect(loading.list == .paging(rows(0..<2), next: 2))
    #expect(loading.nextCursor == "after-1")
    let secondRequest = loading.nextPage(displayingRow: 1, prefetchDistance: 1)
    let second = try #require(secondRequest)
    #expect(second.page == 2)
    #expect(second.cursor == "after-1")
    loading.receive(rows(2..<3), nextCursor: nil, for: second, emptyMessage: "")
    #expect(loading.list == .populated(rows(0..<3)), "no token: the last page")
    #expect(loading.nextCursor == nil)
  }

  @Test func aFailedPageIsRetriedWithTheSameToken() throws {
    var loading = ListLoading<String, Row>(query: "")
    loading.receive(rows(0..<2), nextCursor: "after-1", for: loading.load("owl"), emptyMessage: "")
    let secondRequest = loading.nextPage(displayingRow: 1, prefetchDistance: 1)
    let second = try #require(secondRequest)
    loading.fail(with: ErrorMessage("Offline."), for: second)
    let retryRequest = loading.retry()
    let retry = try #require(retryRequest)
    #expect(retry.page == 2)
    #expect(retry.cursor == "after-1")
  }

  @Test func aNewLoadAResetAndARefreshStartWithoutAToken() throws {
    var loading = ListLoading<String, Row>(query: "")
    loading.receive(rows(0..<2), nextCursor: "after-1", for: loading.load("owl"), emptyMessage: "")
    let refreshRequest = loading.refresh()
    let refresh = try #require(refreshRequest)
    #expect(refresh.cursor == nil)
    #expect(loading.nextCursor == "after-1", "kept until the refresh answers")
    loading.receive(rows(0..<2), nextCursor: "fresh-1", for: refresh, emptyMessage: "")
    #expect(loading.nextCursor == "fresh-1")
    #expect(loading.load("kiwi").cursor == nil)
    #expect(loading.nextCursor == nil)
    loading.receive(
      rows(0..<2), nextCursor: "kiwi-1", for: try #require(loading.awaited), emptyMessage: "")
    loading.reset(query: "", to: .empty(message: "Search."))
    #expect(loading.nextCursor == nil)
  }

  @Test func aStaleAnswerLeavesTheTokenAlone() throws {
    var loading = ListLoading<String, Row>(query: "")
    let old = loading.load("owl")
    let new = loading.load("owl")
    #expect(
      loading.receive(rows(0..<2), nextCursor: "stale", for: old, emptyMessage: "")
        == .droppedAsStale)
    #expect(loading.nextCursor == nil)
    loading.receive(rows(0..<2), nextCursor: "fresh", for: new, emptyMessage: "")
    #expect(loading.nextCursor == "fresh")
  }
}

/// A refresh that keeps every page loaded and puts the newer rows on top, as a mailbox does.
@Suite struct ListLoadingKeepingRefreshTests {
  struct Message: Identifiable, Hashable {
    var id: Int
    var isRead = false
  }

  func messages(_ ids: [Int]) -> [Message] { ids.map { Message(id: $0) } }

  /// A mailbox showing messages 0..<6 (two pages of three) with page 3 to come.
  func twoPages() throws -> ListLoading<NoQuery, Message> {
    var loading = ListLoading<NoQuery, Message>(query: NoQuery())
    loading.receive(
      messages([0, 1, 2]), hasNextPage: true, for: loading.load(NoQuery()), emptyMessage: "")
    let pageTwoRequest = loading.nextPage(displayingRow: 2, prefetchDistance: 1)
    let pageTwo = try #require(pageTwoRequest)
    loading.receive(messages([3, 4, 5]), hasNextPage: true, for: pageTwo, emptyMessage: "")
    return loading
  }

  @Test func newerRowsGoOnTopOfEveryLoadedPageAndPagingGoesOn() throws {
    var loading = try twoPages()
    let refreshRequest = loading.refresh(.keepingLoadedPages)
    let refresh = try #require(refreshRequest)
    #expect(refresh.page == 1)
    #expect(loading.isRefreshing)
    #expect(loading.list == .paging(messages([0, 1, 2, 3, 4, 5]), next: 3), "kept meanwhile")
    #expect(
      loading.receive(messages([8, 7, 0]), hasNextPage: true, for: refresh, emptyMessage: "")
        == .applied(duplicatesDropped: 0))
    #expect(loading.list == .paging(messages([8, 7, 0, 1, 2, 3, 4, 5]), next: 3))
    #expect(!loading.isRefreshing)
    #expect(loading.nextPage(displayingRow: 7, prefetchDistance: 1)?.page == 3)
  }

  @Test func theReplacingRefreshStillKeepsOnlyPageOne() throws {
    var loading = try twoPages()
    let refreshRequest = loading.refresh()
    let refresh = try #require(refreshRequest)
    loading.receive(messages([8, 7, 0]), hasNextPage: true, for: refresh, emptyMessage: "")
    #expect(loading.list == .paging(messages([8, 7, 0]), next: 2))
  }

  @Test func rowsThePageBringsAgainTakeItsContentInPlace() throws {
    var loading = try twoPages()
    let refreshRequest = loading.refresh(.keepingLoadedPages)
    let refresh = try #require(refreshRequest)
    let answer = [Message(id: 9), Message(id: 1, isRead: true), Message(id: 4, isRead: true)]
    loading.receive(answer, hasNextPage: true, for: refresh, emptyMessage: "")
    #expect(
      loading.list
        == .paging(
          [
            Message(id: 9), Message(id: 0), Message(id: 1, isRead: true), Message(id: 2),
            Message(id: 3), Message(id: 4, isRead: true), Message(id: 5),
          ], next: 3))
  }

  @Test func aRowTheAnswerRepeatsIsCountedAndItsFirstContentKept() throws {
    var loading = try twoPages()
    let refreshRequest = loading.refresh(.keepingLoadedPages)
    let refresh = try #require(refreshRequest)
    let answer = [Message(id: 9), Message(id: 9, isRead: true), Message(id: 0, isRead: true)]
    #expect(
      loading.receive(answer, hasNextPage: false, for: refresh, emptyMessage: "")
        == .applied(duplicatesDropped: 1))
    #expect(loading.list.items.prefix(2) == [Message(id: 9), Message(id: 0, isRead: true)])
  }

  @Test func aListWithEveryPageLoadedStaysWhole() throws {
    var loading = ListLoading<NoQuery, Message>(query: NoQuery())
    loading.receive(
      messages([0, 1]), hasNextPage: false, for: loading.load(NoQuery()), emptyMessage: "")
    let refreshRequest = loading.refresh(.keepingLoadedPages)
    let refresh = try #require(refreshRequest)
    loading.receive(messages([2, 0]), hasNextPage: true, for: refresh, emptyMessage: "")
    #expect(loading.list == .populated(messages([2, 0, 1])), "the loaded pages' end wins")
  }

  @Test func aFailedKeepingRefreshIsRetriedKeepingThePagesToo() throws {
    var loading = try twoPages()
    let refreshRequest = loading.refresh(.keepingLoadedPages)
    let refresh = try #require(refreshRequest)
    loading.fail(with: ErrorMessage("Offline."), for: refresh)
    #expect(
      loading.list
        == .error(ErrorMessage("Offline."), keeping: messages([0, 1, 2, 3, 4, 5]), retryPage: 1))
    let retryRequest = loading.retry()
    let retry = try #require(retryRequest)
    #expect(retry.page == 1)
    #expect(loading.list == .paging(messages([0, 1, 2, 3, 4, 5]), next: 3), "pages meanwhile")
    #expect(loading.nextPage(displayingRow: 5, prefetchDistance: 1) == nil, "page 1 awaited")
    loading.receive(messages([6]), hasNextPage: false, for: retry, emptyMessage: "")
    #expect(loading.list == .paging(messages([6, 0, 1, 2, 3, 4, 5]), next: 3))
  }

  @Test func aFailedLaterPageIsTheNextOneAfterAKeepingRefresh() throws {
    var loading = try twoPages()
    let pageThreeRequest = loading.nextPage(displayingRow: 5, prefetchDistance: 1)
    let pageThree = try #require(pageThreeRequest)
    loading.fail(with: ErrorMessage("Offline."), for: pageThree)
    let refreshRequest = loading.refresh(.keepingLoadedPages)
    let refresh = try #require(refreshRequest)
    loading.receive(messages([6]), hasNextPage: false, for: refresh, emptyMessage: "")
    #expect(loading.list == .paging(messages([6, 0, 1, 2, 3, 4, 5]), next: 3))
  }

  @Test func aLoadOrAResetAfterAFailedKeepingRefreshForgetsThePages() throws {
    for restart in ["load", "reset", "replacing refresh"] {
      var loading = try twoPages()
      let refreshRequest = loading.refresh(.keepingLoadedPages)
      let refresh = try #require(refreshRequest)
      loading.fail(with: ErrorMessage("Offline."), for: refresh)
      let request: PageRequest<NoQuery>
      switch restart {
      case "load":
        request = loading.load(NoQuery())
      case "reset":
        loading.reset(query: NoQuery(), to: .populated(messages([0])))
        let refreshRequest = loading.refresh()
        request = try #require(refreshRequest)
      default:
        let refreshRequest = loading.refresh()
        request = try #require(refreshRequest)
      }
      loading.receive(messages([6]), hasNextPage: false, for: request, emptyMessage: "")
      #expect(loading.list == .populated(messages([6])), "\(restart)")
    }
  }

  @Test func aKeepingRefreshOfAListWithoutRowsShowsTheAnswer() throws {
    var loading = ListLoading<NoQuery, Message>(query: NoQuery(), list: .empty(message: "None."))
    let refreshRequest = loading.refresh(.keepingLoadedPages)
    let refresh = try #require(refreshRequest)
    loading.receive(messages([0, 1]), hasNextPage: true, for: refresh, emptyMessage: "None.")
    #expect(loading.list == .paging(messages([0, 1]), next: 2))
    #expect(loading.refresh(.keepingLoadedPages) != nil)
  }

  @Test func aCursorServiceGoesOnWithTheTokenOfTheLastPageLoaded() throws {
    var loading = ListLoading<NoQuery, Message>(query: NoQuery())
    loading.receive(
      messages([0, 1]), nextCursor: "after-1", for: loading.load(NoQuery()), emptyMessage: "")
    let pageTwoRequest = loading.nextPage(displayingRow: 1, prefetchDistance: 1)
    let pageTwo = try #require(pageTwoRequest)
    loading.receive(messages([2, 3]), nextCursor: "after-3", for: pageTwo, emptyMessage: "")
    let refreshRequest = loading.refresh(.keepingLoadedPages)
    let refresh = try #require(refreshRequest)
    #expect(refresh.cursor == nil, "page 1 is asked for without a token")
    loading.receive(messages([9, 0]), nextCursor: "after-0", for: refresh, emptyMessage: "")
    #expect(loading.nextCursor == "after-3")
    let pageThreeRequest = loading.nextPage(displayingRow: 4, prefetchDistance: 1)
    let pageThree = try #require(pageThreeRequest)
    #expect(pageThree.page == 3)
    #expect(pageThree.cursor == "after-3")
  }

  @Test func aStaleAnswerToAKeepingRefreshChangesNothing() throws {
    var loading = try twoPages()
    let refreshRequest = loading.refresh(.keepingLoadedPages)
    let refresh = try #require(refreshRequest)
    let newerRequest = loading.refresh(.keepingLoadedPages)
    let newer = try #require(newerRequest)
    #expect(
      loading.receive(messages([7]), hasNextPage: false, for: refresh, emptyMessage: "")
        == .droppedAsStale)
    #expect(loading.list == .paging(messages([0, 1, 2, 3, 4, 5]), next: 3))
    loading.receive(messages([8]), hasNextPage: false, for: newer, emptyMessage: "")
    #expect(loading.list == .paging(messages([8, 0, 1, 2, 3, 4, 5]), next: 3))
  }
}
