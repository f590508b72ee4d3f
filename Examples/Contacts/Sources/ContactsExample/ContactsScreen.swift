import HeadlessRender
import HeadlessScenarios
import ListKit

/// The Contacts screen: a search bar over favourites and A–Z sections that page in.
@MainActor
public final class ContactsScreen: ListScreen, ScenarioScreen {
  /// Binds the controller to the screen.
  public let binding: ListScreenBinding<ContactsController>

  /// Creates the screen over `service`.
  public init(service: any ContactsService) {
    let controller = ContactsController(service: service)
    let screenView = ScreenView(title: "Contacts", searchPlaceholder: "Search contacts")
    screenView.tableView.separatorStyle = .singleLine
    // A row is 3 lines with its separator; so estimated, only rows that fit are displayed.
    screenView.tableView.estimatedRowHeight = 88
    binding = ListScreenBinding(
      controller: controller, screenView: screenView, cell: ContactCell.self)
    binding.rowWillDisplay = { [weak controller] in controller?.rowWillDisplay(at: $0) }
    binding.stateDidChange = { [weak controller, weak screenView] in
      screenView?.searchBar?.text = controller?.query ?? ""
    }
  }

  /// `{"load": true}`, `{"search": "an"}`, `{"favorite": "42"}` and `{"retry": true}`.
  public nonisolated static var scenarioEvents: [ScenarioEvent<ContactsScreen>] {
    [
      .flag("load", perform: { $0.controller.loadRequested() }),
      .string("search", perform: { $0.controller.searchSubmitted($1) }),
      .string("favorite") { $0.controller.favoriteTapped(id: $1) },
      .flag("retry", perform: { $0.controller.retryTapped() }),
    ]
  }
}
