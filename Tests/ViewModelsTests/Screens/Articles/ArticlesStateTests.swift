import ListKit
import Testing
import ViewModels

@Suite struct ArticlesStateTests {
  @Test func droppedItemsOnlyShowOnceTheListHasLoaded() {
    #expect(ArticlesState(list: .loading, droppedCount: 0).footer == .spinner)
    #expect(
      ArticlesState(list: .populated([]), droppedCount: 3).footer
        == .note("3 articles could not be read."))
    #expect(
      ArticlesState(list: .error(ErrorMessage("Boom."), keeping: [], retryPage: 1), droppedCount: 0)
        .footer == .error("Boom.", retryHint: "Tap to retry."))
    #expect(
      ArticlesState(list: .empty(message: "None."), droppedCount: 0).footer == .message("None."))
  }
}
