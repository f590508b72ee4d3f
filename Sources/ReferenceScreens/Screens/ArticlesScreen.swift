import Foundation
import HeadlessRender
import HeadlessScenarios
import ListKit
import Models
import ViewModels

extension ArticleCell: ReusableCell {}

/// The Articles screen: a Medium-like list with multi-line previews; items that cannot be
/// read are left out and counted in the footer. Pulling the list down refreshes it, the
/// articles on screen kept until the answer replaces them.
///
/// Separators: UIKit's default, a line under each article from where the text starts. An
/// article runs to many lines (author, date, a wrapped title, a wrapped preview) and the next
/// one starts with the same kind of line, so without the line one article would read on into
/// the next; inset to the text, as reading lists draw it, the line never looks like the
/// navigation bar's full-width rule.
@MainActor
public final class ArticlesScreen: UITableViewController, ListScreen, ScenarioScreen {
  /// The navigation bar's title.
  public static let title = "Articles"

  /// Decides what the screen shows.
  public let controller: ArticlesController

  /// Binds the controller to the table, once the view has loaded.
  public let binding: ListScreenBinding<ArticlesController>

  /// Creates the screen over `service`, formatting dates in `environment`, titled.
  public init(service: any ArticlesService, environment: FormatEnvironment) {
    controller = ArticlesController(service: service, environment: environment)
    binding = ListScreenBinding(controller: controller, cell: ArticleCell.self)
    super.init(style: .plain)
    title = Self.title
  }

  /// Not available: the screen is made with its service.
  public required init?(coder: NSCoder) {
    nil
  }

  /// Binds the table and gives it a refresh control, which spins while the controller
  /// refreshes.
  public override func viewDidLoad() {
    super.viewDidLoad()
    tableView.useReferenceCellMargins()
    let refresh = UIRefreshControl()
    refresh.addAction(
      UIAction { [weak controller] _ in controller?.refreshRequested() }, for: .valueChanged)
    refreshControl = refresh
    binding.stateDidChange = { [weak self] in self?.showRefreshing() }
    binding.tableView = tableView
  }

  /// The refresh control spins while a refresh is on its way (a pull, or a retry after a
  /// failed refresh), and stops once its answer or failure is on screen.
  private func showRefreshing() {
    guard let refreshControl else { return }
    if controller.isRefreshing {
      refreshControl.beginRefreshing()
    } else {
      refreshControl.endRefreshing()
    }
  }

  /// Loads and retries.
  public nonisolated static var scenarioEvents: [ScenarioEvent<ArticlesScreen>] {
    [
      .flag("load", perform: { $0.controller.loadRequested() }),
      .flag("retry", perform: { $0.controller.retryTapped() }),
    ]
  }
}
