import HeadlessRender
import ListKit
import Models
import ViewModels

extension StatusCell: ReusableCell {}
extension PhotoCell: ReusableCell {}

/// The Feed screen: statuses and photos in sections by day; a status's favourite button
/// changes its row in place.
@MainActor
public final class FeedScreen: DrivableScreen {
  /// The navigation bar's title.
  public static let title = "Feed"

  /// Binds the controller to the screen.
  public let binding: ListScreenBinding<FeedController>

  /// Creates the screen over `service`, with days and times in `environment`.
  public init(service: any FeedService, environment: FormatEnvironment) {
    let controller = FeedController(service: service, environment: environment)
    let screenView = ScreenView(title: Self.title)
    screenView.tableView.register(StatusCell.self)
    screenView.tableView.register(PhotoCell.self)
    binding = ListScreenBinding(controller: controller, screenView: screenView) {
      table, indexPath, item in
      switch item {
      case .status(let status):
        try table.dequeueCell(StatusCell.self, for: indexPath, configuredWith: status)
      case .photo(let photo):
        try table.dequeueCell(PhotoCell.self, for: indexPath, configuredWith: photo)
      }
    }
  }

  /// Loads, retries and favourites statuses shown; the other events are not on this screen.
  public func handle(_ event: ScreenEvent) -> ScreenEventOutcome {
    let controller = binding.controller
    switch event {
    case .load: _ = controller.loadRequested()
    case .retry: _ = controller.retryTapped()
    case .favorite(let id):
      if controller.favoriteTapped(id: id) == .noSuchItem { return .noSuchItem }
    case .search, .toggle: return .notOnThisScreen
    }
    return .handled
  }
}
