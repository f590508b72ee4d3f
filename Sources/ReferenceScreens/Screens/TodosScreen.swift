import HeadlessRender
import ListKit
import Models
import ViewModels

extension TodoCell: ReusableCell {}

/// The Todos screen: not-completed and completed sections; tapping a row toggles its todo.
@MainActor
public final class TodosScreen: DrivableScreen {
  /// The navigation bar's title.
  public static let title = "Todos"

  /// Binds the controller to the screen.
  public let binding: ListScreenBinding<TodosController>

  /// Creates the screen over `service`.
  public init(service: any TodosService) {
    let controller = TodosController(service: service)
    let screenView = ScreenView(title: Self.title)
    screenView.tableView.register(TodoCell.self)
    binding = ListScreenBinding(controller: controller, screenView: screenView) {
      table, indexPath, todo in
      try table.dequeueCell(TodoCell.self, for: indexPath, configuredWith: todo)
    }
    binding.rowSelected = { [weak controller] todo in controller?.todoToggled(id: todo.id) }
  }

  /// Loads, retries and toggles todos shown; the other events are not on this screen.
  public func handle(_ event: ScreenEvent) -> ScreenEventOutcome {
    let controller = binding.controller
    switch event {
    case .load: _ = controller.loadRequested()
    case .retry: _ = controller.retryTapped()
    case .toggle(let id):
      if controller.todoToggled(id: id) == .noSuchItem { return .noSuchItem }
    case .search, .favorite: return .notOnThisScreen
    }
    return .handled
  }
}
