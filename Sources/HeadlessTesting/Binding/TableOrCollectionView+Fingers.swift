import Foundation
import HeadlessRender

// What a finger reaches on a list, whichever it is: the rows or items on screen, their cells,
// their swipe actions and the other gestures both lists take.
extension TableOrCollectionView {
  /// The rows or items on screen, in order.
  package var shownIndexPaths: [IndexPath] {
    switch self {
    case .table(let table): table.visibleRowIndexPaths
    case .collection(let collection): collection.indexPathsForVisibleItems.sorted()
    }
  }

  /// The cell of the row or item at `indexPath`, while it is on screen.
  package func cell(at indexPath: IndexPath) -> UIView? {
    switch self {
    case .table(let table): table.cellForRow(at: indexPath)
    case .collection(let collection): collection.cellForItem(at: indexPath)
    }
  }

  /// `row` or `item`.
  package var elementNoun: String {
    switch self {
    case .table: "row"
    case .collection: "item"
    }
  }

  /// The swipe actions a row or item shows revealed, if any.
  package var revealedSwipe: RevealedSwipe? {
    switch self {
    case .table(let table): table.revealedSwipe
    case .collection(let collection): collection.revealedSwipe
    }
  }

  /// The swipe actions of the row or item at `indexPath` on `edge`.
  package func swipeActions(at indexPath: IndexPath, edge: RevealedSwipe.Edge)
    -> [UIContextualAction]
  {
    switch self {
    case .table(let table): table.swipeConfiguration(at: indexPath, edge: edge)?.actions ?? []
    case .collection(let collection):
      collection.swipeConfiguration(at: indexPath, edge: edge)?.actions ?? []
    }
  }

  /// Reveals the swipe actions on `edge` of the row or item at `indexPath`; whether it had any.
  package func revealSwipeActions(at indexPath: IndexPath, edge: RevealedSwipe.Edge) -> Bool {
    switch self {
    case .table(let table): table.revealSwipeActions(at: indexPath, edge: edge)
    case .collection(let collection): collection.revealSwipeActions(at: indexPath, edge: edge)
    }
  }

  /// Swipes the row or item at `indexPath` all the way from `edge`; whether an action ran.
  package func fullSwipe(at indexPath: IndexPath, edge: RevealedSwipe.Edge) -> Bool {
    switch self {
    case .table(let table): table.fullSwipe(at: indexPath, edge: edge)
    case .collection(let collection): collection.fullSwipe(at: indexPath, edge: edge)
    }
  }

  /// Taps the swipe action at `index` on `edge` of the row or item at `indexPath`.
  package func performSwipeAction(at indexPath: IndexPath, edge: RevealedSwipe.Edge, index: Int)
    -> Bool
  {
    switch self {
    case .table(let table): table.performSwipeAction(at: indexPath, edge: edge, index: index)
    case .collection(let collection):
      collection.performSwipeAction(at: indexPath, edge: edge, index: index)
    }
  }
}
