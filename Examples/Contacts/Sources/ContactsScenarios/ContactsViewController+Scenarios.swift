import ContactsExample
import HeadlessRender
import HeadlessScenarios
import ListKit

// The app's view controller as scenarios drive it: the events a scenario step can send, each
// through the same path as the user's action.
extension ContactsViewController: ScenarioScreen {
  /// Nothing the screen could not show is kept here: a snapshot UIKit would refuse is kept
  /// by the table, and the frame that draws it reports it.
  public var updateFailure: (any Error)? { nil }

  /// `{"load": true}`, `{"search": "an"}` (typed in the search bar and submitted),
  /// `{"favorite": "42"}` and `{"retry": true}` (the footer's Retry button).
  public nonisolated static var scenarioEvents: [ScenarioEvent<ContactsViewController>] {
    [
      .flag("load", perform: { $0.controller.loadRequested() }),
      .string(
        "search",
        perform: { screen, query in
          guard let searchBar = screen.navigationItem.searchController?.searchBar else { return }
          searchBar.text = query
          screen.searchBarSearchButtonClicked(searchBar)
        }),
      .string("favorite") { $0.controller.favoriteTapped(id: $1) },
      .retry,
    ]
  }
}
