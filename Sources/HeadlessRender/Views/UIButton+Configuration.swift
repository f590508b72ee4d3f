import Foundation

extension UIButton {
  /// A button's title, image and style as one value, as `UIButton.Configuration`: the title
  /// and image are drawn; the style and colours are kept.
  public struct Configuration: Hashable, Sendable {
    /// The style a configuration starts from.
    package enum Style: Hashable, Sendable {
      case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
    }

    /// The title.
    public var title: String?
    /// A second line under the title; kept.
    public var subtitle: String?
    /// The image, drawn as its name when there is no title.
    public var image: UIImage?
    /// Where the image sits against the title; kept.
    public var imagePlacement = NSDirectionalRectEdge.leading
    /// The room between the image and the title, in points; kept.
    public var imagePadding: CGFloat = 0
    /// The room around the content, in points; kept.
    public var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    /// Whether a spinner shows instead of the image; kept.
    public var showsActivityIndicator = false
    package let style: Style

    package init(style: Style) {
      self.style = style
    }

    /// A plain button: text only.
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// A tinted button.
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// A grey button.
    public static func gray() -> Configuration { Configuration(style: .gray) }
    /// A filled button.
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// A borderless button.
    public static func borderless() -> Configuration { Configuration(style: .borderless) }
    /// A bordered button.
    public static func bordered() -> Configuration { Configuration(style: .bordered) }
    /// A bordered, tinted button.
    public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
    /// A bordered, prominent button.
    public static func borderedProminent() -> Configuration {
      Configuration(style: .borderedProminent)
    }
  }
}

/// The edges of a rectangle, leading and trailing rather than left and right, as
/// `NSDirectionalRectEdge`.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
  /// The flags.
  public var rawValue: UInt
  /// Creates a set of edges.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top edge.
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  /// The leading edge.
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing edge.
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  /// Every edge.
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
