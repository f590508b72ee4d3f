import Foundation
import HeadlessRender
import ListKit
import ViewModels

/// The Todos screen's diffable data source: sections "To do" and "Done", rows identified by
/// todo IDs.
///
/// A subclass, as UIKit apps give a `UITableViewDiffableDataSource` its titles and its
/// editing: every todo can be deleted (its delete control, or a swipe) and dragged to another
/// place in its section; both go to the ``controller``.
package final class TodosDataSource: UITableViewDiffableDataSource<TodoSectionID, Int> {
  /// The controller told about deleted and moved todos.
  package weak var controller: TodosController?

  /// The title of the section shown at `section`: "To do" or "Done".
  override package func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    sectionIdentifier(for: section)?.title
  }

  /// Every todo can be deleted.
  override package func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath)
    -> Bool
  {
    true
  }

  /// Every todo can be dragged, within its section (see the screen's
  /// `targetIndexPathForMoveFromRowAt`).
  override package func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath)
    -> Bool
  {
    true
  }

  /// The user deleted a todo with its delete control: the controller deletes it, and the
  /// snapshot that follows deletes its row.
  override package func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete, let id = itemIdentifier(for: indexPath) else { return }
    controller?.todoDeleted(id: id)
  }

  /// The user dropped a todo at `destinationIndexPath`, which the table already shows: the
  /// snapshot follows without an update, as UIKit's sample code does, then the controller
  /// takes the new order, which the next snapshot already has.
  override package func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    guard let id = itemIdentifier(for: sourceIndexPath),
      let section = sectionIdentifier(for: destinationIndexPath.section)
    else { return }
    var moved = snapshot()
    moved.deleteItems([id])
    let rows = moved.itemIdentifiers(inSection: section)
    let next = destinationIndexPath.row < rows.count ? rows[destinationIndexPath.row] : nil
    if let next {
      moved.insertItems([id], beforeItem: next)
    } else {
      moved.appendItems([id], toSection: section)
    }
    apply(moved, animatingDifferences: false)
    controller?.todoMoved(id: id, before: next)
  }
}
