import Foundation

extension UITableView: SwipeActionsHost {
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

  /// Every row can show its actions.
  package func canRevealSwipeActions(at indexPath: IndexPath) -> Bool { true }

  /// The view of the actions shown over the row's cell, once it has been made.
  package func swipeActionsView(at indexPath: IndexPath) -> UIView? {
    cellForRow(at: indexPath)?.actionsViewIfMade
  }

  /// Gives the cell of the row with revealed actions what it draws over its edge, and takes
  /// them from every other cell.
  package func showRevealedActions() {
    for (indexPath, cell) in cellsByIndexPath {
      guard let revealedSwipe, indexPath == revealedSwipe.indexPath,
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
