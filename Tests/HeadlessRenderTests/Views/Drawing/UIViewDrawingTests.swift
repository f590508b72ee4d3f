import Foundation
import Testing

@testable import HeadlessRender

/// A view that draws a bar chart with Core Graphics calls, as apps write one.
@MainActor
private final class ChartView: UIView {
  var draws = 0

  override func draw(_ rect: CGRect) {
    draws += 1
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.setFillColor(UIColor.red.cgColor)
    context.fill(CGRect(x: 0, y: 0, width: rect.width / 2, height: rect.height))
    context.setLineWidth(2)
    context.move(to: .zero)
    context.addLine(to: CGPoint(x: rect.width, y: 0))
    context.strokePath()
    UIColor.blue.setFill()
    UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
  }
}

/// A view whose override only calls `super`: it draws nothing of its own.
@MainActor
private final class PlainSubview: UIView {
  override func draw(_ rect: CGRect) {
    super.draw(rect)
  }
}

/// A view whose override draws nothing the context sees, as one that draws an attributed
/// string would.
@MainActor
private final class QuietView: UIView {
  override func draw(_ rect: CGRect) {}
}

/// Views that draw themselves: their calls are recorded and they show as placeholders.
@MainActor
@Suite struct UIViewDrawingTests {
  private func draw(_ view: UIView, columns: Int, lines: Int) -> [String] {
    var canvas = Canvas(width: columns, height: lines)
    view.render(on: &canvas)
    return canvas.lines
  }

