import Foundation
import HeadlessRender
import HeadlessScenarios
import HeadlessTesting
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
package final class ArticlesScreen: ReferenceListScreen<ArticlesController>, ScenarioScreen {
  /// The navigation bar's title.
  package static let title = "Articles"

  /// Creates the screen over `service`, formatting dates in `environment`, titled.
  package convenience init(service: any ArticlesService, environment: FormatEnvironment) {
    self.init(
      binding: ListScreenBinding(
        controller: ArticlesController(service: service, environment: environment),
        cell: ArticleCell.self),
      title: Self.title)
  }

  /// Binds the table and gives it a refresh control, which spins while the controller
  /// refreshes.
  package override func viewDidLoad() {
    super.viewDidLoad()
    let refresh = UIRefreshControl()
    refresh.addAction(
      UIAction { [weak controller] _ in controller?.refreshRequested() }, for: .valueChanged)
    refreshControl = refresh
    binding.stateDidChange = { [weak self] in self?.showRefreshing() }
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
  package nonisolated static var scenarioEvents: [ScenarioEvent<ArticlesScreen>] {
    [
      .flag("load", perform: { $0.controller.loadRequested() }),
      .flag("retry", perform: { $0.controller.retryTapped() }),
    ]
  }
}
