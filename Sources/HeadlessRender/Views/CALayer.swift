import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#else
  /// A colour as Core Graphics keeps it, for `layer.borderColor = color.cgColor`; Linux has no
  /// Core Graphics, so the headless UI brings this much of it.
  public final class CGColor: @unchecked Sendable {
    /// The red, green, blue and alpha components.
    public let components: [CGFloat]?

    /// Creates a colour from its components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      components = [red, green, blue, alpha]
    }
  }
#endif

extension UIColor {
  /// The colour as Core Graphics keeps it.
  public var cgColor: CGColor {
    CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }
}

/// What draws a view in an app, as Core Animation's `CALayer`: the properties a team sets on
/// `view.layer` (rounded corners, a border, a shadow) are kept and not drawn, as a text frame
/// draws no pixels.
@preconcurrency @MainActor
open class CALayer: NSObject {
  /// The radius of the rounded corners, in points.
  public var cornerRadius: CGFloat = 0
  /// The width of the border, in points.
  public var borderWidth: CGFloat = 0
  /// The border's colour.
  public var borderColor: CGColor?
  /// Whether sublayers are clipped to the rounded corners.
  public var masksToBounds = false
  /// The shadow's opacity, 0 to 1.
  public var shadowOpacity: Float = 0
  /// The shadow's blur radius, in points.
  public var shadowRadius: CGFloat = 3
  /// The shadow's offset, in points.
  public var shadowOffset = CGSize(width: 0, height: -3)
  /// The shadow's colour.
  public var shadowColor: CGColor?
  /// The layer's opacity, 0 to 1.
  public var opacity: Float = 1
  /// The sublayers, the mask and the geometry; see `CALayer+Sublayers.swift`.
  package var tree = LayerTree()
}
