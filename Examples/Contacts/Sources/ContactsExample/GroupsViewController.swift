#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The contact groups screen showing `model`'s groups, as the app shows it.
@MainActor
public func makeGroupsScreen(model: GroupsViewModel) -> UIViewController {
  GroupsViewController(model: model)
}

/// The contact groups screen, a plain `UITableViewController` over its own view model (no
/// ListKit): a search field filters the groups, a pull fetches them again, a trailing swipe
/// deletes one, and Edit shows the delete and reorder controls with a toolbar.
///
/// The class is internal: its `tableView(_:commit:forRowAt:)` names
/// `UITableViewCell.EditingStyle`, which a declaration cannot name through
/// HeadlessUIKit's typealiases; ``makeGroupsScreen(model:)`` makes it.
final class GroupsViewController: UITableViewController, UISearchResultsUpdating {
  /// The screen's view model.
  let model: GroupsViewModel
  /// The toolbar's button, enabled while editing with groups to count.
  let countItem = UIBarButtonItem(title: "Groups", style: .plain, target: nil, action: nil)

  /// A screen showing `model`'s groups.
  init(model: GroupsViewModel) {
    self.model = model
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Groups"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Group")
    navigationItem.rightBarButtonItem = editButtonItem
    let search = UISearchController(searchResultsController: nil)
    search.searchResultsUpdater = self
    search.searchBar.placeholder = "Search groups"
    navigationItem.searchController = search
    let refresh = UIRefreshControl()
    refresh.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        Task {
          await self.model.refresh()
          self.refreshControl?.endRefreshing()
        }
      }, for: .valueChanged)
    refreshControl = refresh
    countItem.title = "\(model.shown.count) groups"
    countItem.isEnabled = false
    toolbarItems = [countItem]
    model.onChange = { [weak self] in
      guard let self else { return }
      tableView.reloadData()
      countItem.title = "\(model.shown.count) groups"
    }
  }

  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    navigationController?.setToolbarHidden(!editing, animated: animated)
  }

  func updateSearchResults(for searchController: UISearchController) {
    model.query = searchController.searchBar.text ?? ""
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int)
    -> Int
  { model.shown.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Group", for: indexPath)
    cell.textLabel?.text = model.shown[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath)
    -> Bool
  { true }

  override func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    model.moveShown(from: sourceIndexPath.row, to: destinationIndexPath.row)
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    model.deleteShown(at: indexPath.row)
  }

  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let delete = UIContextualAction(style: .destructive, title: "Delete") {
      [weak self] _, _, completion in
      self?.model.deleteShown(at: indexPath.row)
      completion(true)
    }
    return UISwipeActionsConfiguration(actions: [delete])
  }
}
