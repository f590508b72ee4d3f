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
}
