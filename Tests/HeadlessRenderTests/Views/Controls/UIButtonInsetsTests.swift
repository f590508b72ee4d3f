import Foundation
import Testing

@testable import HeadlessRender

/// A button's content edge insets and content alignments, and what else it keeps.
@MainActor
@Suite struct UIButtonInsetsTests {
  private func draw(_ view: UIView) -> [String] {
    var canvas = Canvas(width: view.gridFrame.width, height: view.gridFrame.height)
    view.render(on: &canvas)
    return canvas.lines
  }

  private func button(columns: Int = 14, lines: Int = 3) -> UIButton {
    let button = UIButton(type: .system)
    button.setTitle("Save", for: .normal)
    button.gridFrame = GridRect(x: 0, y: 0, width: columns, height: lines)
    return button
  }

  @Test func contentEdgeInsetsWidenTheIntrinsicSizeOnTheGrid() {
    let save = button()
    #expect(save.layoutIntrinsicSize == (8, 1))
    save.contentEdgeInsets = UIEdgeInsets(top: 22, left: 19.5, bottom: 44, right: 9.75)
    #expect(save.layoutIntrinsicSize == (8 + 2 + 1, 1 + 1 + 2))
    #expect(save.sizeThatFits(.zero) == CGSize(width: 11 * 9.75, height: 4 * 22))
  }

  @Test func contentEdgeInsetsMoveTheTitleInsideTheFrame() {
    let save = button()
    #expect(draw(save) == ["", "   [ Save ]", ""])
    // 6 columns on the left leave the title its 8: it starts at column 6.
    save.contentEdgeInsets = UIEdgeInsets(top: 0, left: 58.5, bottom: 0, right: 0)
    #expect(draw(save) == ["", "      [ Save ]", ""])
    save.contentEdgeInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 58.5)
    #expect(draw(save) == ["", "", "[ Save ]"])
  }

  @Test func theHorizontalAlignmentPlacesTheTitle() {
    let save = button()
    for (alignment, line) in [
      (UIControl.ContentHorizontalAlignment.left, "[ Save ]"), (.leading, "[ Save ]"),
      (.right, "      [ Save ]"), (.trailing, "      [ Save ]"), (.center, "   [ Save ]"),
      (.fill, "   [ Save ]"),
    ] {
      save.contentHorizontalAlignment = alignment
      #expect(draw(save)[1] == line)
    }
  }

  @Test func theVerticalAlignmentPicksTheLine() {
    let save = button(columns: 8)
    save.contentVerticalAlignment = .top
    #expect(draw(save) == ["[ Save ]", "", ""])
    save.contentVerticalAlignment = .bottom
    #expect(draw(save) == ["", "", "[ Save ]"])
    save.contentVerticalAlignment = .fill
    #expect(draw(save) == ["", "[ Save ]", ""])
  }

  @Test func titleAndImageInsetsAndSymbolConfigurationsAreKept() {
    let save = button()
    save.titleEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    save.imageEdgeInsets = UIEdgeInsets(top: 4, left: 3, bottom: 2, right: 1)
    #expect(save.titleEdgeInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(save.imageEdgeInsets == UIEdgeInsets(top: 4, left: 3, bottom: 2, right: 1))
    let large = UIImage.SymbolConfiguration(scale: .large)
    save.setPreferredSymbolConfiguration(large, forImageIn: .normal)
    #expect(save.preferredSymbolConfigurationForImage(in: .normal) == large)
    #expect(save.preferredSymbolConfigurationForImage(in: .highlighted) == large)  // falls back
    #expect(draw(save)[1] == "   [ Save ]")
  }
}
