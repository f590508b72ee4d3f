import HeadlessRender
import HeadlessScenarios
import ListKit
import Models
import ViewModels

extension RecordingCell: ReusableCell {}

/// The Recordings screen: a search bar over recordings that page in as the user scrolls.
///
/// Separators: UIKit's default, a line under each recording from where the text starts, as
/// search results are drawn on iOS. Each result is a name line over a line of species,
/// country and play button; truncated names (`Psittacus erith…`) make the two lines look
/// alike, and the line says where one result ends.
@MainActor
public final class RecordingsScreen: ListScreen, ScenarioScreen {
  /// The navigation bar's title.
  public static let title = "Recordings"
  /// What the empty search field shows.
  public static let searchPlaceholder = "Search birds"

  /// Binds the controller to the screen.
  public let binding: ListScreenBinding<RecordingsController>

  /// Creates the screen over `service`.
  public init(service: any RecordingsService) {
    let controller = RecordingsController(service: service)
    let screenView = ScreenView(title: Self.title, searchPlaceholder: Self.searchPlaceholder)
    screenView.tableView.register(RecordingCell.self)
    screenView.tableView.separatorStyle = .singleLine
    screenView.tableView.separatorInset = .automatic
    binding = ListScreenBinding(controller: controller, screenView: screenView) {
      table, indexPath, recording in
      try table.dequeueCell(RecordingCell.self, for: indexPath, configuredWith: recording)
    }
    binding.rowWillDisplay = { [weak controller] indexPath in
      controller?.rowWillDisplay(at: indexPath)
    }
    binding.stateDidChange = { [weak controller, weak screenView] in
      screenView?.searchBar?.text = controller?.state.query ?? ""
    }
  }

  /// `{"search": "parrot"}`: the user submits a search.
  public nonisolated static let search = ScenarioEvent<RecordingsScreen>.string("search") {
    screen, query in
    _ = screen.controller.searchSubmitted(query)
    return .handled
  }

  /// Searches and retries.
  public nonisolated static var scenarioEvents: [ScenarioEvent<RecordingsScreen>] {
    [
      search,
      .flag("retry") { screen in
        _ = screen.controller.retryTapped()
        return .handled
      },
    ]
  }
}
