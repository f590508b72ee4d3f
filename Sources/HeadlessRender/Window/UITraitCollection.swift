import Foundation
import TextCanvas

/// The traits of where a view is shown, as `UITraitCollection`: display scale, size classes,
/// layout direction, content size category and interface style.
///
/// A view or view controller reads those of the window it is in (of ``UIScreen/main`` when it
/// is in none), worked out from the window's width:
///
/// | trait | value |
/// |---|---|
/// | `displayScale` | 3 |
/// | `horizontalSizeClass` | `.compact` below 704 points (72 columns), `.regular` from there |
/// | `verticalSizeClass` | `.regular` |
/// | `layoutDirection` | `.leftToRight` |
/// | `preferredContentSizeCategory` | `.large` |
/// | `userInterfaceStyle` | `.light` |
///
/// A window can lay other values over these (the frames' variants do: a content size
/// category, a layout direction); what it specifies wins.
///
/// A phone is narrower than 704 points in portrait (440 at most) and an iPad wider (744 at
/// least); a phone in landscape, compact vertically, is not modelled. When a window changes
/// size across the boundary, its view controllers and views get `traitCollectionDidChange(_:)`.
public final class UITraitCollection: NSObject, Sendable {
  /// The pixels in a point.
  public let displayScale: CGFloat
  /// How much room there is across.
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  /// How much room there is down.
  public let verticalSizeClass: UIUserInterfaceSizeClass
  /// Which way text runs.
  public let layoutDirection: UITraitEnvironmentLayoutDirection
  /// The text size the person chose.
  public let preferredContentSizeCategory: UIContentSizeCategory
  /// Light or dark.
  public let userInterfaceStyle: UIUserInterfaceStyle

  /// The narrowest width, in points, that is regular horizontally.
  package static let regularWidth: CGFloat = 704

  /// The traits of a window of `gridSize`.
  package convenience init(gridSize: GridSize) {
    self.init(
      Traits(
        displayScale: 3,
        horizontalSizeClass: PointScale.points(columns: gridSize.width) >= Self.regularWidth
          ? .regular : .compact,
        verticalSizeClass: .regular, layoutDirection: .leftToRight,
        preferredContentSizeCategory: .large, userInterfaceStyle: .light))
  }

  /// The six traits' values, each unspecified unless given.
  private struct Traits {
    var displayScale: CGFloat = 0
    var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
    var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
    var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
    var preferredContentSizeCategory = UIContentSizeCategory.unspecified
    var userInterfaceStyle = UIUserInterfaceStyle.unspecified
  }

  private init(_ traits: Traits) {
    displayScale = traits.displayScale
    horizontalSizeClass = traits.horizontalSizeClass
    verticalSizeClass = traits.verticalSizeClass
    layoutDirection = traits.layoutDirection
    preferredContentSizeCategory = traits.preferredContentSizeCategory
    userInterfaceStyle = traits.userInterfaceStyle
    super.init()
  }

  /// A collection whose traits are all unspecified: a display scale of 0, `.unspecified`
  /// size classes, layout direction, content size category and style.
  public override convenience init() {
    self.init(Traits())
  }

  /// A collection with the specified traits of `traitCollections`: where several specify a
  /// trait, the last one's value wins; a trait none specifies stays unspecified.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    var traits = Traits()
    for collection in traitCollections {
      if collection.displayScale != 0 { traits.displayScale = collection.displayScale }
      if collection.horizontalSizeClass != .unspecified {
        traits.horizontalSizeClass = collection.horizontalSizeClass
      }
      if collection.verticalSizeClass != .unspecified {
        traits.verticalSizeClass = collection.verticalSizeClass
      }
      if collection.layoutDirection != .unspecified {
        traits.layoutDirection = collection.layoutDirection
      }
      if collection.preferredContentSizeCategory != .unspecified {
        traits.preferredContentSizeCategory = collection.preferredContentSizeCategory
      }
      if collection.userInterfaceStyle != .unspecified {
        traits.userInterfaceStyle = collection.userInterfaceStyle
      }
    }
    self.init(traits)
  }

  /// A collection that specifies only the display scale.
  public convenience init(displayScale scale: CGFloat) {
    self.init(Traits(displayScale: scale))
  }

  /// A collection that specifies only the horizontal size class.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(Traits(horizontalSizeClass: horizontalSizeClass))
  }

  /// A collection that specifies only the vertical size class.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(Traits(verticalSizeClass: verticalSizeClass))
  }

  /// A collection that specifies only the layout direction.
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init(Traits(layoutDirection: layoutDirection))
  }

  /// A collection that specifies only the content size category.
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(Traits(preferredContentSizeCategory: preferredContentSizeCategory))
  }

  /// A collection that specifies only the interface style.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(Traits(userInterfaceStyle: userInterfaceStyle))
  }

  /// Whether every trait `trait` specifies has the same value here; true for nil.
  public func containsTraits(in trait: UITraitCollection?) -> Bool {
    guard let trait else { return true }
    return UITraitCollection(traitsFrom: [self, trait]).isEqual(self)
  }

  /// Whether `object` is a trait collection with the same traits.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    return displayScale == other.displayScale
      && horizontalSizeClass == other.horizontalSizeClass
      && verticalSizeClass == other.verticalSizeClass && layoutDirection == other.layoutDirection
      && preferredContentSizeCategory == other.preferredContentSizeCategory
      && userInterfaceStyle == other.userInterfaceStyle
  }

  /// A hash of the traits, equal for equal collections.
  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(displayScale)
    hasher.combine(horizontalSizeClass)
    hasher.combine(verticalSizeClass)
    hasher.combine(layoutDirection)
    hasher.combine(preferredContentSizeCategory)
    hasher.combine(userInterfaceStyle)
    return hasher.finalize()
  }
}

/// How much room a size class gives, as `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
  /// No size class.
  case unspecified = 0
  /// Little room: a phone's width.
  case compact = 1
  /// Much room: an iPad's width, a phone's height.
  case regular = 2
}

/// Which way a trait environment lays out, as `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Hashable, Sendable {
  /// Not known.
  case unspecified = -1
  /// Left to right, as English.
  case leftToRight = 0
  /// Right to left, as Arabic and Hebrew.
  case rightToLeft = 1
}

/// Which way a view lays out its content, as `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Hashable, Sendable {
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft = 1
}

/// Light or dark appearance, as `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
  /// Not known.
  case unspecified = 0
  /// Light.
  case light = 1
  /// Dark.
  case dark = 2
}

/// The text size a person chose in Settings, as `UIContentSizeCategory`.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
  /// UIKit's name of the category.
  public let rawValue: String

  /// The category named `rawValue`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// No category.
  public static let unspecified = UIContentSizeCategory(
    rawValue: "_UICTContentSizeCategoryUnspecified")
  /// Extra small.
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  /// Small.
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  /// Medium.
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  /// Large: the default.
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  /// Extra large.
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  /// Extra extra large.
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  /// Extra extra extra large.
  public static let extraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryXXXL")
  /// The first accessibility size.
  public static let accessibilityMedium = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// The second accessibility size.
  public static let accessibilityLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// The third accessibility size.
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// The fourth accessibility size.
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// The largest accessibility size.
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// Whether the category is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool {
    rawValue.hasPrefix("UICTContentSizeCategoryAccessibility")
  }
}
