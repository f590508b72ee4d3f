import ListKit

/// A screen whose content a `ListScreenController` decides: a view controller with a table,
/// what scenarios, goldens and tests drive.
///
/// A screen conforms in one of two ways. Through a ``ListScreenBinding``, which diffs the
/// controller's sections in a `SectionStore`: adopt ``ListScreen`` and declare the binding,
/// and the requirements come from it and from `UITableViewController`. Or the way a UIKit view
/// controller with a diffable data source works: it builds a snapshot on every change and
/// applies it to a ``UITableViewDiffableDataSource``:
///
/// ```swift
/// final class ContactsViewController: UITableViewController, ControlledScreen, ListObserver {
///   let controller: ContactsController
///   private(set) var updateFailure: (any Error)?
///   private lazy var dataSource = UITableViewDiffableDataSource<String, Contact.ID>(
///     tableView: tableView) { table, path, id in ... }
///
///   func listDidChange() {
///     var snapshot = NSDiffableDataSourceSnapshot<String, Contact.ID>()
///     ...
///     dataSource.apply(snapshot)
///   }
/// }
/// ```
///
/// A scenario shows the screen in a `UINavigationController`, as an app shows a list.
@MainActor
public protocol ControlledScreen: UIViewController {
  /// The controller the screen shows.
  associatedtype Controller: ListScreenController

  /// The screen's controller.
  var controller: Controller { get }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UITableViewController's own type, which a screen's table usually comes from.
  /// The table that shows the controller's sections.
  var tableView: UITableView! { get }

  /// The last change of the controller's state that the screen could not show (duplicate
  /// identifiers, from the store or from building a snapshot), if any.
  var updateFailure: (any Error)? { get }
}
