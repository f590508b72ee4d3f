import Testing

@testable import HeadlessRender

@MainActor
@Suite struct UISearchBarTests {
  private func draw(_ search: UISearchBar) -> [String] {
    var canvas = Canvas(width: search.gridFrame.width, height: search.gridFrame.height)
    search.render(on: &canvas)
    return canvas.lines
  }

  @Test func theDocumentedSearchBarPrintsExactlyAsShown() {
    let search = UISearchBar(placeholder: "Search birds")
    search.gridFrame = GridRect(x: 0, y: 0, width: 20, height: 3)
    #expect(
      draw(search) == ["╭──────────────────╮", "│ ⌕ Search birds   │", "╰──────────────────╯"])
  }

  @Test func typedTextReplacesThePlaceholderAndKeepsItsEndVisible() {
    let search = UISearchBar(
      text: "nightingale", gridFrame: GridRect(x: 0, y: 0, width: 12, height: 3))
    #expect(draw(search) == ["╭──────────╮", "│ ⌕ …ngale │", "╰──────────╯"])
  }

  @Test func aShortFrameGetsTheOneLineField() {
    let search = UISearchBar(text: "owl", gridFrame: GridRect(x: 0, y: 0, width: 10, height: 1))
    #expect(draw(search) == ["⌕ owl"])
  }

  @Test func theSearchBarIsThreeLinesTall() {
    #expect(UISearchBar().layoutIntrinsicSize == (nil, 3))
  }
}
