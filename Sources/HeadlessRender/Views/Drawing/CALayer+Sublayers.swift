import Foundation

/// What a layer holds besides its looks: its sublayers, mask and geometry.
@MainActor
package struct LayerTree {
  var sublayers: [CALayer] = []
  weak var superlayer: CALayer?
  var mask: CALayer?
  var frame = CGRect.zero
  var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  var cornerCurve = CALayerCornerCurve.circular
  var backgroundColor: CGColor?
  var isHidden = false
  var name: String?
  var shadowPath: CGPath?
  var zPosition: CGFloat = 0
  var contents: Any?
}

/// The corners a layer rounds, as `CACornerMask`.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  /// The flags.
  public var rawValue: UInt
  /// Creates corners.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top-left corner (in UIKit's flipped coordinates).
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  /// The top-right corner.
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  /// The bottom-left corner.
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  /// The bottom-right corner.
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// How rounded corners curve, as `CALayerCornerCurve`; kept.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  /// The curve's name.
  public var rawValue: String
  /// Creates a curve.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A quarter circle.
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  /// A continuous curve, as the system's rounded rectangles.
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

extension CALayer {
  /// The layers inside this one, back to front; nil while there are none, as in UIKit.
  public var sublayers: [CALayer]? {
    get { tree.sublayers.isEmpty ? nil : tree.sublayers }
    set {
      for layer in tree.sublayers { layer.tree.superlayer = nil }
      tree.sublayers = []
      for layer in newValue ?? [] { addSublayer(layer) }
    }
  }

  /// The layer this one is inside.
  public var superlayer: CALayer? { tree.superlayer }

  /// Adds `layer` on top of the sublayers, taking it from its old superlayer.
  public func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(tree.sublayers.count))
  }

  /// Inserts `layer` among the sublayers at `index` (pinned to them), taking it from its old
  /// superlayer; a layer cannot go inside itself.
  public func insertSublayer(_ layer: CALayer, at index: UInt32) {
    var ancestor: CALayer? = self
    while let current = ancestor {
      if current === layer { return }
      ancestor = current.tree.superlayer
    }
    layer.removeFromSuperlayer()
    tree.sublayers.insert(layer, at: min(Int(index), tree.sublayers.count))
    layer.tree.superlayer = self
  }

  /// Inserts `layer` just below `sibling`, or on top when `sibling` is not a sublayer.
  public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    let index = tree.sublayers.firstIndex { $0 === sibling } ?? tree.sublayers.count
    insertSublayer(layer, at: UInt32(index))
  }

  /// Inserts `layer` just above `sibling`, or on top when `sibling` is not a sublayer.
  public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    let index = tree.sublayers.firstIndex { $0 === sibling }.map { $0 + 1 } ?? tree.sublayers.count
    insertSublayer(layer, at: UInt32(index))
  }

  /// Takes the layer out of its superlayer.
  public func removeFromSuperlayer() {
    guard let superlayer = tree.superlayer else { return }
    superlayer.tree.sublayers.removeAll { $0 === self }
    tree.superlayer = nil
  }

  /// A layer whose shape clips this one; kept.
  public var mask: CALayer? {
    get { tree.mask }
    set { tree.mask = newValue }
  }

  /// The layer's rectangle in its superlayer, in points; kept, not drawn.
  public var frame: CGRect {
    get { tree.frame }
    set { tree.frame = newValue }
  }

  /// The layer's own rectangle: its frame's size at the origin.
  public var bounds: CGRect {
    get { CGRect(origin: .zero, size: tree.frame.size) }
    set { tree.frame.size = newValue.size }
  }

  /// The centre of the frame.
  public var position: CGPoint {
    get { CGPoint(x: tree.frame.midX, y: tree.frame.midY) }
    set {
      tree.frame.origin = CGPoint(
        x: newValue.x - tree.frame.width / 2, y: newValue.y - tree.frame.height / 2)
    }
  }

  /// The corners ``cornerRadius`` rounds: all four by default.
  public var maskedCorners: CACornerMask {
    get { tree.maskedCorners }
    set { tree.maskedCorners = newValue }
  }

  /// How the corners curve; kept.
  public var cornerCurve: CALayerCornerCurve {
    get { tree.cornerCurve }
    set { tree.cornerCurve = newValue }
  }

  /// The background colour; kept, not drawn.
  public var backgroundColor: CGColor? {
    get { tree.backgroundColor }
    set { tree.backgroundColor = newValue }
  }

  /// Whether the layer is hidden.
  public var isHidden: Bool {
    get { tree.isHidden }
    set { tree.isHidden = newValue }
  }

  /// A name for the layer.
  public var name: String? {
    get { tree.name }
    set { tree.name = newValue }
  }

  /// The shadow's shape; kept.
  public var shadowPath: CGPath? {
    get { tree.shadowPath }
    set { tree.shadowPath = newValue }
  }

  /// The order among siblings; kept.
  public var zPosition: CGFloat {
    get { tree.zPosition }
    set { tree.zPosition = newValue }
  }

  /// The layer's image; kept.
  public var contents: Any? {
    get { tree.contents }
    set { tree.contents = newValue }
  }

  /// Asks for the layer to be drawn again; every frame is drawn afresh.
  public func setNeedsDisplay() {}

  /// Whether the layer or a layer inside it draws content of its own (a shape or a
  /// gradient), so the view shows where it draws.
  package var drawsContent: Bool {
    tree.sublayers.contains { layer in
      !layer.isHidden && (layer is CAShapeLayer || layer is CAGradientLayer || layer.drawsContent)
    }
  }
}

