import Foundation
import HeadlessRender
import HeadlessTesting
import ListKit

/// What the four reference screens that show their controller through a
/// ``HeadlessRender/ListScreenBinding`` share: a plain table view controller under a title,
/// with the reference cells' margins, whose binding takes the table when the view loads.
///
/// A screen makes its binding (and with it its controller and cells) in a convenience
/// initializer and adds what is its own, as a team's base view controller serves its screens:
///
/// ```swift
/// public final class FilmsScreen: ReferenceListScreen<FilmsController>, ScenarioScreen {
///   public convenience init(service: any FilmsService) {
///     self.init(
///       binding: ListScreenBinding(controller: FilmsController(service: service), cell: FilmCell.self),
///       title: "Films")
///   }
/// }
/// ```
@MainActor
package class ReferenceListScreen<Controller: ListScreenController>: UITableViewController,
  ListScreen
{
  /// Binds the controller to the table, once the view has loaded.
  package let binding: ListScreenBinding<Controller>

  /// Creates the screen that shows `binding`'s controller under `title`.
  init(binding: ListScreenBinding<Controller>, title: String) {
    self.binding = binding
    super.init(style: .plain)
    self.title = title
  }

  /// Not available: a reference screen is made with its service.
  package required init?(coder: NSCoder) {
    nil
  }

  /// Gives the table the reference cells' margins and binds it; a screen that registers
  /// cells or sets its table up does so after calling this.
  package override func viewDidLoad() {
    super.viewDidLoad()
    tableView.useReferenceCellMargins()
    binding.tableView = tableView
  }
}
