import HeadlessRender
import HeadlessScenarios
import ListKit
import Models
import ViewModels

extension FilmCell: ReusableCell {}

/// The Films screen: Star Wars films in episode order, paging in as the user scrolls.
///
/// Separators: none. Every film is the same two lines, the first starting with its episode
/// (`Episode IV A New Hope`) and the second indented under the title, so rows cannot run
/// together; a separator would make every row a third taller, for nothing a reader needs.
@MainActor
public final class FilmsScreen: ListScreen, ScenarioScreen {
  /// The navigation bar's title.
  public static let title = "Films"

  /// Binds the controller to the screen.
  public let binding: ListScreenBinding<FilmsController>

  /// Creates the screen over `service`.
  public init(service: any FilmsService) {
    let controller = FilmsController(service: service)
    let screenView = ScreenView(title: Self.title)
    screenView.tableView.separatorStyle = .none
    binding = ListScreenBinding(controller: controller, screenView: screenView, cell: FilmCell.self)
    binding.rowWillDisplay = { [weak controller] in controller?.rowWillDisplay(at: $0) }
  }

  /// Loads and retries.
  public nonisolated static var scenarioEvents: [ScenarioEvent<FilmsScreen>] {
    [
      .flag("load", perform: { $0.controller.loadRequested() }),
      .flag("retry", perform: { $0.controller.retryTapped() }),
    ]
  }
}
