import Foundation
import Testing

@testable import HeadlessRender

@MainActor
@Suite struct UINavigationBarTests {
  private func draw(_ bar: UINavigationBar) -> [String] {
    var canvas = Canvas(width: bar.gridFrame.width, height: bar.gridFrame.height)
    bar.render(on: &canvas)
    return canvas.lines
  }

  @Test func theDocumentedBarPrintsExactlyAsShown() {
    let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 292.5, height: 44))
    bar.setItems(
      [UINavigationItem(title: "Birds"), UINavigationItem(title: "Recordings")], animated: false)
    #expect(draw(bar) == ["‹ Birds   Recordings", String(repeating: "─", count: 30)])
  }

  @Test func theBackButtonSaysTheItemBelowUnlessItsOwnItemsReplaceIt() {
    let below = UINavigationItem(title: "Birds")
    let top = UINavigationItem(title: "Owl")
    let bar = UINavigationBar(title: "", gridFrame: GridRect(x: 0, y: 0, width: 24, height: 2))
    bar.setItems([below, top], animated: false)
    #expect(bar.backButtonTitle == "Birds")
    below.backButtonTitle = "All"
    #expect(bar.backButtonTitle == "All")
    below.backBarButtonItem = UIBarButtonItem(
      title: "Back", style: .plain, target: nil, action: nil)
    #expect(bar.backButtonTitle == "Back")
    below.backBarButtonItem = nil
    below.backButtonTitle = nil
    below.title = nil
    #expect(bar.backButtonTitle == "Back")  // an item without a title goes back to "Back"
    below.title = "Birds"
    top.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel)
    // The title is centered in what the wider end leaves on both sides: 10 columns from 7.
    #expect(draw(bar)[0] == "Cancel    Owl")
    top.leftItemsSupplementBackButton = true
    // 14 columns of items leave no room for a title between equal ends.
    #expect(draw(bar)[0] == "‹ Birds Cancel")
    top.hidesBackButton = true
    #expect(draw(bar)[0] == "Cancel    Owl")
  }

  @Test func trailingItemsRunFromTheEndAndADisabledOneIsInBrackets() {
    let item = UINavigationItem(title: "Mail")
    let compose = UIBarButtonItem(systemItem: .compose)
    item.rightBarButtonItems = [compose, UIBarButtonItem(title: "Edit", primaryAction: nil)]
    let bar = UINavigationBar(title: "", gridFrame: GridRect(x: 0, y: 0, width: 30, height: 2))
    bar.setItems([item], animated: false)
    // The first item is at the very end; the title is centered in the 4 columns left.
    #expect(draw(bar)[0] == "             Mail Edit Compose")
    compose.isEnabled = false
    #expect(draw(bar)[0] == "                Edit (Compose)")
  }

  @Test func theTitleIsCenteredOverAnUnderline() {
    let bar = UINavigationBar(title: "Feed", gridFrame: GridRect(x: 0, y: 0, width: 10, height: 2))
    #expect(draw(bar) == ["   Feed", "──────────"])
  }

  @Test func aLongTitleStopsShortOfTheItems() {
    let bar = UINavigationBar(
      title: "Articles and essays", gridFrame: GridRect(x: 0, y: 0, width: 20, height: 2))
    bar.topItem?.rightBarButtonItem = UIBarButtonItem(systemItem: .edit)
    #expect(draw(bar) == ["     Articles…  Edit", "────────────────────"])
  }

  @Test func theBarIsTwoLinesTall() {
    #expect(UINavigationBar().layoutIntrinsicSize == (nil, 2))
  }
}
