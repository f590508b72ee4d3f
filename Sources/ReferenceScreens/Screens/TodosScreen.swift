import HeadlessRender
import ListKit
import Models
import ViewModels

extension TodoCell: ReusableCell {}

/// The Todos screen: not-completed and completed sections; tapping a row toggles its todo.
///
/// Separators: UIKit's default, a line under each todo from where the text starts, as
/// Reminders draws its lists. Most todos are one line, but a long one wraps, and without the
/// line its second line reads as another todo (`illo est ratione doloremque quia ✓` over
/// `maiores aut`). It costs a line per todo; a checklist is read a row at a time, so that is
/// worth it.
@MainActor
public final class TodosScreen: ScenarioScreen {
  /// The navigation bar's title.
  public static let title = "Todos"

  /// Binds the controller to the screen.
  public let binding: ListScreenBinding<TodosController>

  /// Creates the screen over `service`.
  public init(service: any TodosService) {
    let controller = TodosController(service: service)
    let screenView = ScreenView(title: Self.title)
    screenView.tableView.register(TodoCell.self)
    screenView.tableView.separatorStyle = .singleLine
    screenView.tableView.separatorInset = .automatic
    binding = ListScreenBinding(controller: controller, screenView: screenView) {
      table, indexPath, todo in
      try table.dequeueCell(TodoCell.self, for: indexPath, configuredWith: todo)
    }
    binding.rowSelected = { [weak controller] todo in controller?.todoToggled(id: todo.id) }
  }

  /// `{"toggle": 7}`: the user completes or reopens a todo the screen shows.
  public nonisolated static let toggle = ScenarioEvent<TodosScreen>.integer(
    "toggle", caption: { "toggle todo \($0)" },
    handle: { screen, id in
      switch screen.controller.todoToggled(id: id) {
      case .handled: .handled
      case .noSuchItem: .noSuchItem
      }
    })

  /// Loads, retries and toggles todos shown.
  public nonisolated static var scenarioEvents: [ScenarioEvent<TodosScreen>] {
    [
      .flag("load") { screen in
        _ = screen.controller.loadRequested()
        return .handled
      },
      .flag("retry") { screen in
        _ = screen.controller.retryTapped()
        return .handled
      },
      toggle,
    ]
  }
}
