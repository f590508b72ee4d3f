import Foundation
import TextCanvas

/// A font, as `UIFont`: kept with its size, weight and text style, so that code sets and reads
/// fonts, but not drawn: every character of a text frame is one column and one line, whatever
/// its font. A font changes neither a label's size nor what VoiceOver reads (a bold title is
/// not a heading unless its traits say so, as in UIKit).
open class UIFont: NSObject, @unchecked Sendable {
  /// A font weight, as `UIFont.Weight`.
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The weight, -1 to 1.
    public var rawValue: CGFloat
    /// Creates a weight.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Ultra-light.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// Thin.
    public static let thin = Weight(rawValue: -0.6)
    /// Light.
    public static let light = Weight(rawValue: -0.4)
    /// Regular.
    public static let regular = Weight(rawValue: 0)
    /// Medium.
    public static let medium = Weight(rawValue: 0.23)
    /// Semibold.
    public static let semibold = Weight(rawValue: 0.3)
    /// Bold.
    public static let bold = Weight(rawValue: 0.4)
    /// Heavy.
    public static let heavy = Weight(rawValue: 0.56)
    /// Black.
    public static let black = Weight(rawValue: 0.62)
  }

  /// A Dynamic Type text style, as `UIFont.TextStyle`.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// UIKit's name of the style.
    public var rawValue: String
    /// Creates a style.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Large title: 34 points.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// Title 1: 28 points.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// Title 2: 22 points.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// Title 3: 20 points.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// Headline: 17 points, semibold.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// Subheadline: 15 points.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// Body: 17 points.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// Callout: 16 points.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// Footnote: 13 points.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// Caption 1: 12 points.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// Caption 2: 11 points.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// The style's size and weight at the default content size, as iOS 18 sets them.
    var metrics: (size: CGFloat, weight: Weight) {
      switch self {
      case .largeTitle: (34, .regular)
      case .title1: (28, .regular)
      case .title2: (22, .regular)
      case .title3: (20, .regular)
      case .headline: (17, .semibold)
      case .subheadline: (15, .regular)
      case .callout: (16, .regular)
      case .footnote: (13, .regular)
      case .caption1: (12, .regular)
      case .caption2: (11, .regular)
      default: (17, .regular)
      }
    }
  }

  /// The font's name: the family for a named font, `.SFUI-<weight>` style names for the system
  /// font.
  public let fontName: String
  /// The size in points.
  public let pointSize: CGFloat
  /// The weight.
  package let weight: Weight
  /// The text style the font was made for, if any.
  package let textStyle: TextStyle?

  private init(name: String, size: CGFloat, weight: Weight, textStyle: TextStyle?) {
    fontName = name
    pointSize = size
    self.weight = weight
    self.textStyle = textStyle
    super.init()
  }

  /// The font named `fontName` at `fontSize` points; any name is accepted, as no font files
  /// are read.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    self.init(name: fontName, size: fontSize, weight: .regular, textStyle: nil)
  }

  /// The system font at `fontSize` points and `weight`.
  public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(name: ".SFUI-\(weight.name)", size: fontSize, weight: weight, textStyle: nil)
  }

  /// The regular system font at `fontSize` points.
  public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  /// The bold system font at `fontSize` points.
  public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  /// The italic system font at `fontSize` points.
  public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(name: ".SFUI-Italic", size: fontSize, weight: .regular, textStyle: nil)
  }

  /// The system font with digits of equal width.
  public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    systemFont(ofSize: fontSize, weight: weight)
  }

  /// The monospaced system font.
  public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(name: ".SFMono-\(weight.name)", size: fontSize, weight: weight, textStyle: nil)
  }

  /// The font of `style` at the default content size.
  public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    let metrics = style.metrics
    return UIFont(
      name: ".SFUI-\(metrics.weight.name)", size: metrics.size, weight: metrics.weight,
      textStyle: style)
  }

  /// The same font at `fontSize` points.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(name: fontName, size: fontSize, weight: weight, textStyle: textStyle)
  }

  /// The line height in points: 1.2 times the size, as San Francisco's metrics give.
  public var lineHeight: CGFloat { (pointSize * 1.2).rounded() }

  /// Equal fonts have the same name, size and style.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return fontName == other.fontName && pointSize == other.pointSize
      && textStyle == other.textStyle
  }

  /// A hash of the name and size.
  open override var hash: Int { fontName.hashValue ^ pointSize.hashValue }

  /// `<UIFont .SFUI-Semibold 17.0>`.
  open override var description: String { "<UIFont \(fontName) \(pointSize)>" }
}

extension UIFont.Weight {
  /// The weight's name, as the system font's names spell it.
  var name: String {
    switch self {
    case .ultraLight: "Ultralight"
    case .thin: "Thin"
    case .light: "Light"
    case .medium: "Medium"
    case .semibold: "Semibold"
    case .bold: "Bold"
    case .heavy: "Heavy"
    case .black: "Black"
    default: "Regular"
    }
  }
}

/// Scales a font for the user's content size, as `UIFontMetrics`: the headless content size
/// is the default, so a font scales to itself.
public struct UIFontMetrics: Sendable {
  /// The metrics of `textStyle`.
  public init(forTextStyle textStyle: UIFont.TextStyle) {}

  /// The metrics of the body style.
  public static let `default` = UIFontMetrics(forTextStyle: .body)

  /// `font` at the user's content size: unchanged at the default size.
  public func scaledFont(for font: UIFont) -> UIFont { font }

  /// `value` at the user's content size: unchanged at the default size.
  public func scaledValue(for value: CGFloat) -> CGFloat { value }
}
