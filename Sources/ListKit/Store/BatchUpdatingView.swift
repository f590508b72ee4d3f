import Foundation

/// A view that shows a sectioned list and animates changes to it: what a store drives.
///
/// The headless `UITableView` and `UICollectionView` are driven through an adapter that adopts
/// it (UIKit's views have no such members, so they do not adopt it themselves). The store never touches cells; it only says which
/// rows changed and when the data changes.
@MainActor
public protocol BatchUpdatingView: AnyObject {
  /// Applies one batch, as `performBatchUpdates` does.
  ///
  /// The view calls `updateData` inside the batch (the data source then answers the new
  /// counts), and validates `update` against the counts before and after with UIKit's rules.
  /// A batch that UIKit would reject throws and leaves the view as it was.
  func performBatchUpdate(_ update: BatchUpdate, updatingData updateData: () -> Void) throws

  /// Re-decorates the rows at `indexPaths` (final coordinates) in their existing cells,
  /// without dequeuing new ones, as `reconfigureRows(at:)` does.
  func reconfigureRows(at indexPaths: [IndexPath]) throws

  /// Re-decorates the headers of the sections at `sections` (final indexes) after their
  /// titles changed, without touching their rows.
  ///
  /// The default reloads all data: correct, but it re-dequeues every visible cell, so a view
  /// that can refresh a header alone should implement it.
  func reconfigureSectionHeaders(at sections: [Int]) throws

  /// Discards everything the view knows and asks its data source again.
  func reloadData()
}

extension BatchUpdatingView {
  /// Reloads all data: the safe default for a view that cannot refresh one header.
  public func reconfigureSectionHeaders(at sections: [Int]) throws {
    reloadData()
  }
}
