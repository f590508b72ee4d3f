import ListKit
import Testing

@Suite struct ListStateTransitionTests {
  let failure = ErrorMessage("Boom.")

  @Test func theFirstPageOfSeveralStartsPaging() throws {
    let state = try ListState<Int>.loading.receiving(
      ListPage(number: 1, items: [1, 2], next: 2), emptyMessage: "None.")
    #expect(state == .paging([1, 2], next: 2))
  }

  @Test func theOnlyPageIsPopulated() throws {
    #expect(
      try ListState<Int>.loading.receiving(.only([1]), emptyMessage: "None.") == .populated([1]))
  }

  @Test func anEmptyOnlyPageIsEmptyWithTheMessage() throws {
    #expect(
      try ListState<Int>.loading.receiving(.only([]), emptyMessage: "None.")
        == .empty(message: "None."))
  }

  @Test func theAwaitedPageIsAppended() throws {
    let state = try ListState.paging([1, 2], next: 2).receiving(
      ListPage(number: 2, items: [3], next: 3), emptyMessage: "None.")
    #expect(state == .paging([1, 2, 3], next: 3))
  }

  @Test func theLastPageEndsInPopulatedEvenWithoutRows() throws {
    let state = try ListState.paging([1, 2], next: 2).receiving(
      ListPage(number: 2, items: [], next: nil), emptyMessage: "None.")
    #expect(state == .populated([1, 2]))
  }

  @Test(arguments: [
    (ListState<Int>.loading, 2, "page 2 arrived while the list was loading"),
    (.loading, 0, "page 0 arrived while the list was loading"),
    (.paging([1], next: 2), 3, "page 3 arrived while the list was paging (1 item, next: 2)"),
    (.paging([1], next: 2), 1, "page 1 arrived while the list was paging (1 item, next: 2)"),
    (.populated([1]), 1, "page 1 arrived while the list was populated (1 item)"),
    (.empty(message: "None."), 1, "page 1 arrived while the list was empty"),
    (
      .error(ErrorMessage("Boom."), keeping: [1], retryPage: 2), 2,
      "page 2 arrived while the list was error (1 item, retry page: 2)"
    ),
  ])
  func aPageNobodyWaitsForIsRefused(state: ListState<Int>, page: Int, message: String) {
    #expect(throws: ListTransitionError.unexpectedPage(page, state: state.summary)) {
      try state.receiving(ListPage(number: page, items: [9], next: nil), emptyMessage: "")
    }
    #expect(ListTransitionError.unexpectedPage(page, state: state.summary).description == message)
  }

  @Test func aFailedFirstPageKeepsNoRowsAndRetriesPageOne() throws {
    #expect(
      try ListState<Int>.loading.failing(page: 1, with: failure)
        == .error(failure, keeping: [], retryPage: 1))
  }

  @Test func aFailedLaterPageKeepsTheRowsAndRetriesThatPage() throws {
    #expect(
      try ListState.paging([1, 2], next: 2).failing(page: 2, with: failure)
        == .error(failure, keeping: [1, 2], retryPage: 2))
  }

  @Test(arguments: [
    (ListState<Int>.loading, 2, "loading page 2 failed while the list was loading"),
    (.loading, 0, "loading page 0 failed while the list was loading"),
    (.paging([1], next: 2), 3, "loading page 3 failed while the list was paging (1 item, next: 2)"),
    (.paging([1], next: 2), 1, "loading page 1 failed while the list was paging (1 item, next: 2)"),
    (.populated([1]), 1, "loading page 1 failed while the list was populated (1 item)"),
    (.empty(message: "None."), 1, "loading page 1 failed while the list was empty"),
    (
      .error(ErrorMessage("Boom."), keeping: [1], retryPage: 2), 2,
      "loading page 2 failed while the list was error (1 item, retry page: 2)"
    ),
  ])
  func aFailureNobodyWaitsForIsRefused(state: ListState<Int>, page: Int, message: String) {
    #expect(throws: ListTransitionError.unexpectedFailure(page: page, state: state.summary)) {
      try state.failing(page: page, with: failure)
    }
    #expect(
      ListTransitionError.unexpectedFailure(page: page, state: state.summary).description
        == message)
  }

  @Test func retryingAFailedFirstPageLoadsAgain() throws {
    #expect(try ListState<Int>.error(failure, keeping: [], retryPage: 1).retrying() == .loading)
  }

  @Test func retryingAFailedLaterPageGoesBackToPagingWithTheKeptRows() throws {
    #expect(
      try ListState.error(failure, keeping: [1, 2], retryPage: 2).retrying()
        == .paging([1, 2], next: 2))
  }

  @Test func retryingALaterPageWithNoRowsKeptPagesOnFromThatPage() throws {
    // Only page 1 starts over as loading; a later page keeps its number even with no rows.
    #expect(
      try ListState<Int>.error(failure, keeping: [], retryPage: 2).retrying()
        == .paging([], next: 2))
  }

  @Test(arguments: [
    ListState<Int>.loading, .populated([1]), .paging([1], next: 2), .empty(message: "None."),
  ])
  func retryingWithoutAnErrorIsRefused(state: ListState<Int>) {
    #expect(throws: ListTransitionError.nothingToRetry(state: state.summary)) {
      try state.retrying()
    }
  }

  @Test func nothingToRetryNamesTheState() {
    #expect(
      ListTransitionError.nothingToRetry(state: "empty").description
        == "nothing to retry while the list was empty")
  }

  @Test func editingRowsKeepsTheKindAndRemovesRowsAnsweredNil() {
    let double: (Int) -> Int? = { $0 == 2 ? nil : $0 * 10 }
    #expect(ListState.populated([1, 2, 3]).editingItems(double) == .populated([10, 30]))
    #expect(ListState.paging([1, 2], next: 3).editingItems(double) == .paging([10], next: 3))
    #expect(
      ListState.error(failure, keeping: [2, 3], retryPage: 2).editingItems(double)
        == .error(failure, keeping: [30], retryPage: 2))
    #expect(ListState<Int>.loading.editingItems(double) == .loading)
    #expect(ListState<Int>.empty(message: "None.").editingItems(double) == .empty(message: "None."))
  }
}

