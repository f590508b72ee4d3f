import HeadlessRender
import ListKit
import Models
import ViewModels

extension FilmCell: ReusableCell {}

/// The Films screen: Star Wars films in episode order, paging in as the user scrolls.
@MainActor
public final class FilmsScreen: DrivableScreen {
  /// The navigation bar's title.
  public static let title = "Films"

  /// Binds the controller to the screen.
  public let binding: ListScreenBinding<FilmsController>

  /// Creates the screen over `service`.
  public init(service: any FilmsService) {
    let controller = FilmsController(service: service)
    let screenView = ScreenView(title: Self.title)
    screenView.tableView.register(FilmCell.self)
    binding = ListScreenBinding(controller: controller, screenView: screenView) {
      table, indexPath, film in
      try table.dequeueCell(FilmCell.self, for: indexPath, configuredWith: film)
    }
    binding.rowWillDisplay = { [weak controller] in controller?.rowWillDisplay(at: $0) }
  }

  /// Loads and retries; the other events are not on this screen.
  public func handle(_ event: ScreenEvent) -> ScreenEventOutcome {
    let controller = binding.controller
    switch event {
    case .load: _ = controller.loadRequested()
    case .retry: _ = controller.retryTapped()
    case .search, .toggle, .favorite: return .notOnThisScreen
    }
    return .handled
  }
}
