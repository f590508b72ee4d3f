import Foundation
import ListKit

/// A batch update that UIKit's `UITableView` or `UICollectionView` would reject, with UIKit's
/// message (see ``description(for:)``).
///
/// There is one case per message UIKit raises, numbered as in the package documentation's
/// "UIKit's batch-update rules". Index paths print as `(section - row)`:
///
/// ```swift
/// print(BatchUpdateViolation.deleteAndReloadSameIndexPath(IndexPath(row: 2, section: 0)))
/// // attempt to delete and reload the same index path (0 - 2)
/// ```
public enum BatchUpdateViolation: Error, Hashable, Sendable, CustomStringConvertible {
  /// #1: a row is both reloaded and deleted.
  case deleteAndReloadSameIndexPath(IndexPath)
  /// #2: a section is both deleted (or reloaded) and moved.
  case deleteAndMoveSameSection(Int)
  /// #3: a row is both deleted (or reloaded) and moved.
  case deleteAndMoveSameIndexPath(IndexPath)
  /// #4: a deleted section does not exist before the update.
  case deleteSectionOutOfRange(section: Int, sectionCount: Int)
  /// #5: a deleted row's section does not exist before the update.
  case deleteRowFromMissingSection(row: Int, section: Int, sectionCount: Int)
  /// #6: a deleted row does not exist before the update.
  case deleteRowOutOfRange(row: Int, section: Int, rowCount: Int)
  /// #7: a section is both inserted and the destination of a move.
  case insertAndMoveSameSection(Int)
  /// #8: a row is both inserted and the destination of a move.
  case insertAndMoveSameIndexPath(IndexPath)
  /// #9: an inserted section does not exist after the update.
  case insertSectionOutOfRange(section: Int, sectionCount: Int)
  /// #10: an inserted row's section does not exist after the update.
  case insertRowIntoMissingSection(row: Int, section: Int, sectionCount: Int)
  /// #11: an inserted row does not exist after the update.
  case insertRowOutOfRange(row: Int, section: Int, rowCount: Int)
  /// #12: a moved section does not exist before the update.
  case moveSectionFromMissingSection(section: Int, sectionCount: Int)
  /// #13: a section is moved past the sections that exist after the update.
  case moveSectionToMissingSection(from: Int, to: Int, sectionCount: Int)
  /// #14: a moved row's section does not exist before the update.
  case moveRowFromMissingSection(IndexPath, sectionCount: Int)
  /// #15: a moved row does not exist before the update.
  case moveRowFromMissingRow(IndexPath, rowCount: Int)
  /// #16: a row is moved into a section that does not exist after the update.
  case moveRowToMissingSection(from: IndexPath, to: IndexPath, sectionCount: Int)
  /// #17: a row is moved past the rows that exist after the update.
  case moveRowToMissingRow(from: IndexPath, to: IndexPath, rowCount: Int)
  /// #18: one section is moved to two places.
  case sectionMovedTwice(section: Int, to: Int, and: Int)
  /// #19: one row is moved to two places.
  case rowMovedTwice(IndexPath, to: IndexPath, and: IndexPath)
  /// #20: two sections are moved to one place.
  case sectionsMovedToSamePlace(first: Int, second: Int, to: Int)
  /// #21: two rows are moved to one place.
  case rowsMovedToSamePlace(first: IndexPath, second: IndexPath, to: IndexPath)
  /// #22: the data source's section count does not add up.
  case invalidSectionCount(after: Int, before: Int, inserted: Int, deleted: Int)
  /// #23: the data source's row count for a section (new index) does not add up.
  case invalidRowCount(
    section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int,
    movedOut: Int)

  /// UIKit's reason text as `UITableView` raises it, word for word (including its "to to" in
  /// #13).
  public var description: String { description(for: .tableView) }

