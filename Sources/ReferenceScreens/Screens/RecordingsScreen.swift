import Foundation
import HeadlessRender
import HeadlessScenarios
import HeadlessTesting
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
package final class RecordingsScreen: ReferenceListScreen<RecordingsController>, ScenarioScreen,
  UISearchBarDelegate
{
  /// The navigation bar's title.
  package static let title = "Recordings"
  /// What the empty search field shows.
  package static let searchPlaceholder = "Search birds"

  /// The search field under the navigation bar.
  package let searchController = UISearchController(searchResultsController: nil)

  /// Creates the screen over `service`, titled, with the search field under its title.
  package convenience init(service: any RecordingsService) {
    self.init(
      binding: ListScreenBinding(
        controller: RecordingsController(service: service), cell: RecordingCell.self),
      title: Self.title)
    searchController.searchBar.placeholder = Self.searchPlaceholder
    searchController.searchBar.delegate = self
    navigationItem.searchController = searchController
    binding.stateDidChange = { [weak self] in
      self?.searchController.searchBar.text = self?.controller.state.query ?? ""
    }
  }

  /// The user tapped Search: the controller searches for the text typed.
  package func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
    controller.searchSubmitted(searchBar.text ?? "")
  }

  /// A row is about to display: near the end of a paging list the controller asks for the
  /// next page.
  package override func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    controller.rowWillDisplay(at: indexPath)
  }

  /// `{"search": "parrot"}`, which types the query and taps Search, and `{"retry": true}`.
  package nonisolated static var scenarioEvents: [ScenarioEvent<RecordingsScreen>] {
    [
      .string("search", perform: { $0.searchController.searchBar.submit($1) }),
      .retry,
    ]
  }
}
