import HeadlessRender
import HeadlessTestSupport
import ListKit
import Testing

@MainActor
@Suite struct ScreenViewTests {
  @Test func theTableFillsWhatTheBarsLeave() throws {
    let screen = ScreenView(title: "Birds", searchPlaceholder: "Search birds")
    screen.gridFrame = GridRect(x: 0, y: 0, width: 20, height: 12)
    try screen.layout()
    #expect(screen.chromeHeight == 5)
    #expect(screen.navigationBar.gridFrame == GridRect(x: 0, y: 0, width: 20, height: 2))
    #expect(screen.searchBar?.gridFrame == GridRect(x: 0, y: 2, width: 20, height: 3))
    #expect(screen.tableView.gridFrame == GridRect(x: 0, y: 5, width: 20, height: 7))
  }

  @Test func aScreenWithoutSearchHasOnlyTheNavigationBarAboveTheTable() throws {
    let screen = ScreenView(title: "Todos")
    screen.gridFrame = GridRect(x: 0, y: 0, width: 20, height: 6)
    try screen.layout()
    #expect(screen.searchBar == nil)
    #expect(screen.chromeHeight == 2)
    #expect(screen.tableView.gridFrame == GridRect(x: 0, y: 2, width: 20, height: 4))
  }

  @Test func theFooterFollowsTheLastRowAndIsSizedForTheWidth() throws {
    let screen = NamesScreen()
    screen.controller.sections = [ListSection(id: "all", items: NamesScreen.rows(2))]
    screen.controller.footer = .error("You are offline.", retryHint: ListFooter.retryHint)
    screen.screenView.gridFrame = GridRect(x: 0, y: 0, width: 10, height: 12)
    try screen.screenView.layout()
    // Two rows, each with its separator line, then the footer. At 10 columns both "You are
    // offline." and "Tap to retry." wrap to two lines, under the blank line.
    #expect(screen.screenView.footerView.gridFrame == GridRect(x: 0, y: 4, width: 10, height: 5))
  }
}
