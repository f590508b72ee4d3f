import Foundation
import HeadlessRender
import HeadlessScenarios
import HeadlessTesting
import ListKit
import Models
import ViewModels

extension TodoCell: ReusableCell {}

/// The Todos screen: not-completed and completed sections; tapping a row toggles its todo, a
/// trailing swipe deletes it, and the Edit button shows each todo's delete control and
/// reorder control, to delete todos and drag them within their section.
///
/// The one reference screen written against the diffable data source, as a UIKit view
/// controller with a `UITableViewDiffableDataSource` is: on every change of the controller's
/// state the screen builds a snapshot of todo IDs and applies it. Todos read most naturally
/// this way because completing one is UIKit's textbook diffable update: the identifier moves
/// to the other section and the snapshot reconfigures it so that its cell shows the check
/// mark. The other screens show the same controllers through a `ListScreenBinding`.
///
/// Separators: UIKit's default, a line under each todo from where the text starts, as
/// Reminders draws its lists. Most todos are one line, but a long one wraps, and without the
/// line its second line reads as another todo (`illo est ratione doloremque quia ✓` over
/// `maiores aut`). It costs a line per todo; a checklist is read a row at a time, so that is
/// worth it.
@MainActor
package final class TodosScreen: UITableViewController, ScenarioScreen, ListObserver {
  /// The navigation bar's title.
  package static let title = "Todos"

  /// Decides what the screen shows.
  package let controller: TodosController
  /// The table's footer view: the loading state under the rows.
  package let footerView = ListFooterView()
  /// Gives the table its sections, rows and cells from the snapshots the screen applies.
  package private(set) lazy var dataSource = TodosDataSource(tableView: tableView) {
    [weak controller] table, indexPath, todoID in
    guard let todo = controller?.todo(withID: todoID) else { return nil }
    return TodoCell.dequeued(from: table, for: indexPath, configuredWith: todo)
  }
  /// The last change of the todos that could not become a snapshot (a todo ID twice, which
  /// the loading machine's dropping of repeated todos prevents), if any.
  package private(set) var updateFailure: (any Error)?

  /// Builds the snapshots, as for the list (``TodosListScreen``).
  private var snapshots = TodosSnapshotBuilder()

  /// Creates the screen over `service`, titled.
  package init(service: any TodosService) {
    controller = TodosController(service: service)
    super.init(style: .plain)
    title = Self.title
  }

  /// Not available: the screen is made with its service.
  package required init?(coder: NSCoder) {
    nil
  }

  /// Gives the table its cells, footer and data source, and shows the
  /// controller's state.
  package override func viewDidLoad() {
    super.viewDidLoad()
    tableView.useReferenceCellMargins()
    TodoCell.register(on: tableView)
    tableView.tableFooterView = footerView
    dataSource.controller = controller
    controller.observer = self
    listDidChange()
  }

  /// Shows the controller's footer and applies a snapshot of its sections; the Edit button
  /// shows while there are todos to edit, and editing ends with the last one.
  package func listDidChange() {
    footerView.footer = controller.footer
    let snapshot = snapshots.snapshot(of: controller.sections)
    updateFailure = snapshot.failure
    dataSource.apply(snapshot)
    let hasTodos = !controller.sections.isEmpty
    navigationItem.rightBarButtonItem = hasTodos ? editButtonItem : nil
    if !hasTodos, isEditing { setEditing(false, animated: true) }
  }

  /// The user tapped a row: its todo is toggled, and the row is not left selected (a tap is
  /// an action here, not a choice that stays).
  package override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    guard let todoID = dataSource.itemIdentifier(for: indexPath) else { return }
    controller.todoToggled(id: todoID)
  }

  /// A trailing swipe offers Delete, which a full swipe performs.
  package override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    guard let todoID = dataSource.itemIdentifier(for: indexPath) else { return nil }
    let delete = UIContextualAction(style: .destructive, title: "Delete") {
      [weak controller] _, _, completion in
      completion(controller?.todoDeleted(id: todoID) == .handled)
    }
    return UISwipeActionsConfiguration(actions: [delete])
  }

  /// A todo dragged out of its section lands at that section's nearest end: dragging does
  /// not complete or reopen a todo, a tap does.
  package override func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    let section = sourceIndexPath.section
    if proposedDestinationIndexPath.section < section { return IndexPath(row: 0, section: section) }
    if proposedDestinationIndexPath.section > section {
      return IndexPath(row: tableView.numberOfRows(inSection: section) - 1, section: section)
    }
    return proposedDestinationIndexPath
  }

  /// `{"toggle": 7}`: the user completes or reopens a todo the screen shows.
  package nonisolated static let toggle = ScenarioEvent<TodosScreen>.integer(
    "toggle", caption: { "toggle todo \($0)" }, handle: { $0.controller.todoToggled(id: $1) })

  /// `{"load": true}`, `{"retry": true}` and ``toggle``.
  package nonisolated static var scenarioEvents: [ScenarioEvent<TodosScreen>] {
    [
      .load,
      .retry,
      toggle,
    ]
  }
}
