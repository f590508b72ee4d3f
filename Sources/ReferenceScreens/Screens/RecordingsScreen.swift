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
    binding = ListScreenBinding(
      controller: controller, screenView: screenView, cell: RecordingCell.self)
    binding.rowWillDisplay = { [weak controller] in controller?.rowWillDisplay(at: $0) }
    binding.stateDidChange = { [weak controller, weak screenView] in
      screenView?.searchBar?.text = controller?.state.query ?? ""
    }
  }

  /// `{"search": "parrot"}` and `{"retry": true}`.
  public nonisolated static var scenarioEvents: [ScenarioEvent<RecordingsScreen>] {
    [
      .string("search", perform: { $0.controller.searchSubmitted($1) }),
      .flag("retry", perform: { $0.controller.retryTapped() }),
    ]
  }
}
