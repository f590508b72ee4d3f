import Foundation

extension UICollectionView: SwipeActionsHost {
  /// The swipe configuration of the item at `indexPath` on `edge`, from the list layout's
  /// provider for that edge (or its list section's): nil in editing mode (except the trailing
  /// actions a tap on the item's delete control revealed), for an item the collection view
  /// does not have, for a section that is not a list, or when the provider gives none or no
  /// actions.
  package func swipeConfiguration(
    at indexPath: IndexPath, edge: RevealedSwipe.Edge
  ) -> UISwipeActionsConfiguration? {
    guard !editing || (edge == .trailing && indexPath == deleteControlReveal), exists(indexPath),
      let list = (collectionViewLayout as? UICollectionViewCompositionalLayout)?
        .listConfiguration(ofSection: indexPath.section)
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

  /// Whether the item is on screen in a list cell: UIKit offers swipe actions only there.
  package func canRevealSwipeActions(at indexPath: IndexPath) -> Bool {
    cellsByIndexPath[indexPath] is UICollectionViewListCell
  }

  /// The view of the actions shown over the item's list cell, once it has been made.
  package func swipeActionsView(at indexPath: IndexPath) -> UIView? {
    (cellsByIndexPath[indexPath] as? UICollectionViewListCell)?.actionsViewIfMade
  }

  /// Gives the cell of the item with revealed actions what it draws over its edge, and
  /// takes them from every other cell.
  package func showRevealedActions() {
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