/// A layer that draws a path, as `CAShapeLayer`: the path and its looks are kept; the view
/// whose layer holds it shows as a placeholder where it draws.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
  /// The shape.
  public var path: CGPath?
  /// The fill's colour: opaque black by default, as in Core Animation.
  public var fillColor: CGColor? = UIColor.black.cgColor
  /// The stroke's colour: none by default.
  public var strokeColor: CGColor?
  /// The stroke's width, in points: 1 by default.
  public var lineWidth: CGFloat = 1
  /// How much of the stroke is drawn, from 0 to 1.
  public var strokeStart: CGFloat = 0
  /// How much of the stroke is drawn, to 0 to 1.
  public var strokeEnd: CGFloat = 1
  /// The dash pattern; kept.
  public var lineDashPattern: [NSNumber]?
  /// How the stroke ends; kept.
  public var lineCap = CAShapeLayerLineCap.butt
  /// How the stroke turns corners; kept.
  public var lineJoin = CAShapeLayerLineJoin.miter
  /// How the inside is found; kept.
  public var fillRule = CAShapeLayerFillRule.nonZero
}

/// How a shape layer's stroke ends, as `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  /// The name.
  public var rawValue: String
  /// Creates a line cap.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Square ends at the end points.
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  /// Round ends.
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  /// Square ends past the end points.
  public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// How a shape layer's stroke turns corners, as `CAShapeLayerLineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  /// The name.
  public var rawValue: String
  /// Creates a line join.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Sharp corners.
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  /// Round corners.
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  /// Cut corners.
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// How a shape layer finds the inside of its path, as `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  /// The name.
  public var rawValue: String
  /// Creates a fill rule.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The non-zero winding rule.
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  /// The even-odd rule.
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A layer that draws a gradient, as `CAGradientLayer`: its colours and geometry are kept; the
/// view whose layer holds it shows as a placeholder where it draws.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
  /// The colours (`CGColor`s), in order.
  public var colors: [Any]?
  /// Where each colour sits, 0 to 1.
  public var locations: [NSNumber]?
  /// Where the gradient starts, in the unit square: the top middle by default.
  public var startPoint = CGPoint(x: 0.5, y: 0)
  /// Where the gradient ends: the bottom middle by default.
  public var endPoint = CGPoint(x: 0.5, y: 1)
  /// The kind of gradient; kept.
  public var type = CAGradientLayerType.axial
}

/// A kind of gradient, as `CAGradientLayerType`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  /// The name.
  public var rawValue: String
  /// Creates a type.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Along a line.
  public static let axial = CAGradientLayerType(rawValue: "axial")
  /// Around a centre.
  public static let radial = CAGradientLayerType(rawValue: "radial")
  /// Around a point, by angle.
  public static let conic = CAGradientLayerType(rawValue: "conic")
}
