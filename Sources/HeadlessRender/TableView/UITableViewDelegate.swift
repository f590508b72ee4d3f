import Foundation
import ListKit

/// What a table view tells about display and selection, and asks about heights, as
/// `UITableViewDelegate`. Every method has a default that does nothing.
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// The height of the row at `indexPath` in points, its separator included, or
  /// `UITableView.automaticDimension` for a row as tall as its cell's content; the table's
  /// `rowHeight` by default.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat

  /// The cell for `indexPath` is about to appear: the usual pagination hook.
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)

  /// The cell that showed `indexPath` has left the screen (or its row was removed).
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)

  /// Whether the row at `indexPath` highlights when touched; a row that does not highlight
  /// cannot be selected by a tap. True by default.
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool

  /// The row at `indexPath` was highlighted by a touch.
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)

  /// The row at `indexPath` lost its highlight as the touch ended.
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)

  /// The row the user's tap will select: `indexPath` by default, another row to select that
  /// one instead, or nil to select nothing.
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?

  /// The user selected the row at `indexPath` (a tap, not ``UITableView/selectRow(at:animated:scrollPosition:)``).
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)

  /// The row the user's tap will deselect: `indexPath` by default, or nil to keep it selected.
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?

  /// The user deselected the row at `indexPath`.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)

  /// The control a row shows in editing mode: `.delete` by default, as in UIKit.
  func tableView(
    _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
  ) -> UITableViewCell.EditingStyle

  /// Whether the content of the row at `indexPath` moves right in editing mode, in a grouped
  /// or inset grouped table (a plain table ignores the answer, as UIKit's does): the row's
  /// cell's ``UITableViewCell/shouldIndentWhileEditing`` by default, true for a row not on
  /// screen.
  func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
    -> Bool

  /// Where a row the user drags from `sourceIndexPath` lands when dropped at
  /// `proposedDestinationIndexPath`: the proposed place by default.
  func tableView(
    _ tableView: UITableView,
    targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath

  /// The actions revealed by swiping the row at `indexPath` from its leading edge; nil (the
  /// default) for none.
  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?

  /// The actions revealed by swiping the row at `indexPath` from its trailing edge; nil (the
  /// default) for none.
  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
}

extension UITableViewDelegate {
  /// The table's `rowHeight`.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }

  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

  /// True.
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
    -> Bool
  { true }

  /// Does nothing.
  public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}

  /// Does nothing.
  public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}

  /// `indexPath`.
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }

  /// `indexPath`.
  public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }

  /// Does nothing.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

  /// `.delete`.
  public func tableView(
    _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
  ) -> UITableViewCell.EditingStyle { .delete }

  /// The cell's ``UITableViewCell/shouldIndentWhileEditing``; true without a cell.
  public func tableView(
    _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool {
    tableView.cellForRow(at: indexPath)?.shouldIndentWhileEditing ?? true
  }

  /// `proposedDestinationIndexPath`.
  public func tableView(
    _ tableView: UITableView,
    targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }

  /// None.
  public func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }

  /// None.
  public func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
}
