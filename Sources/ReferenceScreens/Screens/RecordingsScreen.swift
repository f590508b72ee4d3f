import HeadlessRender
import ListKit
import Models
import ViewModels

extension RecordingCell: ReusableCell {}

/// The Recordings screen: a search bar over recordings that page in as the user scrolls.
@MainActor
public final class RecordingsScreen: DrivableScreen {
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
    binding = ListScreenBinding(controller: controller, screenView: screenView) {
      table, indexPath, recording in
      try table.dequeueCell(RecordingCell.self, for: indexPath, configuredWith: recording)
    }
    binding.rowWillDisplay = { [weak controller] in controller?.rowWillDisplay(at: $0) }
    binding.stateDidChange = { [weak controller, weak screenView] in
      screenView?.searchBar?.text = controller?.state.query ?? ""
    }
  }

  /// Searches and retries; the other events are not on this screen.
  public func handle(_ event: ScreenEvent) -> ScreenEventOutcome {
    let controller = binding.controller
    switch event {
    case .search(let query): _ = controller.searchSubmitted(query)
    case .retry: _ = controller.retryTapped()
    case .load, .toggle, .favorite: return .notOnThisScreen
    }
    return .handled
  }
}
