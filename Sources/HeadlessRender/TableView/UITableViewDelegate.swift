import Foundation
import ListKit

/// What a table view tells about display and selection, and asks about heights, as
/// `UITableViewDelegate`. Every method has a default that does nothing.
@preconcurrency @MainActor
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
  /// The view shown above `section`, in place of its title; nil (the default) shows the title,
  /// if any. Asked when the header comes on screen; dequeue it with
  /// `dequeueReusableHeaderFooterView(withIdentifier:)`.
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?

  /// The view shown below `section`, in place of its footer title; nil (the default) shows the
  /// title, if any.
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?

  /// The height of `section`'s header in points, or `UITableView.automaticDimension` (the
  /// default) for the table's `sectionHeaderHeight` (a title's line, a view's fitted height).
  /// A height given here is kept even for a section without a title or view, as space.
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat

  /// The height of `section`'s footer in points, or `UITableView.automaticDimension` (the
  /// default) for the table's `sectionFooterHeight`.
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat

  /// The height of `section`'s header view before it is measured, in points, or
  /// `UITableView.automaticDimension` (the default) for the table's
  /// `estimatedSectionHeaderHeight`.
  func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int)
    -> CGFloat

  /// The height of `section`'s footer view before it is measured, in points, or
  /// `UITableView.automaticDimension` (the default) for the table's
  /// `estimatedSectionFooterHeight`.
  func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int)
    -> CGFloat

  /// `section`'s header is about to appear: `view` is the delegate's view, or the
  /// ``UITableViewHeaderFooterView`` the table made for the title, whose `textLabel` may still
  /// be changed.
  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)

  /// `section`'s footer is about to appear.
  func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)

  /// `section`'s header has left the screen (or its section changed).
  func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)

  /// `section`'s footer has left the screen (or its section changed).
  func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)
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

  /// None: the title shows.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }

  /// None: the title shows.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }

  /// `UITableView.automaticDimension`: the table's `sectionHeaderHeight`.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
    -> CGFloat
  { UITableView.automaticDimension }

  /// `UITableView.automaticDimension`: the table's `sectionFooterHeight`.
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int)
    -> CGFloat
  { UITableView.automaticDimension }

  /// `UITableView.automaticDimension`: the table's `estimatedSectionHeaderHeight`.
  public func tableView(
    _ tableView: UITableView, estimatedHeightForHeaderInSection section: Int
  ) -> CGFloat { UITableView.automaticDimension }

  /// `UITableView.automaticDimension`: the table's `estimatedSectionFooterHeight`.
  public func tableView(
    _ tableView: UITableView, estimatedHeightForFooterInSection section: Int
  ) -> CGFloat { UITableView.automaticDimension }

  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
  ) {}
}
