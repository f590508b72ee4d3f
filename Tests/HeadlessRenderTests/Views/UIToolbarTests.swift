import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessRender

/// A toolbar's items: titles from the leading edge, flexible spaces sharing the room left,
/// fixed spaces their width, disabled items in brackets, read as buttons.
@MainActor
@Suite struct UIToolbarTests {
  private func draw(_ items: [UIBarButtonItem], width: Int) -> [String] {
    let toolbar = UIToolbar(frame: .zero)
    toolbar.gridFrame = GridRect(x: 0, y: 0, width: width, height: 2)
    toolbar.items = items
    var canvas = Canvas(width: width, height: 2)
    toolbar.render(on: &canvas)
    return canvas.lines
  }

  private func item(_ title: String) -> UIBarButtonItem {
    UIBarButtonItem(title: title, primaryAction: UIAction { _ in })
  }

  @Test func theDocumentedToolbarPrintsExactlyAsShown() {
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 234, height: 44))
    toolbar.items = [item("Select All"), .flexibleSpace(), item("Delete (3)")]
    var canvas = Canvas(width: toolbar.gridFrame.width, height: toolbar.gridFrame.height)
    toolbar.render(on: &canvas)
    #expect(canvas.lines == [String(repeating: "─", count: 24), "Select All    Delete (3)"])
  }

  @Test func itemsWithoutSpacesRunFromTheLeadingEdgeOneColumnApart() {
    #expect(draw([item("Edit"), item("Share")], width: 16)[1] == "Edit Share")
  }

  @Test func flexibleSpacesShareTheRoomTheLeadingOnesTakingTheOddColumn() {
    // 13 columns left by "Done": 7 before it, 6 after.
    #expect(
      draw([.flexibleSpace(), item("Done"), .flexibleSpace()], width: 17)[1]
        == "       Done")
    #expect(draw([.flexibleSpace(), item("Done")], width: 12)[1] == "        Done")
  }

  @Test func aFixedSpaceIsItsWidthInColumns() {
    // 39 points are four columns; the space replaces the column between the titles.
    #expect(draw([item("A"), .fixedSpace(39), item("B")], width: 10)[1] == "A    B")
    // A fixed space's width is 0 points by default, as in UIKit: the titles touch.
    #expect(UIBarButtonItem.fixedSpace(0).width == 0)
    #expect(
      draw([item("A"), UIBarButtonItem(systemItem: .fixedSpace), item("B")], width: 10)[1] == "AB")
  }

  @Test func aDisabledItemIsInBracketsAndASystemItemShowsItsWord() {
    let delete = UIBarButtonItem(systemItem: .trash)
    delete.isEnabled = false
    #expect(
      draw([UIBarButtonItem(systemItem: .add), .flexibleSpace(), delete], width: 16)[1]
        == "Add     (Delete)")
  }

  @Test func voiceOverReadsTheItemsAsButtonsDimmedWhenDisabled() throws {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let delete = item("Delete (3)")
    delete.isEnabled = false
    navigation.viewControllers[0].toolbarItems = [item("Select All"), .flexibleSpace(), delete]
    navigation.isToolbarHidden = false
    let window = try DeviceFrame(size: GridSize(width: 24, height: 6)).layout(navigation)
    #expect(
      AccessibilityReading(of: window).elements.flatMap(\.lines)
        == ["Select All. Button.", "Delete (3). Dimmed. Button."])
  }
}
