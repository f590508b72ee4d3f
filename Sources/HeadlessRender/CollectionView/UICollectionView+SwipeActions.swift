import Foundation

extension UICollectionView {
  /// The swipe configuration of the item at `indexPath` on `edge`, from the list layout's
  /// provider for that edge: nil in editing mode, for an item the collection view does not
  /// have, for a layout that is not a list, or when the provider gives none or no actions.
  package func swipeConfiguration(
    at indexPath: IndexPath, edge: RevealedSwipe.Edge
  ) -> UISwipeActionsConfiguration? {
    guard !editing, exists(indexPath),
      let list = (collectionViewLayout as? UICollectionViewCompositionalLayout)?
        .listConfiguration
    else { return nil }
    let provider =
      switch edge {
      case .leading: list.leadingSwipeActionsConfigurationProvider
      case .trailing: list.trailingSwipeActionsConfigurationProvider
      }
    guard let configuration = provider?(indexPath), !configuration.actions.isEmpty else {
      return nil
    }
    return configuration
  }

  /// The item's swipe actions as VoiceOver offers them: the trailing ones, then the leading
  /// ones.
  func swipeActions(at indexPath: IndexPath) -> [UIContextualAction] {
    (swipeConfiguration(at: indexPath, edge: .trailing)?.actions ?? [])
      + (swipeConfiguration(at: indexPath, edge: .leading)?.actions ?? [])
  }

  /// Simulates the user swiping the item at `indexPath` from `edge` far enough to reveal its
  /// actions: they are drawn over that edge of its ``UICollectionViewListCell`` until a tap,
  /// another swipe, an action, editing mode or `reloadData()` hides them, as on a table.
  /// Returns whether there were actions to reveal; an item with none, one not on screen in a
  /// list cell (UIKit offers swipe actions only in list cells), or one the collection view
  /// does not have reveals nothing and hides what another item showed.
  @discardableResult
  package func revealSwipeActions(at indexPath: IndexPath, edge: RevealedSwipe.Edge) -> Bool {
    hideSwipeActions()
    guard cellsByIndexPath[indexPath] is UICollectionViewListCell,
      swipeConfiguration(at: indexPath, edge: edge) != nil
    else { return false }
    revealedSwipe = RevealedSwipe(indexPath: indexPath, edge: edge)
    showRevealedActions()
    return true
  }

  /// Simulates the user tapping the action at `index` (0 is nearest the edge) of the item's
  /// actions on `edge`: the actions are revealed if they were not, its handler runs with the
  /// action, the view of the item's actions and a completion, and the actions hide once the
  /// completion is called. Returns whether there was such an action on a list cell on screen.
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
    let cell = cellsByIndexPath[indexPath] as? UICollectionViewListCell
    let view = cell?.actionsViewIfMade ?? UIView(frame: .zero)
    action.handler(action, view) { [weak self] _ in self?.hideSwipeActions() }
    return true
  }

  /// Simulates the user swiping the item at `indexPath` all the way across from `edge`: the
  /// first action is performed when the configuration's `performsFirstActionWithFullSwipe`
  /// is true, else the actions are revealed. Returns whether an action was performed.
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
    for cell in cellsByIndexPath.values where cell.revealedActions != nil {
      cell.revealedActions = nil
    }
  }

  /// Gives the cell of the item with revealed actions what it draws over its edge, and
  /// takes them from every other cell.
  func showRevealedActions() {
    for (indexPath, cell) in cellsByIndexPath {
      guard let revealedSwipe, indexPath == revealedSwipe.indexPath,
        cell is UICollectionViewListCell,
        let actions = swipeConfiguration(at: indexPath, edge: revealedSwipe.edge)?.actions
      else {
        if cell.revealedActions != nil { cell.revealedActions = nil }
        continue
      }
      let shown = RevealedSwipe.Shown(
        edge: revealedSwipe.edge, titles: actions.map { $0.title ?? "" })
      if cell.revealedActions != shown { cell.revealedActions = shown }
    }
  }
}
