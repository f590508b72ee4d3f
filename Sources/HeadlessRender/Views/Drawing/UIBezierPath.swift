import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Corners of a rectangle, as `UIRectCorner`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
  /// The flags.
  public var rawValue: UInt
  /// Creates corners.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top-left corner.
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  /// The top-right corner.
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  /// The bottom-left corner.
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  /// The bottom-right corner.
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  /// All four.
  public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A shape of lines and curves, as `UIBezierPath`: its steps are kept (as a ``CGPath``), and
/// filling or stroking it records the call in the current context (inside a view's
/// `draw(_:)`), nothing being rasterised.
///
/// ```swift
/// override func draw(_ rect: CGRect) {
///   UIColor.systemBlue.setFill()
///   UIBezierPath(ovalIn: rect.insetBy(dx: 4, dy: 4)).fill()  // recorded, drawn as a placeholder
/// }
/// ```
///
/// Where Core Graphics is there (macOS), the path is Core Graphics' own `CGMutablePath` and a
/// fill or stroke draws into the current context, if code pushed one with
/// `UIGraphicsPushContext(_:)`: the headless frame gives a view's `draw(_:)` none there, so
/// nothing is recorded. macOS has `NSBezierPath` but no `UIBezierPath`, so nothing clashes.
@MainActor
open class UIBezierPath: NSObject {
  private var path = CGMutablePath()
  /// The width of strokes, in points: 1 by default.
  open var lineWidth: CGFloat = 1
  /// How strokes end; kept.
  open var lineCapStyle = CGLineCap.butt
  /// How strokes turn corners; kept.
  open var lineJoinStyle = CGLineJoin.miter
  /// Whether fills use the even-odd rule; kept.
  open var usesEvenOddFillRule = false
  private(set) var currentPointStore = CGPoint.zero

  /// Creates an empty path.
  public override init() {
    super.init()
  }

  /// A rectangle.
  public convenience init(rect: CGRect) {
    self.init()
    path.addRect(rect)
  }

