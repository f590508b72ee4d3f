import Testing

@testable import HeadlessRender

@MainActor
@Suite struct NavigationBarTests {
  private func draw(_ bar: NavigationBar) -> [String] {
    var canvas = Canvas(width: bar.frame.width, height: bar.frame.height)
    bar.render(on: &canvas)
    return canvas.lines
  }

  @Test func theDocumentedBarPrintsExactlyAsShown() {
    let bar = NavigationBar(title: "Recordings")
    bar.leadingItemTitle = "‹ Back"
    bar.frame = Rect(x: 0, y: 0, width: 24, height: 2)
    #expect(draw(bar) == ["‹ Back Recordings", "────────────────────────"])
  }

  @Test func theTitleIsCenteredOverAnUnderline() {
    let bar = NavigationBar(title: "Feed", frame: Rect(x: 0, y: 0, width: 10, height: 2))
    #expect(draw(bar) == ["   Feed", "──────────"])
  }

  @Test func aLongTitleStopsShortOfTheItems() {
    let bar = NavigationBar(
      title: "Articles and essays", frame: Rect(x: 0, y: 0, width: 20, height: 2))
    bar.trailingItemTitle = "Edit"
    #expect(draw(bar) == ["     Articles…  Edit", "────────────────────"])
  }

  @Test func theBarIsTwoLinesTall() {
    #expect(NavigationBar().intrinsicContentSize == (nil, 2))
  }
}
