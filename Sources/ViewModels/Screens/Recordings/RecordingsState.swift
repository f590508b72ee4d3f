import ListKit

/// Everything the Recordings screen shows: the query in the search bar and the list.
public struct RecordingsState: Hashable, Sendable {
  /// The query the list answers, as the user typed it; empty before the first search.
  public var query: String
  /// The matching recordings and how far they have loaded.
  public var list: ListState<RecordingCellModel>

  /// Creates a state.
  public init(query: String, list: ListState<RecordingCellModel>) {
    self.query = query
    self.list = list
  }

  /// Before any search: an empty list inviting one.
  public static let initial = RecordingsState(
    query: "", list: .empty(message: "Search for a bird by its name."))
}
