import HeadlessRender
import ListKit

/// A screen whose content a `ListScreenController` decides: a view controller whose list is a
/// `UITableView` or a `UICollectionView`, what scenarios, goldens and tests drive.
///
/// A screen conforms in one of two ways. Through a ``ListScreenBinding``, which diffs the
/// controller's sections in a `SectionStore`: adopt ``ListScreen`` and declare the binding,
/// and the requirements come from it. Or the way a UIKit view controller with a diffable data
/// source works: it builds a snapshot on every change and applies it to a
/// `UITableViewDiffableDataSource` or a `UICollectionViewDiffableDataSource`:
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
/// The screen's list is found as UIKit has it: a `UITableViewController`'s `tableView`, a
/// `UICollectionViewController`'s `collectionView`, else the first table or collection view
/// in its view. A scenario scrolls and taps it, and prints its update summary beside each
/// frame (`1 row moved`, or `1 item moved` for a collection view).
///
/// A scenario shows the screen in a `UINavigationController`, as an app shows a list.
@MainActor
public protocol ControlledScreen: UIViewController {
  /// The controller the screen shows.
  associatedtype Controller: ListScreenController

  /// The screen's controller.
  var controller: Controller { get }

  /// The last change of the controller's state that the screen could not show (duplicate
  /// identifiers, from the store or from building a snapshot), if any.
  var updateFailure: (any Error)? { get }
}
