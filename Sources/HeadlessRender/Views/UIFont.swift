import Foundation
import TextCanvas

/// A font, as `UIFont`: kept with its size, weight and text style. Text on the grid is one
/// column a character whatever the font, except that a font grown by Dynamic Type makes its
/// text take more room (see ``UILabel``): a font made for a text style
/// (``preferredFont(forTextStyle:)``) or scaled by ``UIFontMetrics`` remembers its size at the
/// default content size, and its growth over that size is what the grid shows. A font of a fixed
/// size (``systemFont(ofSize:)``, ``init(name:size:)``) never grows. A font changes neither
/// what VoiceOver reads nor, at the default size, a label's size (a bold title is not a
/// heading unless its traits say so, as in UIKit).
///
/// A font made outside any view takes the content size category of the frame being drawn
/// (a `DeviceFrame`'s variant, while it lays out and draws), else the default, `.large`: UIKit
/// takes the app's, which a headless process does not have.
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

    /// The style's size at `category`, from the table of ``UIFont/TextStyle/pointSizes``;
    /// at `.large` for `.unspecified` and a category UIKit does not have.
    package func pointSize(at category: UIContentSizeCategory) -> CGFloat {
      let column = UIContentSizeCategory.ordered.firstIndex(of: category) ?? 3
      return pointSizes[column]
    }

    /// The style's point sizes at the twelve content size categories, extra small to
    /// accessibility extra extra extra large, as `preferredFont(forTextStyle:)` returns them:
    /// Apple's Dynamic Type sizes for iOS and iPadOS (Human Interface Guidelines, Typography,
    /// "Dynamic Type sizes"), as measured on iOS by github.com/temoki/UIKit_DynamicType.
    /// A style UIKit does not have follows the body's.
    package var pointSizes: [CGFloat] {
      switch self {
      case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
      case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
      case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
      case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
      case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
      case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
      case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
      case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
      case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
      case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
      default: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
      }
    }

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
  /// How the font follows the content size, for a font made for a text style or scaled by
  /// ``UIFontMetrics``; nil for a font of a fixed size.
  package let scaling: Scaling?

  /// How a font follows the content size: the style whose sizes it scales by, its size at
  /// the default content size, and the most it may grow to.
  package struct Scaling: Hashable, Sendable {
    /// The style whose ratios the font scales by.
    package var style: TextStyle
    /// The font's size at `.large`.
    package var defaultSize: CGFloat
    /// The largest size it may take, if limited.
    package var maximumPointSize: CGFloat?

    /// The size at `category`: the default size times the style's ratio, at most the maximum.
    package func pointSize(at category: UIContentSizeCategory) -> CGFloat {
      // Multiplied first, so that a style's own default size gives the table's value exactly.
      let size = defaultSize * style.pointSize(at: category) / style.pointSize(at: .large)
      return maximumPointSize.map { min(size, $0) } ?? size
    }
  }

  private init(
    name: String, size: CGFloat, weight: Weight, textStyle: TextStyle?, scaling: Scaling? = nil
  ) {
    fontName = name
    pointSize = size
    self.weight = weight
    self.textStyle = textStyle
    self.scaling = scaling
    super.init()
  }

  /// How much larger than at the default content size the font draws on the grid: its size
  /// over its default size, at least 1; 1 for a font of a fixed size. A font smaller than its
  /// default (at `.extraSmall`) draws as at the default, since a character is never less than
  /// a column.
  package var gridGrowth: CGFloat {
    guard let scaling, scaling.defaultSize > 0 else { return 1 }
    return max(pointSize / scaling.defaultSize, 1)
  }

  /// The same font at `category`, when it follows the content size; itself otherwise.
  package func resolved(for category: UIContentSizeCategory) -> UIFont {
    guard let scaling else { return self }
    let size = scaling.pointSize(at: category)
    guard size != pointSize else { return self }
    return UIFont(
      name: fontName, size: size, weight: weight, textStyle: textStyle, scaling: scaling)
  }

  /// The same font scaled by `style`'s ratios at `category`, at most `maximumPointSize`:
  /// what ``UIFontMetrics`` makes.
  package func scaled(
    by style: TextStyle, at category: UIContentSizeCategory, maximumPointSize: CGFloat?
  ) -> UIFont {
    let scaling = Scaling(style: style, defaultSize: pointSize, maximumPointSize: maximumPointSize)
    return UIFont(
      name: fontName, size: scaling.pointSize(at: category), weight: weight,
      textStyle: textStyle, scaling: scaling)
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

  /// The font of `style` at the current content size category: the frame's being drawn, else
  /// `.large` (see the type's discussion), at the size Apple's table gives
  /// (`TextStyle.pointSizes`).
  public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    preferredFont(style, at: UITraitCollection.currentContentSizeCategory)
  }

  /// The font of `style` at the content size category of `traitCollection`, or at the current
  /// one when it specifies none.
  public class func preferredFont(
    forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    preferredFont(style, at: UITraitCollection.contentSizeCategory(of: traitCollection))
  }

  private class func preferredFont(_ style: TextStyle, at category: UIContentSizeCategory)
    -> UIFont
  {
    let metrics = style.metrics
    let scaling = Scaling(style: style, defaultSize: style.pointSize(at: .large))
    return UIFont(
      name: ".SFUI-\(metrics.weight.name)", size: scaling.pointSize(at: category),
      weight: metrics.weight, textStyle: style, scaling: scaling)
  }

  /// The same font at `fontSize` points, of that fixed size.
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
