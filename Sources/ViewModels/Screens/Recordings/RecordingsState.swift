import ListKit

/// Everything the Recordings screen shows: the query in the search bar and the list.
package struct RecordingsState: Hashable, Sendable {
  /// The query the list answers, as the user typed it; empty before the first search.
  package var query: String
  /// The matching recordings and how far they have loaded.
  package var list: ListState<RecordingCellModel>

  /// Creates a state.
  package init(query: String, list: ListState<RecordingCellModel>) {
    self.query = query
    self.list = list
  }

  /// Before any search: an empty list inviting one.
  package static let initial = RecordingsState(
    query: "", list: .empty(message: "Search for a bird by its name."))
}
