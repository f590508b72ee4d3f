import Foundation

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

#if !canImport(CoreGraphics)
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
  @MainActor
  open class UIBezierPath: NSObject {
    private let path = CGMutablePath()
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
      path.steps.append(
        "roundedRect(\(rect.minX), \(rect.minY), \(rect.width), \(rect.height), r: \(cornerRadius))"
      )
      path.points += [rect.origin, CGPoint(x: rect.maxX, y: rect.maxY)]
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
      path.steps.append("curve(\(endPoint.x), \(endPoint.y))")
      path.points += [controlPoint1, controlPoint2, endPoint]
      currentPointStore = endPoint
    }

    /// Adds a quadratic curve to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
      path.steps.append("quadCurve(\(endPoint.x), \(endPoint.y))")
      path.points += [controlPoint, endPoint]
      currentPointStore = endPoint
    }

    /// Adds an arc around `center`.
    open func addArc(
      withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
      clockwise: Bool
    ) {
      path.steps.append("arc(\(center.x), \(center.y), r: \(radius))")
      path.points += [
        CGPoint(x: center.x - radius, y: center.y - radius),
        CGPoint(x: center.x + radius, y: center.y + radius),
      ]
      currentPointStore = CGPoint(
        x: center.x + radius * cos(endAngle), y: center.y + radius * sin(endAngle))
    }

    /// Closes the current subpath.
    open func close() {
      path.closeSubpath()
    }

    /// Removes every step.
    open func removeAllPoints() {
      path.steps.removeAll()
      path.points.removeAll()
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
      UIGraphicsGetCurrentContext()?.recordPath("fill", steps: path.steps)
    }

    /// Strokes the path in the current context (recorded), if there is one.
    open func stroke() {
      UIGraphicsGetCurrentContext()?.recordPath("stroke", steps: path.steps, width: lineWidth)
    }

    /// Limits later drawing to the path's inside (recorded).
    open func addClip() {
      UIGraphicsGetCurrentContext()?.recordPath("addClip", steps: path.steps)
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

  extension CGContext {
    /// Records a path's `operation`: `fill(move(0.0, 0.0) line(4.0, 0.0))`.
    package func recordPath(_ operation: String, steps: [String], width: CGFloat? = nil) {
      #if !canImport(CoreGraphics)
        let suffix = width.map { ", lineWidth: \($0)" } ?? ""
        record("\(operation)(\(steps.joined(separator: " "))\(suffix))")
      #endif
    }
  }
#endif
