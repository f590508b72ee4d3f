import ListKit

/// The sections of the Recordings screen.
package enum RecordingsSectionID: Hashable, Sendable {
  /// The recordings matching the query, in the API's order.
  case results
}
