import Foundation
import HeadlessRender
import HeadlessScenarios
import HeadlessTestSupport

/// A table view controller whose bars are its own, as a mail app's: Compose at the leading end,
/// the Edit button at the trailing end, a large title, and in editing mode a toolbar whose
/// Delete button counts the selected messages and deletes them.
@MainActor
final class MailboxScreen: StringRowsScreen, ScenarioScreen {
  let controller = NamesController()
  var updateFailure: (any Error)? { nil }
  private(set) var composed = 0
  private lazy var deleteItem = UIBarButtonItem(
    title: "Delete", primaryAction: UIAction { [weak self] _ in self?.deleteSelected() })

  init() {
    super.init(rows: ["Ada", "Alan", "Grace"])
  }

  required init?(coder: NSCoder) { nil }

  nonisolated static var scenarioEvents: [ScenarioEvent<MailboxScreen>] { [] }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Inbox"
    tableView.allowsMultipleSelectionDuringEditing = true
    let compose = UIBarButtonItem(
      systemItem: .compose, primaryAction: UIAction { [weak self] _ in self?.composed += 1 })
    compose.accessibilityLabel = "New message"
    navigationItem.leftBarButtonItem = compose
    navigationItem.rightBarButtonItem = editButtonItem
    toolbarItems = [.flexibleSpace(), deleteItem]
    countSelection()
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    navigationController?.navigationBar.prefersLargeTitles = true
    navigationController?.setToolbarHidden(!isEditing, animated: animated)
  }

  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    navigationController?.setToolbarHidden(!editing, animated: animated)
    countSelection()
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    countSelection()
  }

  override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    countSelection()
  }

  /// "Delete (2)" for two selected messages, disabled for none.
  private func countSelection() {
    let count = tableView.indexPathsForSelectedRows?.count ?? 0
    deleteItem.title = count == 0 ? "Delete" : "Delete (\(count))"
    deleteItem.isEnabled = count > 0
  }

  private func deleteSelected() {
    let selected = (tableView.indexPathsForSelectedRows ?? []).sorted(by: >)
    for indexPath in selected { rows.remove(at: indexPath.row) }
    tableView.deleteRows(at: selected, with: .automatic)
    countSelection()
  }
}
