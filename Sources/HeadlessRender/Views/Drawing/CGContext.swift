import Foundation

#if !canImport(CoreGraphics)
  /// How a path's inside is found when it is filled, as Core Graphics' `CGPathFillRule`.
  public enum CGPathFillRule: Int, Hashable, Sendable {
    /// The non-zero winding rule.
    case winding
    /// The even-odd rule.
    case evenOdd
  }

  /// How a stroke's ends are drawn, as Core Graphics' `CGLineCap`; kept.
  public enum CGLineCap: Int32, Hashable, Sendable {
    /// Square ends at the end points.
    case butt
    /// Round ends.
    case round
    /// Square ends past the end points.
    case square
  }

  /// How a stroke's corners are drawn, as Core Graphics' `CGLineJoin`; kept.
  public enum CGLineJoin: Int32, Hashable, Sendable {
    /// Sharp corners.
    case miter
    /// Round corners.
    case round
    /// Cut corners.
    case bevel
  }

  /// A shape of lines and curves, as Core Graphics' `CGPath`: its steps are kept, not
  /// rasterised, with the rectangle around its points.
  open class CGPath: @unchecked Sendable {
    /// The steps, as text: `move(x, y)`, `line(x, y)`, `rect(x, y, w, h)`, `close`.
    package var steps: [String] = []
    /// The points the steps went through, for the bounding box.
    package var points: [CGPoint] = []

    package init() {}

    /// The smallest rectangle holding every point of the path; `.null` for an empty path.
    public var boundingBox: CGRect {
      guard let first = points.first else { return .null }
      return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) { box, point in
        box.union(CGRect(origin: point, size: .zero))
      }
    }

    /// Whether the path has no steps.
    public var isEmpty: Bool { steps.isEmpty }

    /// A copy that can be changed.
    public func mutableCopy() -> CGMutablePath? {
      let copy = CGMutablePath()
      copy.steps = steps
      copy.points = points
      return copy
    }
  }

  /// A path that can be added to, as Core Graphics' `CGMutablePath`.
  public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// Creates an empty path.
    public override init() {
      super.init()
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
      steps.append("move(\(point.x), \(point.y))")
      points.append(point)
    }

    /// Adds a line to `point`.
    public func addLine(to point: CGPoint) {
      steps.append("line(\(point.x), \(point.y))")
      points.append(point)
    }

    /// Adds `rect` as a closed subpath.
    public func addRect(_ rect: CGRect) {
      steps.append("rect(\(rect.minX), \(rect.minY), \(rect.width), \(rect.height))")
      points += [rect.origin, CGPoint(x: rect.maxX, y: rect.maxY)]
    }

    /// Adds the ellipse inside `rect` as a closed subpath.
    public func addEllipse(in rect: CGRect) {
      steps.append("ellipse(\(rect.minX), \(rect.minY), \(rect.width), \(rect.height))")
      points += [rect.origin, CGPoint(x: rect.maxX, y: rect.maxY)]
    }

    /// Adds the steps of `path`.
    public func addPath(_ path: CGPath) {
      steps += path.steps
      points += path.points
    }

    /// Closes the current subpath.
    public func closeSubpath() {
      steps.append("close")
    }
  }

  /// Where drawing goes, as Core Graphics' `CGContext`: headless, every call is recorded as a
  /// line of text, in order, and nothing is rasterised; the view that drew shows as a
  /// placeholder (see `UIView.draw(_:)`).
  public final class CGContext {
    /// The calls made, as text: `setFillColor(1.0, 0.0, 0.0, 1.0)`, `fill(0.0, 0.0, 10.0, 10.0)`.
    package private(set) var operations: [String] = []
    private var path = CGMutablePath()

    package init() {}

    package func record(_ operation: String) {
      operations.append(operation)
    }

    private static func text(_ rect: CGRect) -> String {
      "\(rect.minX), \(rect.minY), \(rect.width), \(rect.height)"
    }

    private static func text(_ color: CGColor) -> String {
      (color.components ?? []).map { "\($0)" }.joined(separator: ", ")
    }

    /// Sets the colour fills use.
    public func setFillColor(_ color: CGColor) { record("setFillColor(\(Self.text(color)))") }
    /// Sets the colour strokes use.
    public func setStrokeColor(_ color: CGColor) { record("setStrokeColor(\(Self.text(color)))") }
    /// Sets the width of strokes.
    public func setLineWidth(_ width: CGFloat) { record("setLineWidth(\(width))") }
    /// Sets how strokes end.
    public func setLineCap(_ cap: CGLineCap) { record("setLineCap(\(cap))") }
    /// Sets how strokes turn corners.
    public func setLineJoin(_ join: CGLineJoin) { record("setLineJoin(\(join))") }
    /// Saves the drawing state.
    public func saveGState() { record("saveGState") }
    /// Restores the drawing state saved last.
    public func restoreGState() { record("restoreGState") }
    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) { path.move(to: point) }
    /// Adds a line to `point`.
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// Adds `rect` to the path.
    public func addRect(_ rect: CGRect) { path.addRect(rect) }
    /// Adds the ellipse in `rect` to the path.
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect) }
    /// Adds `path` to the path.
    public func addPath(_ path: CGPath) { self.path.addPath(path) }
    /// Closes the current subpath.
    public func closePath() { path.closeSubpath() }
    /// Adds an arc around `center`.
    public func addArc(
      center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
      path.steps.append("arc(\(center.x), \(center.y), r: \(radius))")
      path.points += [
        CGPoint(x: center.x - radius, y: center.y - radius),
        CGPoint(x: center.x + radius, y: center.y + radius),
      ]
    }

    /// Strokes the path, then empties it.
    public func strokePath() {
      record("strokePath(\(path.steps.joined(separator: " ")))")
      path = CGMutablePath()
    }

    /// Fills the path by `rule`, then empties it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
      record("fillPath(\(path.steps.joined(separator: " ")))")
      path = CGMutablePath()
    }

    /// Fills `rect`.
    public func fill(_ rect: CGRect) { record("fill(\(Self.text(rect)))") }
    /// Strokes `rect`.
    public func stroke(_ rect: CGRect) { record("stroke(\(Self.text(rect)))") }
    /// Fills the ellipse in `rect`.
    public func fillEllipse(in rect: CGRect) { record("fillEllipse(\(Self.text(rect)))") }
    /// Strokes the ellipse in `rect`.
    public func strokeEllipse(in rect: CGRect) { record("strokeEllipse(\(Self.text(rect)))") }
    /// Clears `rect`.
    public func clear(_ rect: CGRect) { record("clear(\(Self.text(rect)))") }
    /// Limits drawing to `rect`.
    public func clip(to rect: CGRect) { record("clip(\(Self.text(rect)))") }
  }
#endif

/// The contexts drawing goes to, innermost last: a view's `draw(_:)` runs with its own.
private let contextLock = NSLock()
nonisolated(unsafe) private var contextStack: [CGContext] = []

// swift-format-ignore: AlwaysUseLowerCamelCase
// UIKit's own name.
/// The context drawing goes to now, as UIKit's `UIGraphicsGetCurrentContext()`: inside a
/// view's `draw(_:)`, the context that records it; nil elsewhere.
public func UIGraphicsGetCurrentContext() -> CGContext? {
  contextLock.withLock { contextStack.last }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
// UIKit's own name.
/// Makes `context` the current one, as `UIGraphicsPushContext(_:)`.
public func UIGraphicsPushContext(_ context: CGContext) {
  contextLock.withLock { contextStack.append(context) }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
// UIKit's own name.
/// Makes the context before the current one current again, as `UIGraphicsPopContext()`.
public func UIGraphicsPopContext() {
  contextLock.withLock { _ = contextStack.popLast() }
}
