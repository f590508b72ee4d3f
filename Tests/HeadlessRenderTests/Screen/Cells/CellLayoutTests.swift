import Testing

@testable import HeadlessRender

@MainActor
@Suite struct CellLayoutTests {
  @Test func conflictingConstraintsAreKeptAsTheErrorAndThePlainLayoutStacksTheViews() {
    let content = UIView()
    let title = UILabel(text: "Lyrebird")
    let caption = UILabel(text: "It mimics chainsaws and camera shutters")
    caption.numberOfLines = 0
    content.addSubview(title)
    content.addSubview(caption)
    let layout = CellLayout(contentView: content)
    layout.setUp(fallingBackTo: [title, caption]) { layout in
      try layout.constrain(title.named("title")) { title in
        title.width == 5
        title.width >= 8
      }
    }
    #expect(
      layout.error.map { "\($0)" }
        == "cannot satisfy required constraint title.width >= 8; it conflicts with title.width == 5"
    )
    // 20 - 2 margins = 18 columns: the caption wraps to "It mimics" / "chainsaws and" /
    // "camera shutters".
    #expect(layout.fittingSize(width: 20) == GridSize(width: 20, height: 4))
    layout.layout(in: GridSize(width: 20, height: 4))
    #expect(title.gridFrame == GridRect(x: 1, y: 0, width: 18, height: 1))
    #expect(caption.gridFrame == GridRect(x: 1, y: 1, width: 18, height: 3))
  }

  @Test func thePlainLayoutGivesAViewWithoutHeightALineOfItsOwn() {
    // An empty label measures 0 lines; stacked, it still takes a line, and the view after it
    // starts below that line instead of on it.
    let content = UIView()
    let title = UILabel(text: "Lyrebird")
    let empty = UILabel(text: "")
    let caption = UILabel(text: "Mimic")
    for view in [title, empty, caption] { content.addSubview(view) }
    let layout = CellLayout(contentView: content)
    layout.setUp(fallingBackTo: [title, empty, caption]) { layout in
      try layout.constrain(title.named("title")) { title in
        title.width == 5
        title.width >= 8
      }
    }
    #expect(layout.error != nil)
    #expect(layout.fittingSize(width: 20) == GridSize(width: 20, height: 3))
    layout.layout(in: GridSize(width: 20, height: 3))
    #expect(empty.gridFrame == GridRect(x: 1, y: 1, width: 18, height: 1))
    #expect(caption.gridFrame == GridRect(x: 1, y: 2, width: 18, height: 1))
  }

  @Test func aHealthyLayoutHasNoError() {
    let content = UIView()
    let title = UILabel(text: "Lyrebird")
    content.addSubview(title)
    let layout = CellLayout(contentView: content)
    layout.setUp(fallingBackTo: [title]) { layout in
      try layout.constrain(title, content) { title, parent in
        title.leading == parent.leading + 2
        title.top == parent.top
        parent.bottom == title.bottom
      }
    }
    #expect(layout.error == nil)
    #expect(layout.fittingSize(width: 20) == GridSize(width: 20, height: 1))
    layout.layout(in: GridSize(width: 20, height: 1))
    #expect(title.gridFrame == GridRect(x: 2, y: 0, width: 8, height: 1))
  }
}
