import HeadlessRender
import ListKit

/// A list screen: a table view controller whose controller a ``ListScreenBinding`` binds to
/// its table.
///
/// A team's screen is one small view controller that creates its controller and a binding
/// with its cell in its initializer, and gives the binding its table when the view loads;
/// everything that draws, diffs and renders the screen works from this protocol. Its
/// ``ControlledScreen`` requirements come from the binding.
///
/// ```swift
/// final class ContactsViewController: UITableViewController, ListScreen {
///   let binding: ListScreenBinding<ContactsController>
///
///   init(service: any ContactsService) {
///     binding = ListScreenBinding(
///       controller: ContactsController(service: service), cell: ContactCell.self)
///     super.init(style: .plain)
///     title = "Contacts"
///   }
///
///   required init?(coder: NSCoder) { nil }
///
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     binding.tableView = tableView  // registers ContactCell and shows the controller's state
///   }
/// }
/// ```
///
/// The cell must be a ``ReusableCell`` whose model is the controller's row.
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
