import Foundation

/// A colour, as `UIColor`: kept with its components (and, for a system colour, its name), so
/// that code sets and compares colours, but not drawn: a text frame has no colour. See
/// <doc:BringYourUIKitScreen> for what is kept and what is drawn.
open class UIColor: NSObject, @unchecked Sendable {
  /// The red component, 0 to 1.
  package let red: CGFloat
  /// The green component, 0 to 1.
  package let green: CGFloat
  /// The blue component, 0 to 1.
  package let blue: CGFloat
  /// The opacity, 0 to 1.
  package let alpha: CGFloat
  /// A system colour's name, such as `systemBlue`; nil for a colour made from components.
  package let systemName: String?

  /// Creates a colour from its components, each 0 to 1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
    systemName = nil
    super.init()
  }

  /// Creates a grey of `white` (0 black, 1 white).
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Creates a colour from hue, saturation and brightness, each 0 to 1.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let sector = (hue - hue.rounded(.down)) * 6
    let index = Int(sector.rounded(.down)) % 6
    let fraction = sector - sector.rounded(.down)
    let (p, q, t) = (
      brightness * (1 - saturation), brightness * (1 - saturation * fraction),
      brightness * (1 - saturation * (1 - fraction))
    )
    let (r, g, b): (CGFloat, CGFloat, CGFloat) =
      switch index {
      case 0: (brightness, t, p)
      case 1: (q, brightness, p)
      case 2: (p, brightness, t)
      case 3: (p, q, brightness)
      case 4: (t, p, brightness)
      default: (brightness, p, q)
      }
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }

  private init(system name: String, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1)
  {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
    systemName = name
    super.init()
  }

  /// The same colour at `alpha` opacity.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Writes the components into the given places and returns true, as UIKit does for a colour
  /// in an RGB space.
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = self.red
    green?.pointee = self.green
    blue?.pointee = self.blue
    alpha?.pointee = self.alpha
    return true
  }

  /// Equal colours have equal components and the same system name.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return (red, green, blue, alpha) == (other.red, other.green, other.blue, other.alpha)
      && systemName == other.systemName
  }

  /// A hash of the components.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alpha)
    hasher.combine(systemName)
    return hasher.finalize()
  }

  /// `UIColor(systemBlue)` or `UIColor(r: 1, g: 0, b: 0, a: 1)`.
  open override var description: String {
    if let systemName { return "UIColor(\(systemName))" }
    return "UIColor(r: \(red), g: \(green), b: \(blue), a: \(alpha))"
  }

  /// Black.
  public static let black = UIColor(white: 0, alpha: 1)
  /// Dark grey.
  public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
  /// Grey.
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// Light grey.
  public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
  /// White.
  public static let white = UIColor(white: 1, alpha: 1)
  /// Red.
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// Green.
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// Blue.
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  /// Cyan.
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  /// Yellow.
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  /// Magenta.
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  /// Orange.
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// Purple.
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// Brown.
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  /// Fully transparent.
  public static let clear = UIColor(white: 0, alpha: 0)

  /// The system's primary text colour.
  public static let label = UIColor(system: "label", red: 0, green: 0, blue: 0)
  /// The system's secondary text colour.
  public static let secondaryLabel = UIColor(
    system: "secondaryLabel", red: 0.24, green: 0.24, blue: 0.26, alpha: 0.6)
  /// The system's tertiary text colour.
  public static let tertiaryLabel = UIColor(
    system: "tertiaryLabel", red: 0.24, green: 0.24, blue: 0.26, alpha: 0.3)
  /// The system's text colour for placeholders.
  public static let placeholderText = UIColor(
    system: "placeholderText", red: 0.24, green: 0.24, blue: 0.26, alpha: 0.3)
  /// The system's link colour.
  public static let link = UIColor(system: "link", red: 0, green: 0.48, blue: 1)
  /// The system's background.
  public static let systemBackground = UIColor(
    system: "systemBackground", red: 1, green: 1, blue: 1)
  /// The system's background for content over the background.
  public static let secondarySystemBackground = UIColor(
    system: "secondarySystemBackground", red: 0.95, green: 0.95, blue: 0.97)
  /// The system's grouped background.
  public static let systemGroupedBackground = UIColor(
    system: "systemGroupedBackground", red: 0.95, green: 0.95, blue: 0.97)
  /// The system's separator colour.
  public static let separator = UIColor(
    system: "separator", red: 0.24, green: 0.24, blue: 0.26, alpha: 0.29)
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  // UIKit's own name and type.
  /// The system's tint.
  public static let tintColor = UIColor(system: "tintColor", red: 0, green: 0.48, blue: 1)
  /// The system's blue.
  public static let systemBlue = UIColor(system: "systemBlue", red: 0, green: 0.48, blue: 1)
  /// The system's red.
  public static let systemRed = UIColor(system: "systemRed", red: 1, green: 0.23, blue: 0.19)
  /// The system's green.
  public static let systemGreen = UIColor(system: "systemGreen", red: 0.2, green: 0.78, blue: 0.35)
  /// The system's orange.
  public static let systemOrange = UIColor(system: "systemOrange", red: 1, green: 0.58, blue: 0)
  /// The system's yellow.
  public static let systemYellow = UIColor(system: "systemYellow", red: 1, green: 0.8, blue: 0)
  /// The system's pink.
  public static let systemPink = UIColor(system: "systemPink", red: 1, green: 0.18, blue: 0.33)
  /// The system's purple.
  public static let systemPurple = UIColor(
    system: "systemPurple", red: 0.69, green: 0.32, blue: 0.87)
  /// The system's teal.
  public static let systemTeal = UIColor(system: "systemTeal", red: 0.19, green: 0.69, blue: 0.78)
  /// The system's indigo.
  public static let systemIndigo = UIColor(
    system: "systemIndigo", red: 0.35, green: 0.34, blue: 0.84)
  /// The system's grey.
  public static let systemGray = UIColor(system: "systemGray", red: 0.56, green: 0.56, blue: 0.58)
  /// The system's lighter grey for fills.
  public static let systemGray5 = UIColor(system: "systemGray5", red: 0.9, green: 0.9, blue: 0.92)
  /// The system's lightest grey for fills.
  public static let systemGray6 = UIColor(system: "systemGray6", red: 0.95, green: 0.95, blue: 0.97)
}

