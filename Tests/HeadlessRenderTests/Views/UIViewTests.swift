import Foundation
import Testing

@testable import HeadlessRender

@MainActor
@Suite struct UIViewTests {
  /// Records the calls UIKit would make, to check their order.
  private final class RecordingView: UIView {
    let name: String
    var log: [String]

    init(name: String, log: [String] = []) {
      self.name = name
      self.log = log
      super.init(frame: .zero)
      gridFrame = GridRect(x: 0, y: 0, width: 4, height: 1)
    }

    required init?(coder: NSCoder) {
      nil
    }

    override func layoutSubviews() {
      log.append("layout \(name)")
    }

    override package func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
      canvas.draw(name, at: rect.origin, clippedTo: clip)
    }
  }

  @Test func theDocumentedRowPrintsExactlyAsShown() {
    let row = UIView(gridFrame: GridRect(x: 0, y: 0, width: 8, height: 1))
    row.addSubview(
      UILabel(text: "Kingfisher", gridFrame: GridRect(x: 2, y: 0, width: 10, height: 1)))
    var canvas = Canvas(width: 10, height: 1)
    row.render(on: &canvas)
    #expect(canvas.text == "  Kingfi")
  }

  @Test func addingASubviewTakesItFromItsOldSuperview() {
    let first = UIView()
    let second = UIView()
    let child = UIView()
    first.addSubview(child)
    second.addSubview(child)
    #expect(first.subviews.isEmpty)
    #expect(second.subviews.count == 1)
    #expect(child.superview === second)
    child.removeFromSuperview()
    #expect(second.subviews.isEmpty)
    #expect(child.superview == nil)
  }

  @Test func subviewsDrawInTheirSuperviewsCoordinatesAfterIt() {
    let parent = RecordingView(name: "abcd")
    parent.gridFrame = GridRect(x: 1, y: 1, width: 4, height: 2)
    let child = RecordingView(name: "XY")
    child.gridFrame = GridRect(x: 2, y: 1, width: 2, height: 1)
    parent.addSubview(child)
    var canvas = Canvas(width: 6, height: 3)
    parent.render(on: &canvas)
    #expect(canvas.lines == ["", " abcd", "   XY"])
  }

  @Test func hiddenViewsAndTheirSubviewsAreNotDrawn() {
    let parent = RecordingView(name: "ab")
    let child = RecordingView(name: "c")
    parent.addSubview(child)
    parent.isHidden = true
    var canvas = Canvas(width: 4, height: 1)
    parent.render(on: &canvas)
    #expect(canvas.lines == [""])
  }

  @Test func layoutIfNeededLaysOutTopDown() {
    let parent = RecordingView(name: "parent")
    let child = RecordingView(name: "child")
    let grandchild = RecordingView(name: "grandchild")
    parent.addSubview(child)
    child.addSubview(grandchild)
    parent.layoutIfNeeded()
    #expect(parent.log == ["layout parent"])
    #expect(child.log == ["layout child"])
    #expect(grandchild.log == ["layout grandchild"])
  }

  @Test func sizeToFitKeepsTheOriginAndTakesTheFittingSize() {
    let label = UILabel(text: "東京", gridFrame: GridRect(x: 3, y: 4, width: 0, height: 0))
    label.sizeToFit()
    #expect(label.gridFrame == GridRect(x: 3, y: 4, width: 4, height: 1))
  }

  @Test func prioritiesDefaultAsUIKitsAndCanBeChanged() {
    let view = UIView()
    #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    view.setContentHuggingPriority(.required, for: .horizontal)
    #expect(view.contentHuggingPriority(for: .horizontal) == .required)
    #expect(view.contentHuggingPriority(for: .vertical) == .defaultLow)
  }
}
