import ListKit

/// A list screen: a controller bound to a ``ScreenView`` through a ``ListScreenBinding``.
///
/// A team's screen is one small type that creates its controller and view, registers its cells
/// and binds them; everything that draws, diffs and renders the screen works from this
/// protocol. Its ``ControlledScreen`` requirements come from the binding.
///
/// ```swift
/// @MainActor final class ContactsScreen: ListScreen {
///   let binding: ListScreenBinding<ContactsController>
///   init(controller: ContactsController) {
///     let view = ScreenView(title: "Contacts")
///     view.tableView.register(ContactCell.self)
///     binding = ListScreenBinding(controller: controller, screenView: view) { table, path, row in
///       table.dequeueCell(ContactCell.self, for: path, configuredWith: row)
///     }
///   }
/// }
/// ```
///
/// A screen can instead show its controller through a ``UITableViewDiffableDataSource``; see
/// ``ControlledScreen``.
@MainActor
public protocol ListScreen: ControlledScreen {
  /// The controller the screen shows, found from the binding's type.
  associatedtype Controller

  /// The binding between the controller and the screen's view.
  var binding: ListScreenBinding<Controller> { get }
}

extension ListScreen {
  /// The screen's view: bars, table, footer.
  public var screenView: ScreenView { binding.screenView }

  /// The screen's controller.
  public var controller: Controller { binding.controller }

  /// The last update the store refused, if any.
  public var updateFailure: (any Error)? { binding.updateFailure }
}
