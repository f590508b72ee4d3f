import Foundation
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
public final class FilmsScreen: UITableViewController, ListScreen, ScenarioScreen {
  /// The navigation bar's title.
  public static let title = "Films"

  /// Decides what the screen shows.
  public let controller: FilmsController

  /// Binds the controller to the table, once the view has loaded.
  public let binding: ListScreenBinding<FilmsController>

  /// Creates the screen over `service`, titled.
  public init(service: any FilmsService) {
    controller = FilmsController(service: service)
    binding = ListScreenBinding(controller: controller, cell: FilmCell.self)
    super.init(style: .plain)
    title = Self.title
  }

  /// Not available: the screen is made with its service.
  public required init?(coder: NSCoder) {
    nil
  }

  /// Binds the table, without separators.
  public override func viewDidLoad() {
    super.viewDidLoad()
    tableView.useReferenceCellMargins()
    binding.tableView = tableView
    tableView.separatorStyle = .none
  }

  /// A row is about to display: near the end of a paging list the controller asks for the
  /// next page.
  public override func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    controller.rowWillDisplay(at: indexPath)
  }

  /// Loads and retries.
  public nonisolated static var scenarioEvents: [ScenarioEvent<FilmsScreen>] {
    [
      .flag("load", perform: { $0.controller.loadRequested() }),
      .flag("retry", perform: { $0.controller.retryTapped() }),
    ]
  }
}
