import ViewModels

extension TableView: BatchUpdatingView {
  /// Applies one changeset stage as one batch: `updateData` runs inside it, so the counts
  /// before come from the cache and the counts after from the data source.
  public func performBatchUpdate(
    _ update: BatchUpdate, updatingData updateData: () -> Void
  ) throws {
    try performBatchUpdates {
      updateData()
      pendingUpdate.deletedSections += update.deletedSections
      pendingUpdate.insertedSections += update.insertedSections
      pendingUpdate.movedSections += update.movedSections
      pendingUpdate.reloadedSections += update.reloadedSections
      pendingUpdate.deletedRows += update.deletedRows
      pendingUpdate.insertedRows += update.insertedRows
      pendingUpdate.movedRows += update.movedRows
      pendingUpdate.reloadedRows += update.reloadedRows
    }
  }
}
