import Foundation
import ListKit

/// The table as ListKit's `BatchUpdatingView`, which a `SectionStore` drives: the table's
/// ``UITableView/batchUpdating``. UIKit's table has no `performBatchUpdate(_:updatingData:)`
/// or `reconfigureSectionHeaders(at:)`, so the table does not adopt the protocol itself: a
/// file that imports only HeadlessUIKit reaches nothing UIKit lacks.
package final class TableViewBatchUpdating: BatchUpdatingView {
  /// The table, which owns this object.
  private unowned let table: UITableView

  init(table: UITableView) {
    self.table = table
  }

  package func performBatchUpdate(_ update: BatchUpdate, updatingData updateData: () -> Void)
    throws
  {
    try table.performBatchUpdate(update, updatingData: updateData)
  }

  package func reconfigureRows(at indexPaths: [IndexPath]) throws {
    table.reconfigureRows(at: indexPaths)
  }

  package func reconfigureSectionHeaders(at sections: [Int]) throws {
    try table.reconfigureSectionHeaders(at: sections)
  }

  package func reloadData() {
    table.reloadData()
  }
}

extension UITableView {
  /// Applies one changeset stage as one batch: `updateData` runs inside it, so the counts
  /// before come from the cache and the counts after from the data source.
  package func performBatchUpdate(
    _ update: BatchUpdate, updatingData updateData: () -> Void
  ) throws {
    try tryPerformBatchUpdates {
      updateData()
      pendingUpdate.append(update)
    }
  }

  /// Asks the data source again for the header titles of `sections` (current indexes) and
  /// lays out: rows keep their cells, and no count, row height or cell is asked for.
  ///
  /// A header that gains or loses its title gains or loses its lines, so the rows below it
  /// move, and the last row above it gains or loses its separator. Sections the table does
  /// not have are ignored, as rows are by `reconfigureRows`. Each section is marked
  /// `.reconfigured` unless an update since the marks were cleared marked it already, and
  /// counted in the update summary.
  ///
  /// - Complexity: O(h log n) for h headers and n rows, plus a layout.
  package func reconfigureSectionHeaders(at sections: [Int]) throws(TableViewError) {
    guard counts != nil else {
      // Never loaded: the first layout reads every title anyway.
      try layoutVisibleRows()
      return
    }
    for section in sections where headerTitles.indices.contains(section) {
      let title = dataSource?.tableView(self, titleForHeaderInSection: section) ?? nil
      headerTitles[section] = title
      // The title's view is made again, so `willDisplayHeaderView` sees the new title.
      endDisplayingSectionView(SectionEndKey(kind: .header, section: section))
      heights.setHeight(layout(of: .header, inSection: section).total, at: sectionStarts[section])
      if let row = lastRow(before: section), let item = flatIndex(of: row) {
        heights.setHeight(itemHeight(ofRowAt: row), at: item)
      }
      if lastSectionUpdateMarks[section] == nil { lastSectionUpdateMarks[section] = .reconfigured }
      lastUpdateSummary.sections.reconfigured += 1
    }
    try layoutVisibleRows()
  }
}
