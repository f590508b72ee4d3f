import ListKit

/// A screen whose content a `ListScreenController` decides, shown in a
/// ``ScreenView``: what scenarios, renderers and tests drive.
///
/// A screen conforms in one of two ways. Through a ``ListScreenBinding``, which diffs the
/// controller's sections in a `SectionStore`: adopt ``ListScreen`` and declare the
/// binding, and the three requirements come from it. Or the way a UIKit view controller with a
/// diffable data source works: the screen is the controller's view, builds a
/// `DiffableDataSourceSnapshot` on every change and applies it to a
/// ``UITableViewDiffableDataSource``:
///
/// ```swift
/// @MainActor final class ContactsScreen: ControlledScreen, ListObserver {
///   let controller: ContactsController
///   let screenView = ScreenView(title: "Contacts")
///   private(set) var updateFailure: (any Error)?
///   private let dataSource: TableViewDiffableDataSource<ContactsSectionID, Contact.ID>
///
///   func listDidChange() {
///     screenView.footer = controller.footer
///     do {
///       dataSource.apply(try controller.snapshot())
///     } catch {
///       updateFailure = error
///     }
///   }
/// }
/// ```
@MainActor
public protocol ControlledScreen: AnyObject {
  /// The controller the screen shows.
  associatedtype Controller: ListScreenController

  /// The screen's controller.
  var controller: Controller { get }

  /// The screen's view: bars, table, footer.
  var screenView: ScreenView { get }

  /// The last change of the controller's state that the screen could not show (duplicate
  /// identifiers, from the store or from building a snapshot), if any.
  var updateFailure: (any Error)? { get }
}
