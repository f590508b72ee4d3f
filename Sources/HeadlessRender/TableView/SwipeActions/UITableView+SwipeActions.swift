import Foundation

extension UITableView {
  /// The cell's row, or nil when the cell is not on screen in this table.
  public func indexPath(for cell: UITableViewCell) -> IndexPath? {
    cellsByIndexPath.first { $0.value === cell }?.key
  }

  /// The swipe configuration of the row at `indexPath` on `edge`: nil in editing mode, for a
  /// row the data source cannot edit (`canEditRowAt`), or when the delegate gives none.
  package func swipeConfiguration(
    at indexPath: IndexPath, edge: RevealedSwipe.Edge
  ) -> UISwipeActionsConfiguration? {
    guard !editing, flatIndex(of: indexPath) != nil,
      dataSource?.tableView(self, canEditRowAt: indexPath) ?? false
    else { return nil }
    let configuration =
      switch edge {
      case .leading: delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
      case .trailing:
        delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
      }
    guard let configuration, !configuration.actions.isEmpty else { return nil }
    return configuration
  }

  /// The row's swipe actions as VoiceOver offers them: the trailing ones, then the leading
  /// ones.
  func swipeActions(at indexPath: IndexPath) -> [UIContextualAction] {
    (swipeConfiguration(at: indexPath, edge: .trailing)?.actions ?? [])
      + (swipeConfiguration(at: indexPath, edge: .leading)?.actions ?? [])
  }

  /// Simulates the user swiping the row at `indexPath` from `edge` far enough to reveal its
  /// actions: they are drawn over that edge of the row until a tap, another swipe, an action
  /// or `reloadData()` hides them. Returns whether there were actions to reveal; a row with
  /// none (or one the table does not have) reveals nothing and hides what another row showed.
  @discardableResult
  package func revealSwipeActions(at indexPath: IndexPath, edge: RevealedSwipe.Edge) -> Bool {
    hideSwipeActions()
    guard swipeConfiguration(at: indexPath, edge: edge) != nil else { return false }
    revealedSwipe = RevealedSwipe(indexPath: indexPath, edge: edge)
    showRevealedActions()
    return true
  }

  /// Simulates the user tapping the action at `index` (0 is nearest the edge) of the row's
  /// actions on `edge`: its handler runs with the action, the view of the row's actions and a
  /// completion, and the actions hide once the completion is called. Returns whether there was
  /// such an action.
  @discardableResult
  package func performSwipeAction(
    at indexPath: IndexPath, edge: RevealedSwipe.Edge, index: Int = 0
  ) -> Bool {
    guard let actions = swipeConfiguration(at: indexPath, edge: edge)?.actions,
      actions.indices.contains(index)
    else { return false }
    if revealedSwipe != RevealedSwipe(indexPath: indexPath, edge: edge) {
      revealSwipeActions(at: indexPath, edge: edge)
    }
    let action = actions[index]
    let view = cellForRow(at: indexPath)?.actionsViewIfMade ?? UIView(frame: .zero)
    action.handler(action, view) { [weak self] _ in self?.hideSwipeActions() }
    return true
  }

  /// Simulates the user swiping the row at `indexPath` all the way across from `edge`: the
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

  /// Gives the cell of the row with revealed actions what it draws over its edge.
  func showRevealedActions() {
    guard let revealedSwipe else { return }
    for (indexPath, cell) in cellsByIndexPath {
      guard indexPath == revealedSwipe.indexPath,
        let actions = swipeConfiguration(at: indexPath, edge: revealedSwipe.edge)?.actions
      else {
        if cell.revealedActions != nil { cell.revealedActions = nil }
        continue
      }
      cell.revealedActions = RevealedSwipe.Shown(
        edge: revealedSwipe.edge, titles: actions.map { $0.title ?? "" })
    }
  }
}
