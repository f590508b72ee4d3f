/// Everything the Articles screen shows: the list and how many items could not be read.
public struct ArticlesState: Hashable, Sendable {
  /// The articles that parsed and how far they have loaded.
  public var list: ListState<ArticleCellModel>
  /// How many items of the last answer failed to parse and were left out; 0 until one
  /// arrives.
  public var droppedCount: Int

  /// Creates a state.
  public init(list: ListState<ArticleCellModel>, droppedCount: Int) {
    self.list = list
    self.droppedCount = droppedCount
  }

  /// What the footer shows: the list's footer, except that a loaded list with dropped items
  /// notes how many, e.g. `2 articles could not be read.`
  public var footer: ListFooter {
    switch (list, droppedCount) {
    case (.populated, 1): .note("1 article could not be read.")
    case (.populated, let count) where count > 1: .note("\(count) articles could not be read.")
    case (.empty, let count) where count > 0:
      .message("No article could be read (\(count) dropped).")
    default: list.footer
    }
  }
}
