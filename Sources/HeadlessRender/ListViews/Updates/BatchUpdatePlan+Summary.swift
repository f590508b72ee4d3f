import ListKit
import UIKitBatchRules

extension BatchUpdatePlan {
  /// What the batch changed, counted as UIKit applies it: rows inside inserted, deleted or
  /// reloaded sections are not counted again as rows.
  var summary: ListUpdateSummary {
    var summary = ListUpdateSummary()
    summary.sections.inserted = insertedSections.count
    summary.sections.deleted = deletedSections.count
    summary.sections.moved = sectionMoves.count
    summary.sections.reloaded = reloadedSections.count
    summary.rows.inserted = insertedRows.count
    summary.rows.deleted = deletedRows.count
    summary.rows.moved = rowMoves.count
    summary.rows.reloaded = reloadedRows.count
    return summary
  }
}