extension UIColor {
  /// Creates a colour from Display P3 components, each 0 to 1; the components are kept as
  /// given (no colour space is converted, since nothing is drawn in colour).
  public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: displayP3Red, green: green, blue: blue, alpha: alpha)
  }

  /// The system's grey between systemGray and systemGray3, in light mode.
  public static let systemGray2 = UIColor(
    system: "systemGray2", red: 0.68, green: 0.68, blue: 0.7)
  /// The system's grey between systemGray2 and systemGray4, in light mode.
  public static let systemGray3 = UIColor(
    system: "systemGray3", red: 0.78, green: 0.78, blue: 0.8)
  /// The system's grey between systemGray3 and systemGray5, in light mode.
  public static let systemGray4 = UIColor(
    system: "systemGray4", red: 0.82, green: 0.82, blue: 0.84)
  /// The system's mint, in light mode.
  public static let systemMint = UIColor(system: "systemMint", red: 0, green: 0.78, blue: 0.75)
  /// The system's cyan, in light mode.
  public static let systemCyan = UIColor(system: "systemCyan", red: 0.2, green: 0.68, blue: 0.9)
  /// The system's brown, in light mode.
  public static let systemBrown = UIColor(
    system: "systemBrown", red: 0.64, green: 0.52, blue: 0.37)
  /// Text of the fourth rank: a translucent grey.
  public static let quaternaryLabel = UIColor(
    system: "quaternaryLabel", red: 0.24, green: 0.24, blue: 0.26, alpha: 0.18)
  /// The background of a third level of content: white, in light mode.
  public static let tertiarySystemBackground = UIColor(
    system: "tertiarySystemBackground", red: 1, green: 1, blue: 1)
  /// The background of content on a grouped background: white, in light mode.
  public static let secondarySystemGroupedBackground = UIColor(
    system: "secondarySystemGroupedBackground", red: 1, green: 1, blue: 1)
  /// The background of a third level on a grouped background, in light mode.
  public static let tertiarySystemGroupedBackground = UIColor(
    system: "tertiarySystemGroupedBackground", red: 0.95, green: 0.95, blue: 0.97)
  /// A separator that hides what is under it.
  public static let opaqueSeparator = UIColor(
    system: "opaqueSeparator", red: 0.78, green: 0.78, blue: 0.78)
  /// The fill of thin and small shapes.
  public static let systemFill = UIColor(
    system: "systemFill", red: 0.47, green: 0.47, blue: 0.5, alpha: 0.2)
  /// The fill of medium shapes.
  public static let secondarySystemFill = UIColor(
    system: "secondarySystemFill", red: 0.47, green: 0.47, blue: 0.5, alpha: 0.16)
  /// The fill of large shapes.
  public static let tertiarySystemFill = UIColor(
    system: "tertiarySystemFill", red: 0.46, green: 0.46, blue: 0.5, alpha: 0.12)
  /// The fill of large areas holding complex content.
  public static let quaternarySystemFill = UIColor(
    system: "quaternarySystemFill", red: 0.45, green: 0.45, blue: 0.5, alpha: 0.08)
  /// Light text on dark backgrounds.
  public static let lightText = UIColor(system: "lightText", red: 1, green: 1, blue: 1, alpha: 0.6)
  /// Dark text on light backgrounds.
  public static let darkText = UIColor(system: "darkText", red: 0, green: 0, blue: 0)
}
