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
        == "Failed to tap the editing control of cell \"Dune\": it shows no editing control")
  }

  @Test func anEditingListItemsDeleteControlIsTappedAsATableRowsIs() throws {
    let inbox = InboxScreen()
    let app = HeadlessApp(rootViewController: inbox, device: GridSize(width: 24, height: 8))
    #expect(
      message { try app.cells["Lunch?"].tapEditingControl() }
        == "Failed to tap the editing control of cell \"Lunch?\": it shows no editing control")
    inbox.setEditing(true, animated: false)
    #expect(!app.buttons["Archive"].exists)
    // A delete control without a handler reveals the trailing swipe actions, as in UIKit.
    try app.cells["Lunch?"].tapEditingControl()
    #expect(app.buttons["Archive"].isHittable)
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
    // A swipe on an item without swipe actions moves the content under it the same way.
    try app.cells["pear"].swipeLeft()
    #expect(screen.collectionView.contentOffset.x == 25 * 9.75)
    try app.cells["kale"].swipeRight()
    #expect(screen.collectionView.contentOffset.x == 10 * 9.75)
    #expect(
      message { try app.cells["kale"].swipe(.trailing) }
        == "Failed to swipe from the trailing cell \"kale\": it has no trailing swipe actions")
  }

  @Test func aSwipeOnAnItemOfARowThatScrollsSidewaysScrollsTheRow() throws {
    let screen = ShelvesScreen()
    let app = HeadlessApp(rootViewController: screen, device: GridSize(width: 24, height: 7))
    // The row: five books 8 columns wide and a column apart inside a column each end, 46
    // columns; 24 on screen, a swipe moves it 12.
    try app.cells["Dune"].swipeLeft()
    #expect(screen.collectionView.orthogonalOffset(ofSection: 0) == 12)
    try app.cells["Ulysses"].swipeLeft()
    #expect(screen.collectionView.orthogonalOffset(ofSection: 0) == 22)
    try app.cells["Middlemarch"].swipeRight()
    #expect(screen.collectionView.orthogonalOffset(ofSection: 0) == 10)
    #expect(screen.collectionView.contentOffset == .zero)
    // An item of the outline below scrolls nothing sideways: it has no swipe actions.
    #expect(
      message { try app.cells["▸ Fiction"].swipeLeft() }
        == "Failed to swipe left cell \"▸ Fiction\": it has no trailing swipe actions")
    // A row of group paging comes to rest on the next group, as after a finger's swipe.
    let paging = ShelvesScreen(readingBehavior: .groupPaging)
    let pagingApp = HeadlessApp(
      rootViewController: paging, device: GridSize(width: 24, height: 7))
    try pagingApp.cells["Dune"].swipeLeft()
    #expect(paging.collectionView.orthogonalOffset(ofSection: 0) == 9)
    // Right to left, the row runs to the left: a swipe to the right scrolls it on.
    let mirrored = ShelvesScreen()
    mirrored.loadViewIfNeeded()
    mirrored.collectionView.semanticContentAttribute = .forceRightToLeft
    let mirroredApp = HeadlessApp(
      rootViewController: mirrored, device: GridSize(width: 24, height: 7))
    try mirroredApp.cells["Dune"].swipeRight()
    #expect(mirrored.collectionView.orthogonalOffset(ofSection: 0) == 12)
    try mirroredApp.cells["Ulysses"].swipeLeft()
    #expect(mirrored.collectionView.orthogonalOffset(ofSection: 0) == 0)
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