@Suite struct ListStateRowTests {
  @Test func aMovedRowKeepsTheListsKind() {
    #expect(ListState.populated([1, 2, 3]).movingItem(from: 0, to: 2) == .populated([2, 3, 1]))
    #expect(
      ListState.paging([1, 2, 3], next: 2).movingItem(from: 2, to: 0)
        == .paging([3, 1, 2], next: 2))
    #expect(
      ListState.error(ErrorMessage("Boom."), keeping: [1, 2], retryPage: 2).movingItem(
        from: 1, to: 0)
        == .error(ErrorMessage("Boom."), keeping: [2, 1], retryPage: 2))
  }

  @Test func aMoveFromOrToOutsideTheRowsChangesNothing() {
    let list = ListState.populated([1, 2, 3])
    for (source, destination) in [(-1, 0), (3, 0), (0, 3), (0, -1)] {
      #expect(list.movingItem(from: source, to: destination) == list, "\(source) to \(destination)")
    }
    #expect(ListState<Int>.loading.movingItem(from: 0, to: 0) == .loading)
  }

  @Test func aPageIsDueOnTheLastRowsOfTheTableMadeFromTheList() {
    // Two items shown as four rows (cell view-models and a row of the screen's own).
    let list = ListState.paging([1, 2], next: 2)
    #expect(list.pageDue(displayingRow: 1, ofRows: 4, prefetchDistance: 2) == nil)
    #expect(list.pageDue(displayingRow: 2, ofRows: 4, prefetchDistance: 2) == 2)
    #expect(
      list.pageDue(displayingRow: 3, ofRows: 4, prefetchDistance: 0) == 2, "at least the last")
    #expect(list.pageDue(displayingRow: 4, ofRows: 4, prefetchDistance: 2) == nil, "past the end")
    #expect(list.pageDue(displayingRow: -1, ofRows: 4, prefetchDistance: 9) == nil)
    #expect(
      ListState.populated([1, 2]).pageDue(displayingRow: 3, ofRows: 4, prefetchDistance: 2) == nil)
  }
}
