import Foundation

/// A list whose rows or items offer swipe actions, a table or a collection view's list: what
/// a swipe, an action's tap and a full swipe do, written once for both.
///
/// A list gives the configuration of each edge, says where actions can show, and draws the
/// revealed ones; revealing, performing and hiding are the same on both, as in UIKit.
@MainActor
package protocol SwipeActionsHost: AnyObject {
  /// The row or item whose actions show, and on which edge; nil when none do.
  var revealedSwipe: RevealedSwipe? { get set }
  /// The swipe configuration at `indexPath` on `edge`, nil when it offers no actions there.
  func swipeConfiguration(at indexPath: IndexPath, edge: RevealedSwipe.Edge)
    -> UISwipeActionsConfiguration?
  /// Whether actions at `indexPath` can show at all (a collection view shows them in list
  /// cells only).
  func canRevealSwipeActions(at indexPath: IndexPath) -> Bool
  /// The view of the actions shown at `indexPath`, handed to an action's handler.
  func swipeActionsView(at indexPath: IndexPath) -> UIView?
  /// Gives the cell with revealed actions what it draws over its edge, and takes them from
  /// every other cell.
  func showRevealedActions()
}

extension SwipeActionsHost {
  /// The swipe actions at `indexPath` as VoiceOver offers them: the trailing ones, then the
  /// leading ones.
  func swipeActions(at indexPath: IndexPath) -> [UIContextualAction] {
    (swipeConfiguration(at: indexPath, edge: .trailing)?.actions ?? [])
      + (swipeConfiguration(at: indexPath, edge: .leading)?.actions ?? [])
  }

  /// Simulates the user swiping the row or item at `indexPath` from `edge` far enough to
  /// reveal its actions: they are drawn over that edge until a tap, another swipe, an action,
  /// editing mode or `reloadData()` hides them. Returns whether there were actions to reveal;
  /// a row or item with none, or one the list does not have, reveals nothing and hides what
  /// another showed.
  @discardableResult
  package func revealSwipeActions(at indexPath: IndexPath, edge: RevealedSwipe.Edge) -> Bool {
    hideSwipeActions()
    guard canRevealSwipeActions(at: indexPath),
      swipeConfiguration(at: indexPath, edge: edge) != nil
    else { return false }
    revealedSwipe = RevealedSwipe(indexPath: indexPath, edge: edge)
    showRevealedActions()
    return true
  }

  /// Simulates the user tapping the action at `index` (0 is nearest the edge) of the actions
  /// at `indexPath` on `edge`: the actions are revealed if they were not, the handler runs
  /// with the action, the view of the actions and a completion, and the actions hide once the
  /// completion is called. Returns whether there was such an action.
  @discardableResult
  package func performSwipeAction(
    at indexPath: IndexPath, edge: RevealedSwipe.Edge, index: Int = 0
  ) -> Bool {
    guard let actions = swipeConfiguration(at: indexPath, edge: edge)?.actions,
      actions.indices.contains(index)
    else { return false }
    if revealedSwipe != RevealedSwipe(indexPath: indexPath, edge: edge) {
      guard revealSwipeActions(at: indexPath, edge: edge) else { return false }
    }
    let action = actions[index]
    let view = swipeActionsView(at: indexPath) ?? UIView(frame: .zero)
    action.handler(action, view) { [weak self] _ in self?.hideSwipeActions() }
    return true
  }

  /// Simulates the user swiping the row or item at `indexPath` all the way across from
  /// `edge`: the first action is performed when the configuration's
  /// `performsFirstActionWithFullSwipe` is true, else the actions are revealed. Returns
  /// whether an action was performed.
  @discardableResult
  package func fullSwipe(at indexPath: IndexPath, edge: RevealedSwipe.Edge) -> Bool {
    guard let configuration = swipeConfiguration(at: indexPath, edge: edge) else { return false }
    guard configuration.performsFirstActionWithFullSwipe else {
      revealSwipeActions(at: indexPath, edge: edge)
      return false
    }
    return performSwipeAction(at: indexPath, edge: edge, index: 0)
  }

  /// Hides revealed swipe actions, if any.
  package func hideSwipeActions() {
    revealedSwipe = nil
    showRevealedActions()
  }
}