  /// The ellipse inside `rect`.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    path.addEllipse(in: rect)
  }

  /// A rectangle with its corners rounded by `cornerRadius`.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    #if canImport(CoreGraphics)
      // Core Graphics traps on a radius past half a side.
      let box = rect.standardized
      let radius = max(0, min(cornerRadius, box.width / 2, box.height / 2))
      path.addRoundedRect(in: box, cornerWidth: radius, cornerHeight: radius)
    #else
      path.steps.append(
        "roundedRect(\(rect.minX), \(rect.minY), \(rect.width), \(rect.height), r: \(cornerRadius))"
      )
      path.points += [rect.origin, CGPoint(x: rect.maxX, y: rect.maxY)]
    #endif
  }

  /// A rectangle with `corners` rounded by `cornerRadii`.
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    self.init(roundedRect: rect, cornerRadius: cornerRadii.width)
  }

  /// An arc around `center`.
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// A path with the steps of `cgPath`.
  public convenience init(cgPath: CGPath) {
    self.init()
    path.addPath(cgPath)
  }

  /// The path as Core Graphics keeps it: a copy of its steps.
  open var cgPath: CGPath {
    let copy = CGMutablePath()
    copy.addPath(path)
    return copy
  }

  /// The rectangle around the path's points.
  open var bounds: CGRect { path.isEmpty ? .zero : path.boundingBox }
  /// Whether the path has no steps.
  open var isEmpty: Bool { path.isEmpty }
  /// Where the last step ended.
  open var currentPoint: CGPoint { currentPointStore }

  /// Starts a subpath at `point`.
  open func move(to point: CGPoint) {
    path.move(to: point)
    currentPointStore = point
  }

  /// Adds a line to `point`.
  open func addLine(to point: CGPoint) {
    path.addLine(to: point)
    currentPointStore = point
  }

  /// Adds a cubic curve to `endPoint`.
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    #if canImport(CoreGraphics)
      path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    #else
      path.steps.append("curve(\(endPoint.x), \(endPoint.y))")
      path.points += [controlPoint1, controlPoint2, endPoint]
    #endif
    currentPointStore = endPoint
  }

  /// Adds a quadratic curve to `endPoint`.
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    #if canImport(CoreGraphics)
      path.addQuadCurve(to: endPoint, control: controlPoint)
    #else
      path.steps.append("quadCurve(\(endPoint.x), \(endPoint.y))")
      path.points += [controlPoint, endPoint]
    #endif
    currentPointStore = endPoint
  }

  /// Adds an arc around `center`.
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    #if canImport(CoreGraphics)
      path.addArc(
        center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
        clockwise: clockwise)
    #else
      path.steps.append("arc(\(center.x), \(center.y), r: \(radius))")
      path.points += [
        CGPoint(x: center.x - radius, y: center.y - radius),
        CGPoint(x: center.x + radius, y: center.y + radius),
      ]
    #endif
    currentPointStore = CGPoint(
      x: center.x + radius * cos(endAngle), y: center.y + radius * sin(endAngle))
  }

  /// Closes the current subpath.
  open func close() {
    path.closeSubpath()
  }

  /// Removes every step.
  open func removeAllPoints() {
    path = CGMutablePath()
    currentPointStore = .zero
  }

  /// Adds the steps of `bezierPath`.
  open func append(_ bezierPath: UIBezierPath) {
    path.addPath(bezierPath.path)
  }

  /// Sets the stroke's dash pattern; kept.
  open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {}

  /// Fills the path in the current context (recorded), if there is one.
  open func fill() {
    UIGraphicsGetCurrentContext()?.drawPath(path, as: .fill(evenOdd: usesEvenOddFillRule))
  }

  /// Strokes the path in the current context (recorded), if there is one.
  open func stroke() {
    UIGraphicsGetCurrentContext()?.drawPath(path, as: .stroke(width: lineWidth))
  }

  /// Limits later drawing to the path's inside (recorded).
  open func addClip() {
    UIGraphicsGetCurrentContext()?.drawPath(path, as: .clip(evenOdd: usesEvenOddFillRule))
  }
}

extension UIColor {
  /// Makes the colour the current context's fill colour (recorded).
  public func setFill() {
    UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
  }

  /// Makes the colour the current context's stroke colour (recorded).
  public func setStroke() {
    UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
  }

  /// Makes the colour the current context's fill and stroke colour (recorded).
  public func set() {
    setFill()
    setStroke()
  }
}

/// What a ``UIBezierPath`` does with its path in a context.
package enum PathDrawing {
  /// Fills it, by the even-odd rule or the winding one.
  case fill(evenOdd: Bool)
  /// Strokes it with lines `width` points wide.
  case stroke(width: CGFloat)
  /// Clips later drawing to it.
  case clip(evenOdd: Bool)
}

extension CGContext {
  /// Does `drawing` with `path`: recorded headless (`fill(move(0.0, 0.0) line(4.0, 0.0))`,
  /// `stroke(…, lineWidth: 2.0)`, `addClip(…)`); drawn where Core Graphics is there.
  package func drawPath(_ path: CGPath, as drawing: PathDrawing) {
    #if canImport(CoreGraphics)
      addPath(path)
      switch drawing {
      case .fill(let evenOdd): fillPath(using: evenOdd ? .evenOdd : .winding)
      case .stroke(let width):
        setLineWidth(width)
        strokePath()
      case .clip(let evenOdd): clip(using: evenOdd ? .evenOdd : .winding)
      }
    #else
      let steps = path.steps.joined(separator: " ")
      switch drawing {
      case .fill: record("fill(\(steps))")
      case .stroke(let width): record("stroke(\(steps), lineWidth: \(width))")
      case .clip: record("addClip(\(steps))")
      }
    #endif
  }
}
