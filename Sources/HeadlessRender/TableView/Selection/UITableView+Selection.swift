import Foundation
import ListKit

extension UITableView {
  /// The selected row, the first in index-path order when several are; nil when none is.
  public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

  /// The selected rows in index-path order; nil when none is, as in UIKit.
  public var indexPathsForSelectedRows: [IndexPath]? {
    selectedRows.isEmpty ? nil : selectedRows.sorted()
  }

  /// Selects the row at `indexPath` (or, for nil, deselects every row) without telling the
  /// delegate, as UIKit's does, then scrolls it to `scrollPosition` (`.none` does not scroll).
  ///
  /// Without multiple selection for the current mode, the row replaces the selection. A row
  /// the table does not have is kept as a ``TableViewError/Reason/selectInvalidIndexPath(_:)``
  /// failure, which the frame that draws the table reports, and nothing changes.
  public func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    if counts == nil { loadCounts() }
    guard let indexPath else {
      setSelection([])
      return
    }
    guard flatIndex(of: indexPath) != nil else {
      recordFailure(error(.selectInvalidIndexPath(indexPath)))
      return
    }
    setSelection(
      allowsMultipleSelectionInCurrentMode ? selectedRows.union([indexPath]) : [indexPath])
    guard scrollPosition != .none else { return }
    recovering { try tryScrollToRow(at: indexPath, at: scrollPosition) }
  }

  /// Deselects the row at `indexPath` without telling the delegate, as UIKit's does; a row
  /// that is not selected, or that the table does not have, is left alone.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    setSelection(selectedRows.subtracting([indexPath]))
  }

  /// Simulates the user tapping the row at `indexPath`, as UIKit handles a tap.
  ///
  /// A tap on a row whose swipe actions are revealed, or on any row while some are, only hides
  /// them. Otherwise, when the current mode allows selection (``allowsSelection``, or in
  /// editing mode ``allowsSelectionDuringEditing`` or
  /// ``allowsMultipleSelectionDuringEditing``) and the delegate's `shouldHighlightRowAt`
  /// agrees: `didHighlightRowAt`, `didUnhighlightRowAt`, then
  ///
  /// - with multiple selection, on a selected row: `willDeselectRowAt` (nil keeps it),
  ///   deselection, `didDeselectRowAt`;
  /// - else `willSelectRowAt` (nil selects nothing, another row selects that one); without
  ///   multiple selection each other selected row gets `willDeselectRowAt`, deselection and
  ///   `didDeselectRowAt`; then the row is selected and `didSelectRowAt` follows. A selected
  ///   row tapped again stays selected and hears `didSelectRowAt` again.
  ///
  /// Rows the table does not have are ignored, as a tap cannot land on them. A row that
  /// `willSelectRowAt` or `willDeselectRowAt` answers and the table does not have is kept as a
  /// ``TableViewError/Reason/selectInvalidIndexPath(_:)`` failure.
  package func tapRow(at indexPath: IndexPath) {
    guard indexPath.row >= 0, indexPath.row < numberOfRows(inSection: indexPath.section) else {
      return
    }
    if revealedSwipe != nil {
      hideSwipeActions()
      return
    }
    guard allowsSelectionInCurrentMode else { return }
    let delegate = delegate
    guard delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
    delegate?.tableView(self, didHighlightRowAt: indexPath)
    delegate?.tableView(self, didUnhighlightRowAt: indexPath)
    let multiple = allowsMultipleSelectionInCurrentMode
    if multiple, selectedRows.contains(indexPath) {
      userDeselect(indexPath)
      return
    }
    let answer = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
    guard let target = answer else { return }
    guard flatIndex(of: target) != nil else {
      recordFailure(error(.selectInvalidIndexPath(target)))
      return
    }
    if !multiple {
      for other in selectedRows.sorted() where other != target { userDeselect(other) }
    }
    setSelection(selectedRows.union([target]))
    delegate?.tableView(self, didSelectRowAt: target)
  }

  /// Whether the user can select rows in the current mode.
  var allowsSelectionInCurrentMode: Bool {
    editing
      ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
  }

  /// Whether several rows can be selected in the current mode.
  var allowsMultipleSelectionInCurrentMode: Bool {
    editing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }

  /// Replaces the selection with `rows` and shows it on the visible cells.
  func setSelection(_ rows: Set<IndexPath>) {
    selectedRows = rows
    for (indexPath, cell) in cellsByIndexPath {
      cell.setSelected(rows.contains(indexPath), animated: false)
    }
    setNeedsEditingControls()
  }

  /// Deselects `indexPath` as a user's tap does: `willDeselectRowAt` may keep it or name
  /// another row, and `didDeselectRowAt` follows.
  private func userDeselect(_ indexPath: IndexPath) {
    let answer = delegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
    guard let target = answer else { return }
    guard flatIndex(of: target) != nil else {
      recordFailure(error(.selectInvalidIndexPath(target)))
      return
    }
    setSelection(selectedRows.subtracting([target]))
    delegate?.tableView(self, didDeselectRowAt: target)
  }
}
