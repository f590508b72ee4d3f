import HeadlessRender
import HeadlessTestSupport
import HeadlessTesting
import ListKit
import Testing

/// What a navigation controller gives its top view controller: the space under the bar and
/// under the top item's search bar.
@MainActor
@Suite struct UINavigationControllerLayoutTests {
  @Test func theTopViewFillsWhatTheBarAndTheSearchBarLeave() throws {
    let list = UITableViewController(style: .plain)
    list.title = "Birds"
    let search = UISearchController(searchResultsController: nil)
    search.searchBar.placeholder = "Search birds"
    list.navigationItem.searchController = search
    let navigation = UINavigationController(rootViewController: list)
    try DeviceFrame(size: GridSize(width: 20, height: 12)).layout(navigation)
    #expect(navigation.navigationBar.gridFrame == GridRect(x: 0, y: 0, width: 20, height: 2))
    #expect(search.searchBar.gridFrame == GridRect(x: 0, y: 2, width: 20, height: 3))
    #expect(list.tableView.gridFrame == GridRect(x: 0, y: 5, width: 20, height: 7))
  }

  @Test func withoutASearchControllerOnlyTheBarIsAboveTheView() throws {
    let list = UITableViewController(style: .plain)
    let navigation = UINavigationController(rootViewController: list)
    try DeviceFrame(size: GridSize(width: 20, height: 6)).layout(navigation)
    #expect(list.tableView.gridFrame == GridRect(x: 0, y: 2, width: 20, height: 4))
    navigation.isNavigationBarHidden = true
    try DeviceFrame(size: GridSize(width: 20, height: 6)).layout(navigation)
    #expect(list.tableView.gridFrame == GridRect(x: 0, y: 0, width: 20, height: 6))
  }

  @Test func theFooterFollowsTheLastRowAndIsSizedForTheWidth() throws {
    let screen = NamesScreen()
    screen.controller.sections = [ListSection(id: "all", items: NamesScreen.rows(2))]
    screen.controller.footer = .error("You are offline.", retryHint: ListFooter.retryHint)
    try DeviceFrame(size: GridSize(width: 10, height: 14)).layout(screen.inNavigationController)
    // Two rows, each with its separator line, then the footer. At 10 columns both "You are
    // offline." and "Tap to retry." wrap to two lines, under the blank line.
    #expect(screen.binding.footerView.gridFrame == GridRect(x: 0, y: 4, width: 10, height: 5))
  }
}
