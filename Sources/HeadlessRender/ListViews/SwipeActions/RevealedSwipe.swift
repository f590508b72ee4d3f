import Foundation

/// The row whose swipe actions a table shows, and from which edge.
package struct RevealedSwipe: Hashable, Sendable {
  /// The edge of a row a swipe starts from.
  package enum Edge: Hashable, Sendable, CaseIterable {
    /// The leading edge: a swipe to the right reveals the leading actions.
    case leading
    /// The trailing edge: a swipe to the left reveals the trailing actions.
    case trailing
  }

  /// What a cell draws over its row: the edge and the actions' titles, the first nearest the
  /// edge.
  package struct Shown: Hashable, Sendable {
    package var edge: Edge
    package var titles: [String]
  }

  package var indexPath: IndexPath
  package var edge: Edge
}
