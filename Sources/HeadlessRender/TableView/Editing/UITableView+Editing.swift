import Foundation
import ListKit

extension UITableView {
  /// Turns editing mode on or off: every visible row shows its editing control (unless its
  /// data source's `canEditRowAt` is false), its `editingAccessoryType` and, when the data
  /// source's `canMoveRowAt` is true, its reorder control. Changing the mode clears the
  /// selection and hides revealed swipe actions, as UIKit does.
  ///
  /// The control is the delegate's `editingStyleForRowAt`: `⊖` for `.delete` (the default),
  /// `⊕` for `.insert`, none for `.none`; with ``allowsMultipleSelectionDuringEditing`` every
  /// editable row shows a selection circle instead, `○`, or `◉` when selected.
  public func setEditing(_ editing: Bool, animated: Bool) {
    guard editing != self.editing else { return }
    self.editing = editing
    hideSwipeActions()
    selectedRows = []
    setNeedsEditingControls()
  }

  /// Gives every visible cell its selection, editing mode and controls.
  func setNeedsEditingControls() {
    for (indexPath, cell) in cellsByIndexPath { applyRowState(to: cell, at: indexPath) }
  }

  /// Gives `cell` the selection, editing mode and controls of the row at `indexPath`. Asks
  /// the data source and delegate only in editing mode.
  ///
  /// A row that edits (`canEditRowAt`) moves its content right in editing mode, even when its
  /// editing style is `.none`, as UIKit indents it; in a grouped or inset grouped table the
  /// delegate's `shouldIndentWhileEditingRowAt` may say no, which a plain table ignores, as
  /// UIKit's does.
  func applyRowState(to cell: UITableViewCell, at indexPath: IndexPath) {
    let selected = selectedRows.contains(indexPath)
    if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
    if cell.isEditing != editing { cell.setEditing(editing, animated: false) }
    let edits = editing && (dataSource?.tableView(self, canEditRowAt: indexPath) ?? false)
    let control = edits ? editingControl(ofEditableRowAt: indexPath) : nil
    if cell.editingControl != control { cell.editingControl = control }
    let indents =
      edits
      && (style == .plain
        || (delegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath)
          ?? cell.shouldIndentWhileEditing))
    if cell.indentsForEditing != indents { cell.indentsForEditing = indents }
    let reorders = editing && (dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false)
    if cell.showsReorderControl != reorders { cell.showsReorderControl = reorders }
  }

  /// The editing control of the row at `indexPath` in editing mode.
  func editingControl(at indexPath: IndexPath) -> UITableViewCell.EditingControl? {
    guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? false else { return nil }
    return editingControl(ofEditableRowAt: indexPath)
  }

  /// The editing control of the row at `indexPath`, which edits, in editing mode.
  private func editingControl(ofEditableRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingControl?
  {
    if allowsMultipleSelectionDuringEditing { return .selection }
    switch delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete {
    case .none: return nil
    case .delete: return .delete
    case .insert: return .insert
    }
  }

  /// Simulates the user tapping the editing control of the row at `indexPath` (and, for a
  /// delete control, the Delete button it reveals): the data source's
  /// `commit editingStyle:forRowAt:` with `.delete` or `.insert`; a selection circle selects
  /// or deselects the row as a tap does. Returns whether the row showed a control: outside
  /// editing mode, or for a row without one, nothing happens.
  @discardableResult
  package func tapEditingControl(at indexPath: IndexPath) -> Bool {
    guard editing, flatIndex(of: indexPath) != nil, let control = editingControl(at: indexPath)
    else { return false }
    switch control {
    case .delete: dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
    case .insert: dataSource?.tableView(self, commit: .insert, forRowAt: indexPath)
    case .selection: tapRow(at: indexPath)
    }
    return true
  }

  /// Simulates the user dragging the row at `sourceIndexPath` by its reorder control and
  /// dropping it at `proposedIndexPath`, as UIKit handles a reorder: the delegate's
  /// `targetIndexPathForMoveFromRowAt` may move the drop elsewhere, the table shows the row
  /// there at once (its cell, height and selection go with it), then the data source's
  /// `moveRowAt` moves its data. No batch update runs, as in UIKit. A drop on the row's own
  /// place tells the data source nothing.
  ///
  /// Returns whether the row could be dragged and was dropped: outside editing mode, for a
  /// row the data source cannot move (`canMoveRowAt`), or for a row the table does not have,
  /// nothing happens and it returns false. A
  /// drop where no row can go (a row beyond the end of its section, a section the table does
  /// not have), proposed or answered by the delegate, is kept as a
  /// ``TableViewError/Reason/moveToInvalidIndexPath(_:to:)`` failure, which the frame that
  /// draws the table reports.
  @discardableResult
  package func dragRow(at sourceIndexPath: IndexPath, to proposedIndexPath: IndexPath) -> Bool {
    guard editing, flatIndex(of: sourceIndexPath) != nil,
      dataSource?.tableView(self, canMoveRowAt: sourceIndexPath) ?? false
    else { return false }
    guard canDrop(sourceIndexPath, at: proposedIndexPath) else {
      recordFailure(error(.moveToInvalidIndexPath(sourceIndexPath, to: proposedIndexPath)))
      return false
    }
    let destination =
      delegate?.tableView(
        self, targetIndexPathForMoveFromRowAt: sourceIndexPath,
        toProposedIndexPath: proposedIndexPath) ?? proposedIndexPath
    guard canDrop(sourceIndexPath, at: destination) else {
      recordFailure(error(.moveToInvalidIndexPath(sourceIndexPath, to: destination)))
      return false
    }
    guard destination != sourceIndexPath else { return true }
    moveShownRow(from: sourceIndexPath, to: destination)
    dataSource?.tableView(self, moveRowAt: sourceIndexPath, to: destination)
    return true
  }

  /// Whether the row at `source` can be dropped at `destination`, as ``dragRow(at:to:)``
  /// proposes it: a row of its own section (which keeps its count), or a row of another
  /// section up to just past its last one. A scenario checks a drag's `to` with it, so that a
  /// drop nowhere is named as a row that does not exist is.
  package func isDropTarget(_ destination: IndexPath, forRowAt source: IndexPath) -> Bool {
    canDrop(source, at: destination)
  }

  /// Whether the row at `source` can be dropped at `destination`: a row of its own section
  /// (which keeps its count), or a row of another section up to just past its last one.
  private func canDrop(_ source: IndexPath, at destination: IndexPath) -> Bool {
    guard let counts else { return false }
    return ListMove(source: source, destination: destination).lands(in: counts)
  }

  /// Moves the row at `source` to `destination` in what the table shows, as a drag does:
  /// the cached counts, heights, cells, selection and marks follow, and the table lays out.
  private func moveShownRow(from source: IndexPath, to destination: IndexPath) {
    guard let counts else { return }
    let move = ListMove(source: source, destination: destination)
    let newCounts = move.counts(after: counts)
    let moved = move.moved
    cellsByIndexPath = Dictionary(
      uniqueKeysWithValues: cellsByIndexPath.map { (moved($0.key), $0.value) })
    measuredHeights = Dictionary(
      uniqueKeysWithValues: measuredHeights.map { (moved($0.key), $0.value) })
    selectedRows = Set(selectedRows.map(moved))
    lastUpdateMarks = Dictionary(
      lastUpdateMarks.map { (moved($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
    loadCounts(newCounts)
    recovering { try layoutVisibleRows() }
  }
}
