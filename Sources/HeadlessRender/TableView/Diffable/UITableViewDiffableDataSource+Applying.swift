import Foundation
import ListKit

extension UITableViewDiffableDataSource {
  /// Makes `snapshot` what the table shows, animating the difference from the last snapshot
  /// applied, then calls `completion`.
  ///
  /// Animated, the identifiers are diffed and applied as batches the table validates; then the
  /// items and sections the snapshot marks for reload get new cells in one more batch, and
  /// those it marks for reconfigure are configured again in their cells. A frame drawn next
  /// marks moved rows `>`, inserted `+`, reloaded `*`, reconfigured `~`:
  ///
  /// ```swift
  /// var snapshot = dataSource.snapshot()  // "To do" [1, 2], "Done" [3]
  /// snapshot.moveItem(1, afterItem: 3)  // todo 1 is done now
  /// snapshot.reconfigureItems([1])  // and its cell shows a check mark
  /// dataSource.apply(snapshot)
  /// ```
  ///
  /// Without animation the snapshot is shown from scratch, as after `reloadData()`, and
  /// nothing is marked.
  ///
  /// Called while another apply is in progress, the snapshot waits its turn and is applied
  /// next (after any that waited before it); `completion` runs once it has been applied.
  ///
  /// A snapshot that kept a failure (a change UIKit would have raised an exception for) is
  /// not applied: the failure is kept as the table's, which the frame that draws the table
  /// reports, and `completion` does not run.
  public func apply(
    _ snapshot: Snapshot, animatingDifferences: Bool = true,
    completion: (@MainActor () -> Void)? = nil
  ) {
    guard let base = acceptedBase(of: snapshot) else { return }
    apply(base, animatingDifferences: animatingDifferences, completion: completion)
  }

  /// Applies ListKit's snapshot, as ``apply(_:animatingDifferences:completion:)`` does.
  package func apply(
    _ snapshot: BaseSnapshot, animatingDifferences: Bool = true,
    completion: (@MainActor () -> Void)? = nil
  ) {
    applier.enqueue(
      Applier.PendingApply(
        snapshot: snapshot, style: animatingDifferences ? .animated : .reload,
        completion: completion))
  }

  /// Makes `snapshot` what the table shows and returns once it has been applied; see
  /// ``apply(_:animatingDifferences:completion:)``.
  ///
  /// ```swift
  /// await dataSource.apply(snapshot)
  /// ```
  public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
    guard let base = acceptedBase(of: snapshot) else { return }
    await withCheckedContinuation { continuation in
      apply(base, animatingDifferences: animatingDifferences) { continuation.resume() }
    }
  }

  /// Shows `snapshot` from scratch without diffing, as `reloadData()` does, then calls
  /// `completion`: UIKit's `applySnapshotUsingReloadData(_:completion:)`.
  ///
  /// ```swift
  /// dataSource.applySnapshotUsingReloadData(snapshot)  // no marks in the next frame
  /// ```
  public func applySnapshotUsingReloadData(
    _ snapshot: Snapshot, completion: (@MainActor () -> Void)? = nil
  ) {
    guard let base = acceptedBase(of: snapshot) else { return }
    applySnapshotUsingReloadData(base, completion: completion)
  }

  /// Shows ListKit's snapshot from scratch, as ``applySnapshotUsingReloadData(_:completion:)``
  /// does.
  package func applySnapshotUsingReloadData(
    _ snapshot: BaseSnapshot, completion: (@MainActor () -> Void)? = nil
  ) {
    applier.enqueue(
      Applier.PendingApply(snapshot: snapshot, style: .reload, completion: completion))
  }

  /// The snapshot's ListKit snapshot, or nil when it kept a failure, which becomes the table's.
  private func acceptedBase(of snapshot: Snapshot) -> BaseSnapshot? {
    guard let failure = snapshot.failure else { return snapshot.base }
    if let tableView {
      tableView.recordFailure(tableView.error(.invalidSnapshot(failure)))
    }
    return nil
  }
}
