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
    screenView.tableView.register(FilmCell.self)
    screenView.tableView.separatorStyle = .none
    binding = ListScreenBinding(controller: controller, screenView: screenView) {
      table, indexPath, film in
      try table.dequeueCell(FilmCell.self, for: indexPath, configuredWith: film)
    }
    binding.rowWillDisplay = { [weak controller] indexPath in
      controller?.rowWillDisplay(at: indexPath)
    }
  }

  /// Loads and retries.
  public nonisolated static var scenarioEvents: [ScenarioEvent<FilmsScreen>] {
    [
      .flag("load") { screen in
        _ = screen.controller.loadRequested()
        return .handled
      },
      .flag("retry") { screen in
        _ = screen.controller.retryTapped()
        return .handled
      },
    ]
  }
}
