import Foundation
import HeadlessRender
import HeadlessScenarios
import HeadlessTestSupport

/// A table view controller that answers its table itself, as UIKit code does: chores that
/// delete by a trailing swipe or their delete control, pin by a leading swipe, reorder in
/// editing mode, and refresh by a pull (the refresh ends at the next `load` step).
@MainActor
final class ChoresScreen: StringRowsScreen, ScenarioScreen {
  let controller = NamesController()
  var updateFailure: (any Error)? { nil }
  private(set) var refreshes = 0

  init() {
    super.init(rows: ["dishes", "laundry", "plants"])
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Chores"
    let refresh = UIRefreshControl()
    refresh.addAction(UIAction { [weak self] _ in self?.refreshes += 1 }, for: .valueChanged)
    tableView.refreshControl = refresh
  }

  nonisolated static var scenarioEvents: [ScenarioEvent<ChoresScreen>] {
    [
      .flag("load") { screen in
        screen.tableView.refreshControl?.endRefreshing()
        return .handled
      }
    ]
  }

  override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }

  override func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    rows.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let delete = UIContextualAction(style: .destructive, title: "Delete") {
      [weak self] _, _, completion in
      self?.tableView(tableView, commit: .delete, forRowAt: indexPath)
      completion(true)
    }
    return UISwipeActionsConfiguration(actions: [delete])
  }

  override func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let pin = UIContextualAction(style: .normal, title: "Pin") { [weak self] _, _, completion in
      guard let self else { return }
      self.rows.insert(self.rows.remove(at: indexPath.row), at: 0)
      tableView.moveRow(at: indexPath, to: IndexPath(row: 0, section: 0))
      completion(true)
    }
    return UISwipeActionsConfiguration(actions: [pin])
  }
}
