import Foundation
import HeadlessRender
import HeadlessTesting
import Testing

/// `HeadlessApp` on a collection view: an outline parent expanded and collapsed, an item tapped,
/// through the same code as the scenario steps.
@MainActor
@Suite struct HeadlessAppCollectionTests {
  private func item(_ item: Int, _ section: Int) -> IndexPath {
    IndexPath(item: item, section: section)
  }

  private func message(_ body: () throws -> Void) -> String? {
    do {
      try body()
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func anOutlineParentExpandsAndCollapses() throws {
    let app = HeadlessApp(
      rootViewController: ShelvesScreen(), device: GridSize(width: 24, height: 12))
    let fiction = app.cells[item(0, 1)]
    #expect(fiction.label == "▸ Fiction")
    #expect(!app.cells["  Solaris"].exists)
    try fiction.expand()
    #expect(fiction.label == "▾ Fiction")
    #expect(app.cells["  Solaris"].isHittable)
    #expect(app.cells[item(1, 1)].label == "  Solaris")
    try fiction.collapse()
    #expect(fiction.label == "▸ Fiction")
    #expect(!app.cells["  Solaris"].exists)
    #expect(
      message { try app.cells[item(2, 1)].expand() }
        == "Failed to expand cell at [1, 2]: it is not an outline parent with children")
    #expect(
      message { try app.cells[item(3, 1)].expand() }
        == "Failed to expand cell at [1, 3]: the list has no item there (per section: [5, 3])")
    #expect(
      message { try app.cells["Dune"].tapEditingControl() }
        == "Failed to tap the editing control of cell \"Dune\": it is not a row of a table")
  }

  @Test func aSwipeOnACollectionViewScrollsItHalfItsWidthOrHeightAsTheFingerMoves() throws {
    let screen = RackScreen()
    let app = HeadlessApp(rootViewController: screen, device: GridSize(width: 30, height: 5))
    let rack = app.collectionViews["rack"]
    #expect(app.collectionViews.labels == [""])
    #expect(app.otherElements.count == 0)
    // 70 columns of content, 30 on screen: a swipe moves it 15 columns, up to the end; 15
    // columns in, Fruit's header is pinned at the left edge, fig is out of sight, plum's last
    // letter shows.
    try rack.swipeLeft()
    #expect(screen.collectionView.contentOffset.x == 15 * 9.75)
    #expect(
      try app.text() == """
        updates: data reloaded
         ┌──────────────────────────────┐
         │             Rack             │
         │──────────────────────────────│
         │Fruit                 Veg     │
         │        kiwi          kale    │
         │m                     leek    │
         └──────────────────────────────┘

        """)
    try rack.swipeLeft()
    try rack.swipeLeft()
    #expect(screen.collectionView.contentOffset.x == 40 * 9.75)
    try rack.swipeRight()
    #expect(screen.collectionView.contentOffset.x == 25 * 9.75)
    // No content below: a swipe up leaves it.
    try rack.swipeUp()
    #expect(screen.collectionView.contentOffset == CGPoint(x: 25 * 9.75, y: 0))
    try rack.swipe(.leading)
    #expect(screen.collectionView.contentOffset.x == 10 * 9.75)
    #expect(
      message { try rack.swipe(.trailing, full: true) }
        == "Failed to swipe fully from the trailing collection view \"rack\": it is not a row or an "
        + "item")
    // A swipe on a cell is the cell's: it has no swipe actions.
    #expect(
      message { try app.cells["pear"].swipeLeft() }
        == "Failed to swipe left cell \"pear\": it has no trailing swipe actions")
    #expect(screen.collectionView.contentOffset.x == 10 * 9.75)
  }

  @Test func aSwipeUpOnACollectionViewThatScrollsDownScrollsItDown() throws {
    let screen = ShelvesScreen()
    let app = HeadlessApp(rootViewController: screen, device: GridSize(width: 24, height: 6))
    // Two headers, the shelf and three shelves: 6 lines, 4 on screen.
    let shelves = app.collectionViews.firstMatch
    try shelves.swipeUp()
    #expect(screen.collectionView.contentOffset == CGPoint(x: 0, y: 44))
    try shelves.swipeDown()
    #expect(screen.collectionView.contentOffset == .zero)
    try shelves.swipeLeft()
    #expect(screen.collectionView.contentOffset == .zero)
  }
}
