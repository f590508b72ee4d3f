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
    let bar = UINavigationBar(title: "Recordings")
    bar.leadingItemTitle = "‹ Back"
    bar.gridFrame = GridRect(x: 0, y: 0, width: 24, height: 2)
    #expect(draw(bar) == ["‹ Back Recordings", "────────────────────────"])
  }

  @Test func theTitleIsCenteredOverAnUnderline() {
    let bar = UINavigationBar(title: "Feed", gridFrame: GridRect(x: 0, y: 0, width: 10, height: 2))
    #expect(draw(bar) == ["   Feed", "──────────"])
  }

  @Test func aLongTitleStopsShortOfTheItems() {
    let bar = UINavigationBar(
      title: "Articles and essays", gridFrame: GridRect(x: 0, y: 0, width: 20, height: 2))
    bar.trailingItemTitle = "Edit"
    #expect(draw(bar) == ["     Articles…  Edit", "────────────────────"])
  }

  @Test func theBarIsTwoLinesTall() {
    #expect(UINavigationBar().layoutIntrinsicSize == (nil, 2))
  }
}