  /// UIKit's reason text as the view that `wording` names raises it, word for word.
  ///
  /// The rules are the same for both views; the words differ. A collection view says "item"
  /// and "collection view" where a table says "row" and "table view", and its two count
  /// messages (#22, #23) keep the two spaces after their first sentence that UIKit's
  /// collection view prints (the table's have one):
  ///
  /// ```swift
  /// let violation = BatchUpdateViolation.deleteRowOutOfRange(row: 20, section: 0, rowCount: 20)
  /// print(violation.description(for: .collectionView))
  /// // attempt to delete item 20 from section 0 which only contains 20 items before the update
  /// ```
  public func description(for wording: BatchUpdateWording) -> String {
    let row = wording.element
    let rows = wording.elements
    let view = wording.viewName
    let gap = wording.sentenceGap
    switch self {
    case .deleteAndReloadSameIndexPath(let path):
      return "attempt to delete and reload the same index path \(uikit: path)"
    case .deleteAndMoveSameSection(let section):
      return "attempt to perform a delete and a move from the same section (\(section))"
    case .deleteAndMoveSameIndexPath(let path):
      return "attempt to perform a delete and a move from the same index path \(uikit: path)"
    case .deleteSectionOutOfRange(let section, let count):
      return
        "attempt to delete section \(section), but there are only \(count) sections before the update"
    case .deleteRowFromMissingSection(let index, let section, let count):
      return "attempt to delete \(row) \(index) from section \(section), but there are only "
        + "\(count) sections before the update"
    case .deleteRowOutOfRange(let index, let section, let count):
      return "attempt to delete \(row) \(index) from section \(section) which only contains "
        + "\(count) \(rows) before the update"
    case .insertAndMoveSameSection(let section):
      return "attempt to perform an insert and a move to the same section (\(section))"
    case .insertAndMoveSameIndexPath(let path):
      return "attempt to perform an insert and a move to the same index path \(uikit: path)"
    case .insertSectionOutOfRange(let section, let count):
      return
        "attempt to insert section \(section) but there are only \(count) sections after the update"
    case .insertRowIntoMissingSection(let index, let section, let count):
      return "attempt to insert \(row) \(index) into section \(section), but there are only "
        + "\(count) sections after the update"
    case .insertRowOutOfRange(let index, let section, let count):
      return "attempt to insert \(row) \(index) into section \(section), but there are only "
        + "\(count) \(rows) in section \(section) after the update"
    case .moveSectionFromMissingSection(let section, let count):
      return
        "attempt to move section \(section), but there are only \(count) sections before the update"
    case .moveSectionToMissingSection(let from, let to, let count):
      return "attempt to to move section \(from) to section \(to), but there are only \(count) "
        + "sections after the update"
    case .moveRowFromMissingSection(let path, let count):
      return
        "attempt to move index path \(uikit: path) from a section that does not exist - there are "
        + "only \(count) sections before the update"
    case .moveRowFromMissingRow(let path, let count):
      return
        "attempt to move index path \(uikit: path) that does not exist - there are only \(count) "
        + "\(rows) in section \(path.section) before the update"
    case .moveRowToMissingSection(let from, let to, let count):
      return
        "attempt to move index path \(uikit: from) to index path \(uikit: to) in section that does not "
        + "exist - there are only \(count) sections after the update"
    case .moveRowToMissingRow(let from, let to, let count):
      return
        "attempt to move index path \(uikit: from) to index path \(uikit: to) that does not exist - there "
        + "are only \(count) \(rows) in section \(to.section) after the update"
    case .sectionMovedTwice(let section, let first, let second):
      return "attempt to move section \(section) to both section \(first) and section \(second)"
    case .rowMovedTwice(let path, let first, let second):
      return
        "attempt to move \(row) at index path \(uikit: path) to both \(uikit: first) and \(uikit: second)"
    case .sectionsMovedToSamePlace(let first, let second, let destination):
      return "attempt to move both section \(first) and section \(second) to section \(destination)"
    case .rowsMovedToSamePlace(let first, let second, let destination):
      return
        "attempt to move both \(row) at index path \(uikit: first) and \(uikit: second) to \(uikit: destination)"
    case .invalidSectionCount(let after, let before, let inserted, let deleted):
      return "Invalid update: invalid number of sections.\(gap)The number of sections contained in "
        + "the \(view) after the update (\(after)) must be equal to the number of sections "
        + "contained in the \(view) before the update (\(before)), plus or minus the number "
        + "of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
    case .invalidRowCount(
      let section, let after, let before, let inserted, let deleted, let movedIn, let movedOut):
      return "Invalid update: invalid number of \(rows) in section \(section).\(gap)The number of "
        + "\(rows) contained in an existing section after the update (\(after)) must be equal to "
        + "the number of \(rows) contained in that section before the update (\(before)), plus "
        + "or minus the number of \(rows) inserted or deleted from that section (\(inserted) "
        + "inserted, \(deleted) deleted) and plus or minus the number of \(rows) moved into or "
        + "out of that section (\(movedIn) moved in, \(movedOut) moved out)."
    }
  }
}
