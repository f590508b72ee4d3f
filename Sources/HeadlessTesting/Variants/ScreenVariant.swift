import HeadlessRender
import TextCanvas

/// A way a person sees a screen: on which device, at which text size, in which layout
/// direction. Drawing a screen in several variants is how its large-text, right-to-left and
/// other-device bugs show.
///
/// Each of the three is optional; what a variant leaves out is the default (the frame's own
/// size, the `.large` content size category, left to right). A ``DeviceFrame`` draws a view
/// controller in a variant by laying the variant's ``traits`` over those of its window, and by
/// taking the size of its ``device``:
///
/// ```swift
/// let frame = DeviceFrame(variant: .largestText)
/// print(try frame.text(of: navigation))  // the screen at the largest accessibility size
/// ```
///
/// Variants combine with ``combined(with:)`` (what the second specifies wins):
/// `.largestText.combined(with: .rightToLeft)` is named
/// `accessibilityExtraExtraExtraLarge-rightToLeft`.
///
/// ## Names
///
/// A variant's ``name`` is its parts, each the Swift name of its value, joined by `-` in the
/// order device, content size, direction: `iPadPortrait`, `extraLarge`, `rightToLeft`,
/// `smallPhone-accessibilityMedium-rightToLeft`; the variant that specifies nothing is
/// `default`. Golden files, scenario files and the command line use these names, and
/// ``init(name:)`` reads them back.
public struct ScreenVariant: Hashable, Sendable, CustomStringConvertible {
  /// The device the screen is drawn on; nil for the frame's own size.
  public var device: DevicePreset?
  /// The text size; nil for the default, `.large`.
  public var contentSizeCategory: UIContentSizeCategory?
  /// The layout direction; nil for the default, left to right.
  public var layoutDirection: UITraitEnvironmentLayoutDirection?

  /// A variant of the given parts; those left out stay the default.
  public init(
    device: DevicePreset? = nil, contentSizeCategory: UIContentSizeCategory? = nil,
    layoutDirection: UITraitEnvironmentLayoutDirection? = nil
  ) {
    self.device = device
    self.contentSizeCategory = contentSizeCategory
    self.layoutDirection = layoutDirection
  }

  /// The screen as it is drawn without a variant: named `default`.
  public static let `default` = ScreenVariant()
  /// The largest accessibility text size, `.accessibilityExtraExtraExtraLarge`.
  public static let largestText = ScreenVariant(
    contentSizeCategory: .accessibilityExtraExtraExtraLarge)
  /// Right to left, as Arabic and Hebrew lay out.
  public static let rightToLeft = ScreenVariant(layoutDirection: .rightToLeft)

  /// The variant on `device`.
  public static func device(_ device: DevicePreset) -> ScreenVariant {
    ScreenVariant(device: device)
  }

  /// The variant at `category`.
  public static func contentSize(_ category: UIContentSizeCategory) -> ScreenVariant {
    ScreenVariant(contentSizeCategory: category)
  }

  /// This variant with the parts `other` specifies laid over it.
  public func combined(with other: ScreenVariant) -> ScreenVariant {
    ScreenVariant(
      device: other.device ?? device,
      contentSizeCategory: other.contentSizeCategory ?? contentSizeCategory,
      layoutDirection: other.layoutDirection ?? layoutDirection)
  }

  /// The traits a window showing the variant lays over those of its size: the content size
  /// category and layout direction it specifies, nothing else (the device's size classes come
  /// from its size).
  public var traits: UITraitCollection {
    var collections: [UITraitCollection] = []
    if let contentSizeCategory {
      collections.append(UITraitCollection(preferredContentSizeCategory: contentSizeCategory))
    }
    if let layoutDirection {
      collections.append(UITraitCollection(layoutDirection: layoutDirection))
    }
    return UITraitCollection(traitsFrom: collections)
  }

  /// The variant's name, as golden files and the command line spell it: `default`, or the
  /// parts it specifies joined by `-` (see the type's discussion).
  public var name: String {
    var parts: [String] = []
    if let device { parts.append(device.rawValue) }
    if let contentSizeCategory { parts.append(Self.name(of: contentSizeCategory)) }
    if let layoutDirection { parts.append(Self.name(of: layoutDirection)) }
    return parts.isEmpty ? "default" : parts.joined(separator: "-")
  }