  @Test func aViewThatDrawsShowsAsABoxedPlaceholderWithItsClassName() {
    let chart = ChartView(frame: CGRect(x: 0, y: 0, width: 195, height: 66))  // 20 × 3
    #expect(
      draw(chart, columns: 20, lines: 3) == [
        "╭──────────────────╮", "│ drawn: ChartView │", "╰──────────────────╯",
      ])
    #expect(chart.draws == 1)
    #expect(
      chart.recordedDrawing == [
        "setFillColor(1.0, 0.0, 0.0, 1.0)", "fill(0.0, 0.0, 97.5, 66.0)", "setLineWidth(2.0)",
        "strokePath(move(0.0, 0.0) line(195.0, 0.0))", "setFillColor(0.0, 0.0, 1.0, 1.0)",
        "fill(ellipse(0.0, 0.0, 10.0, 10.0))",
      ])
  }

  @Test func aShortFrameGetsTheBracketedPlaceholderAndTheLabelNamesIt() {
    let chart = ChartView(frame: CGRect(x: 0, y: 0, width: 234, height: 22))  // 24 × 1
    #expect(draw(chart, columns: 24, lines: 1) == ["   [drawn: ChartView]"])
    chart.accessibilityLabel = "Sales"
    #expect(draw(chart, columns: 24, lines: 1) == ["     [drawn: Sales]"])
    chart.frame = CGRect(x: 0, y: 0, width: 58.5, height: 22)  // 6 columns
    #expect(draw(chart, columns: 6, lines: 1) == ["[dra…]"])
  }

  @Test func theDrawingIsOverWhatIsUnderAndUnderTheSubviews() {
    let screen = UIView(frame: CGRect(x: 0, y: 0, width: 195, height: 66))
    screen.addSubview(
      UILabel(text: "under under under", gridFrame: GridRect(x: 0, y: 1, width: 20, height: 1)))
    let chart = ChartView(frame: CGRect(x: 0, y: 0, width: 195, height: 66))
    chart.addSubview(UILabel(text: "42", gridFrame: GridRect(x: 1, y: 2, width: 2, height: 1)))
    screen.addSubview(chart)
    #expect(
      draw(screen, columns: 20, lines: 3) == [
        "╭──────────────────╮", "│ drawn: ChartView │", "╰42────────────────╯",
      ])
  }

  @Test func aViewThatDoesNotOverrideOrOnlyCallsSuperIsNotAPlaceholder() {
    for view in [
      UIView(frame: CGRect(x: 0, y: 0, width: 97.5, height: 22)),
      PlainSubview(frame: CGRect(x: 0, y: 0, width: 97.5, height: 22)),
    ] {
      #expect(draw(view, columns: 10, lines: 1) == [""])
      #expect(view.recordedDrawing.isEmpty)
    }
  }

  @Test func anOverrideThatDrawsNothingTheContextSeesStillShows() {
    let quiet = QuietView(frame: CGRect(x: 0, y: 0, width: 195, height: 22))
    #expect(draw(quiet, columns: 20, lines: 1) == [" [drawn: QuietView]"])
  }

  @Test func aShapeOrGradientSublayerMakesTheViewShowWhereItDraws() {
    let ring = UIView(frame: CGRect(x: 0, y: 0, width: 195, height: 22))
    ring.accessibilityLabel = "Ring"
    #expect(draw(ring, columns: 20, lines: 1) == [""])
    ring.layer.addSublayer(CALayer())
    #expect(draw(ring, columns: 20, lines: 1) == [""])
    let shape = CAShapeLayer()
    shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).cgPath
    ring.layer.sublayers?.first?.addSublayer(shape)
    #expect(draw(ring, columns: 20, lines: 1) == ["   [drawn: Ring]"])
    shape.isHidden = true
    #expect(draw(ring, columns: 20, lines: 1) == [""])
    ring.layer.insertSublayer(CAGradientLayer(), at: 0)
    #expect(draw(ring, columns: 20, lines: 1) == ["   [drawn: Ring]"])
  }

  @Test func outsideDrawThereIsNoContextAndPathsRecordNothing() {
    #expect(UIGraphicsGetCurrentContext() == nil)
    UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).fill()
    UIColor.red.set()
    #expect(UIGraphicsGetCurrentContext() == nil)
  }

  @Test func aPushedContextRecordsPathsAndColoursUntilPopped() throws {
    let context = CGContext()
    UIGraphicsPushContext(context)
    UIColor.green.set()
    let path = UIBezierPath()
    path.move(to: CGPoint(x: 1, y: 2))
    path.addLine(to: CGPoint(x: 5, y: 2))
    path.addQuadCurve(to: CGPoint(x: 5, y: 8), controlPoint: CGPoint(x: 9, y: 5))
    path.close()
    path.lineWidth = 3
    path.stroke()
    path.addClip()
    #expect(UIGraphicsGetCurrentContext() === context)
    UIGraphicsPopContext()
    #expect(UIGraphicsGetCurrentContext() == nil)
    #expect(
      context.operations == [
        "setFillColor(0.0, 1.0, 0.0, 1.0)", "setStrokeColor(0.0, 1.0, 0.0, 1.0)",
        "stroke(move(1.0, 2.0) line(5.0, 2.0) quadCurve(5.0, 8.0) close, lineWidth: 3.0)",
        "addClip(move(1.0, 2.0) line(5.0, 2.0) quadCurve(5.0, 8.0) close)",
      ])
    #expect(path.bounds == CGRect(x: 1, y: 2, width: 8, height: 6))
    #expect(path.currentPoint == CGPoint(x: 5, y: 8))
  }

  @Test func aPathKeepsItsStepsThroughItsCGPath() {
    let rounded = UIBezierPath(
      roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10),
      byRoundingCorners: [.topLeft, .topRight],
      cornerRadii: CGSize(width: 4, height: 4))
    let copy = UIBezierPath(cgPath: rounded.cgPath)
    #expect(copy.cgPath.steps == ["roundedRect(0.0, 0.0, 20.0, 10.0, r: 4.0)"])
    #expect(copy.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
    let arc = UIBezierPath(
      arcCenter: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi, clockwise: true)
    #expect(arc.bounds == CGRect(x: 5, y: 5, width: 10, height: 10))
    arc.append(UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)))
    #expect(arc.cgPath.steps.count == 2)
    arc.removeAllPoints()
    #expect(arc.isEmpty)
    #expect(arc.bounds == .zero)
    #expect(UIRectCorner.allCorners == [.topLeft, .topRight, .bottomLeft, .bottomRight])
  }

  @Test func aCGMutablePathKeepsItsStepsAndBox() throws {
    let path = CGMutablePath()
    #expect(path.boundingBox == .null)
    path.move(to: CGPoint(x: 2, y: 3))
    path.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
    path.closeSubpath()
    #expect(path.steps == ["move(2.0, 3.0)", "rect(0.0, 0.0, 4.0, 4.0)", "close"])
    #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 4, height: 4))
    let copy = try #require(path.mutableCopy())
    copy.addEllipse(in: CGRect(x: 0, y: 0, width: 8, height: 2))
    #expect(copy.boundingBox == CGRect(x: 0, y: 0, width: 8, height: 4))
    #expect(path.steps.count == 3)
  }
}
