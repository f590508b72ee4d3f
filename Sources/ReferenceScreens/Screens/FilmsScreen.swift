import Foundation
import HeadlessRender
import HeadlessScenarios
import HeadlessTesting
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
package final class FilmsScreen: ReferenceListScreen<FilmsController>, ScenarioScreen {
  /// The navigation bar's title.
  package static let title = "Films"

  /// Creates the screen over `service`, titled.
  package convenience init(service: any FilmsService) {
    self.init(
      binding: ListScreenBinding(
        controller: FilmsController(service: service), cell: FilmCell.self),
      title: Self.title)
  }

  /// Binds the table, without separators.
  package override func viewDidLoad() {
    super.viewDidLoad()
    tableView.separatorStyle = .none
  }

  /// A row is about to display: near the end of a paging list the controller asks for the
  /// next page.
  package override func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    controller.rowWillDisplay(at: indexPath)
  }

  /// Loads and retries.
  package nonisolated static var scenarioEvents: [ScenarioEvent<FilmsScreen>] { [.load, .retry] }
}
