import ListKit

/// The sections of the Recordings screen.
public enum RecordingsSectionID: Hashable, Sendable {
  /// The recordings matching the query, in the API's order.
  case results
}
