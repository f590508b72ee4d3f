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
    enqueue(
      PendingApply(
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
    enqueue(PendingApply(snapshot: snapshot, style: .reload, completion: completion))
  }

  /// The snapshot's ListKit snapshot, or nil when it kept a failure, which becomes the table's.
  private func acceptedBase(of snapshot: Snapshot) -> BaseSnapshot? {
    guard let failure = snapshot.failure else { return snapshot.base }
    if let tableView {
      tableView.recordFailure(tableView.error(.invalidSnapshot(failure)))
    }
    return nil
  }

  /// Queues `pending` and, unless an apply is already in progress, applies every waiting one
  /// in order.
  private func enqueue(_ pending: PendingApply) {
    latestSnapshot = pending.snapshot.removingMarks()
    waitingApplies.append(pending)
    guard !isApplying else { return }
    isApplying = true
    while !waitingApplies.isEmpty {
      let next = waitingApplies.removeFirst()
      show(next.snapshot, style: next.style)
      next.completion?()
    }
    isApplying = false
  }

  /// Makes `snapshot` current in the store and on the table.
  private func show(_ snapshot: BaseSnapshot, style: ApplyStyle) {
    let previous = appliedSnapshot
    appliedSnapshot = snapshot.removingMarks()
    let sections = snapshot.sectionIdentifiers.map { section in
      ListSection(
        id: section, items: snapshot.itemIdentifiers(inSection: section).map(DiffableRow.init))
    }
    guard style == .animated, let view = store.view else {
      // The store takes the rows without telling the table, which then starts over.
      let view = store.view
      store.view = nil
      update(sections)
      store.view = view
      view?.reloadData()
      return
    }
    update(sections)
    applyMarks(of: snapshot, after: previous, on: view)
  }

  private func update(_ sections: [ListSection<SectionID, DiffableRow<ItemID>>]) {
    do {
      try store.update(sections)
    } catch {
      // Not reachable: a snapshot holds each identifier once, so the diff finds no duplicate.
      // Were one found, the store would keep its rows and the table with it.
    }
  }

  /// Reloads and reconfigures what `snapshot` marks and `previous` already had, at its final
  /// positions: a row the apply inserted, or one in a section it inserted, is new already.
  private func applyMarks(
    of snapshot: BaseSnapshot, after previous: BaseSnapshot, on view: any BatchUpdatingView
  ) {
    let reloadedSections = snapshot.reloadedSectionIdentifiers.filter {
      previous.indexOfSection($0) != nil
    }
    let reloadedSectionSet = Set(reloadedSections)
    func getsANewCellAnyway(_ item: ItemID) -> Bool {
      guard previous.sectionIdentifier(containingItem: item) != nil,
        let section = snapshot.sectionIdentifier(containingItem: item)
      else { return true }
      return reloadedSectionSet.contains(section)
    }
    let reloadedItems = snapshot.reloadedItemIdentifiers.filter { !getsANewCellAnyway($0) }
    let reloadedItemSet = Set(reloadedItems)
    let reconfiguredItems = snapshot.reconfiguredItemIdentifiers.filter {
      !getsANewCellAnyway($0) && !reloadedItemSet.contains($0)
    }
    guard !reloadedSections.isEmpty || !reloadedItems.isEmpty || !reconfiguredItems.isEmpty
    else { return }
    let positions = indexPathsByItem()
    do {
      let reloads = BatchUpdate(
        reloadedSections: reloadedSections.compactMap { snapshot.indexOfSection($0) }.sorted(),
        reloadedRows: reloadedItems.compactMap { positions[$0] }.sorted())
      if !reloads.isEmpty {
        // After the diff's batches the table is at the final positions, so they are the
        // batch's old positions too; the data does not change.
        try view.performBatchUpdate(reloads) {}
      }
      let reconfigured = reconfiguredItems.compactMap { positions[$0] }.sorted()
      if !reconfigured.isEmpty { try view.reconfigureRows(at: reconfigured) }
    } catch {
      // The table refused and stayed as it was: start it over from the data, as the store does.
      view.reloadData()
    }
  }

  /// Where the table shows each item once the store's update is done.
  private func indexPathsByItem() -> [ItemID: IndexPath] {
    var positions: [ItemID: IndexPath] = [:]
    for (section, rows) in store.sections.enumerated() {
      for (row, item) in rows.items.enumerated() {
        positions[item.id] = IndexPath(row: row, section: section)
      }
    }
    return positions
  }
}
