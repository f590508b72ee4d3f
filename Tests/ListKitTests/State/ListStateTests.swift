import ListKit
import Testing

@Suite struct ListStateTests {
  let failure = ErrorMessage("Boom.")

  @Test func itemsAreTheRowsOnScreenInEveryState() {
    #expect(ListState<Int>.loading.items == [])
    #expect(ListState<Int>.populated([1, 2]).items == [1, 2])
    #expect(ListState<Int>.paging([1], next: 2).items == [1])
    #expect(ListState<Int>.empty(message: "None.").items == [])
    #expect(ListState<Int>.error(failure, keeping: [1, 2, 3], retryPage: 2).items == [1, 2, 3])
  }

  @Test func theFooterFollowsTheState() {
    #expect(ListState<Int>.loading.footer == .spinner)
    #expect(ListState<Int>.populated([1]).footer == .none)
    #expect(ListState<Int>.paging([1], next: 2).footer == .spinner)
    #expect(ListState<Int>.empty(message: "None.").footer == .message("None."))
    #expect(
      ListState<Int>.error(failure, keeping: [1], retryPage: 2).footer
        == .error("Boom.", retryHint: "Tap to retry."))
  }

  @Test func onlyAPagingListCanLoadMore() {
    #expect(ListState<Int>.paging([1], next: 2).canLoadMore)
    #expect(ListState<Int>.paging([1], next: 2).nextPage == 2)
    #expect(!ListState<Int>.loading.canLoadMore)
    #expect(!ListState<Int>.populated([1]).canLoadMore)
    #expect(!ListState<Int>.empty(message: "None.").canLoadMore)
    #expect(!ListState<Int>.error(failure, keeping: [1], retryPage: 2).canLoadMore)
  }

  @Test func theSummaryNamesTheCaseAndCountsTheRows() {
    #expect(ListState<Int>.loading.summary == "loading")
    #expect(ListState<Int>.populated([1]).summary == "populated (1 item)")
    #expect(ListState<Int>.paging([1, 2], next: 3).summary == "paging (2 items, next: 3)")
    #expect(ListState<Int>.empty(message: "None.").summary == "empty")
    #expect(
      ListState<Int>.error(failure, keeping: [], retryPage: 1).summary
        == "error (0 items, retry page: 1)")
  }

  @Test func aPageIsDueOnlyForTheLastFewRowsOfAPagingList() {
    let paging = ListState<Int>.paging(Array(0..<10), next: 2)
    #expect(paging.pageDue(displayingRow: 6, prefetchDistance: 3) == nil)
    #expect(paging.pageDue(displayingRow: 7, prefetchDistance: 3) == 2)
    #expect(paging.pageDue(displayingRow: 9, prefetchDistance: 3) == 2)
    #expect(paging.pageDue(displayingRow: 10, prefetchDistance: 3) == nil, "outside the list")
    #expect(paging.pageDue(displayingRow: -1, prefetchDistance: 3) == nil)
    #expect(paging.pageDue(displayingRow: 9, prefetchDistance: 0) == 2, "the last row at least")
    #expect(paging.pageDue(displayingRow: 8, prefetchDistance: 0) == nil)
    #expect(
      ListState.populated(Array(0..<10)).pageDue(displayingRow: 9, prefetchDistance: 3) == nil)
  }
}
