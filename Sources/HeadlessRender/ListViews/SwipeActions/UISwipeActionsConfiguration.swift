import Foundation

/// The actions a swipe on a table row reveals, as `UISwipeActionsConfiguration`: the first
/// action sits nearest the edge the swipe started from.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
  /// The actions, the first nearest the row's edge.
  public let actions: [UIContextualAction]
  /// Whether swiping all the way across performs the first action: true by default, as in
  /// UIKit.
  public var performsFirstActionWithFullSwipe = true

  /// Creates a configuration of `actions`.
  public init(actions: [UIContextualAction]) {
    self.actions = actions
    super.init()
  }
}
