import ListKit

/// Everything the Articles screen shows: the list and how many items could not be read.
package struct ArticlesState: Hashable, Sendable {
  /// The articles that parsed and how far they have loaded.
  package var list: ListState<ArticleCellModel>
  /// How many items of the last answer failed to parse and were left out; 0 until one
  /// arrives.
  package var droppedCount: Int

  /// Creates a state.
  package init(list: ListState<ArticleCellModel>, droppedCount: Int) {
    self.list = list
    self.droppedCount = droppedCount
  }

  /// What the footer shows: the list's footer, except that a loaded list with dropped items
  /// notes how many, e.g. `2 articles could not be read.`
  package var footer: ListFooter {
    guard droppedCount > 0 else { return list.footer }
    switch list {
    case .populated:
      return .note(
        droppedCount == 1
          ? "1 article could not be read." : "\(droppedCount) articles could not be read.")
    case .empty: return .message("No article could be read (\(droppedCount) dropped).")
    case .loading, .paging, .error: return list.footer
    }
  }
}
