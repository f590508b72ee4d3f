import ListKit

/// The sections of the Todos screen, in display order.
package enum TodoSectionID: Hashable, Sendable, CaseIterable {
  /// Todos still to do.
  case notCompleted
  /// Todos done.
  case completed

  /// The section's header title.
  package var title: String {
    switch self {
    case .notCompleted: "To do"
    case .completed: "Done"
    }
  }
}
