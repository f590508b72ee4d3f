import ListKit

/// A list screen: a table view controller whose controller a ``ListScreenBinding`` binds to
/// its table.
///
/// A team's screen is one small view controller that creates its controller, registers its
/// cells and binds them; everything that draws, diffs and renders the screen works from this
/// protocol. Its ``ControlledScreen`` requirements come from the binding and from
/// `UITableViewController`.
///
/// ```swift
/// final class ContactsViewController: UITableViewController, ListScreen {
///   let binding = ListScreenBinding(controller: ContactsController(), cell: ContactCell.self)
///
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     title = "Contacts"
///     binding.tableView = tableView
///   }
/// }
/// ```
@MainActor
public protocol ListScreen: ControlledScreen {
  /// The controller the screen shows, found from the binding's type.
  associatedtype Controller

  /// The binding between the controller and the screen's table.
  var binding: ListScreenBinding<Controller> { get }
}

extension ListScreen {
  /// The screen's controller.
  public var controller: Controller { binding.controller }

  /// The last update the store refused, if any.
  public var updateFailure: (any Error)? { binding.updateFailure }
}