  /// The ``name``.
  public var description: String { name }

  /// The variant named `name`, as ``name`` spells it: `default`, or parts joined by `-`, each
  /// a device preset, a content size category or a layout direction, at most one of each.
  ///
  /// ```swift
  /// try ScreenVariant(name: "iPadPortrait-rightToLeft")
  /// // ScreenVariant(device: .iPadPortrait, layoutDirection: .rightToLeft)
  /// ```
  ///
  /// - Throws: ``ScreenVariantError`` saying which part is unknown or repeated.
  public init(name: String) throws(ScreenVariantError) {
    self.init()
    guard name != "default" else { return }
    guard !name.isEmpty else { throw .empty }
    for part in name.split(separator: "-", omittingEmptySubsequences: false).map(String.init) {
      if let preset = DevicePreset(rawValue: part) {
        guard device == nil else { throw .repeated(.device, name: name) }
        device = preset
      } else if let category = Self.contentSizeCategories.first(where: { $0.name == part }) {
        guard contentSizeCategory == nil else { throw .repeated(.contentSize, name: name) }
        contentSizeCategory = category.category
      } else if let direction = Self.layoutDirections.first(where: { $0.name == part }) {
        guard layoutDirection == nil else { throw .repeated(.layoutDirection, name: name) }
        layoutDirection = direction.direction
      } else {
        throw .unknownPart(part, name: name)
      }
    }
  }

  /// The twelve content size categories a person can choose, smallest first, each with the
  /// name variants give it: UIKit's Swift name (`extraSmall` … `accessibilityExtraExtraExtraLarge`).
  public static let contentSizeCategories: [(name: String, category: UIContentSizeCategory)] = [
    ("extraSmall", .extraSmall), ("small", .small), ("medium", .medium), ("large", .large),
    ("extraLarge", .extraLarge), ("extraExtraLarge", .extraExtraLarge),
    ("extraExtraExtraLarge", .extraExtraExtraLarge), ("accessibilityMedium", .accessibilityMedium),
    ("accessibilityLarge", .accessibilityLarge),
    ("accessibilityExtraLarge", .accessibilityExtraLarge),
    ("accessibilityExtraExtraLarge", .accessibilityExtraExtraLarge),
    ("accessibilityExtraExtraExtraLarge", .accessibilityExtraExtraExtraLarge),
  ]

  /// The two layout directions, with the names variants give them.
  static let layoutDirections: [(name: String, direction: UITraitEnvironmentLayoutDirection)] = [
    ("leftToRight", .leftToRight), ("rightToLeft", .rightToLeft),
  ]

  /// The name of `category`: its Swift name, or its raw value for one UIKit does not have.
  static func name(of category: UIContentSizeCategory) -> String {
    contentSizeCategories.first { $0.category == category }?.name ?? category.rawValue
  }

  static func name(of direction: UITraitEnvironmentLayoutDirection) -> String {
    layoutDirections.first { $0.direction == direction }?.name ?? "unspecified"
  }
}

/// Why a variant's name could not be read (see ``ScreenVariant/init(name:)``).
public enum ScreenVariantError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The three parts of a variant.
  public enum Part: String, Hashable, Sendable {
    /// A device preset.
    case device
    /// A content size category.
    case contentSize = "content size"
    /// A layout direction.
    case layoutDirection = "layout direction"
  }

  /// The name is empty.
  case empty
  /// `part` of `name` is none of the known devices, content sizes and directions.
  case unknownPart(String, name: String)
  /// `name` gives two parts of the same kind.
  case repeated(Part, name: String)

  /// The message, naming the variant and the part, each quoted with control characters
  /// escaped.
  public var description: String {
    switch self {
    case .empty:
      return "a variant's name is empty (expected \"default\" or parts joined by \"-\")"
    case .unknownPart(let part, let name):
      let known =
        DevicePreset.allCases.map(\.rawValue) + ScreenVariant.contentSizeCategories.map(\.name)
        + ScreenVariant.layoutDirections.map(\.name)
      return "variant \(name.debugDescription): unknown part \(part.debugDescription) "
        + "(expected \"default\" or parts joined by \"-\" among: \(known.joined(separator: ", ")))"
    case .repeated(let part, let name):
      return "variant \(name.debugDescription) names more than one \(part.rawValue)"
    }
  }
}
