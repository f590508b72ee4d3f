import HeadlessRender
import HeadlessScenarios
import ListKit
import Models
import ViewModels

extension ArticleCell: ReusableCell {}

/// The Articles screen: a Medium-like list with multi-line previews; items that cannot be
/// read are left out and counted in the footer.
///
/// Separators: UIKit's default, a line under each article from where the text starts. An
/// article runs to many lines (author, date, a wrapped title, a wrapped preview) and the next
/// one starts with the same kind of line, so without the line one article would read on into
/// the next; inset to the text, as reading lists draw it, the line never looks like the
/// navigation bar's full-width rule.
@MainActor
public final class ArticlesScreen: ListScreen, ScenarioScreen {
  /// The navigation bar's title.
  public static let title = "Articles"

  /// Binds the controller to the screen.
  public let binding: ListScreenBinding<ArticlesController>

  /// Creates the screen over `service`, formatting dates in `environment`.
  public init(service: any ArticlesService, environment: FormatEnvironment) {
    let controller = ArticlesController(service: service, environment: environment)
    let screenView = ScreenView(title: Self.title)
    screenView.tableView.register(ArticleCell.self)
    screenView.tableView.separatorStyle = .singleLine
    screenView.tableView.separatorInset = .automatic
    binding = ListScreenBinding(controller: controller, screenView: screenView) {
      table, indexPath, article in
      try table.dequeueCell(ArticleCell.self, for: indexPath, configuredWith: article)
    }
  }

  /// Loads and retries.
  public nonisolated static var scenarioEvents: [ScenarioEvent<ArticlesScreen>] {
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
