import Foundation
import TextCanvas

extension UIContentSizeCategory {
  /// The twelve categories a person can choose, smallest first.
  package static let ordered: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// The category's place in ``ordered``; -1 for `.unspecified` and a category UIKit does not
  /// have, which come before every other.
  private var rank: Int { Self.ordered.firstIndex(of: self) ?? -1 }

  /// Posted when a window's content size category changes (as a `DeviceFrame` drawing in
  /// another variant changes it), as UIKit posts it when the person changes it in Settings;
  /// the user info holds the new category's raw value at ``newValueUserInfoKey``.
  nonisolated public static let didChangeNotification = NSNotification.Name(
    "UIContentSizeCategoryDidChangeNotification")

  /// The key of the new category's raw value in ``didChangeNotification``'s user info.
  nonisolated public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

  /// Whether `left` is a smaller text size than `right`.
  public static func < (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
    left.rank < right.rank
  }

  /// Whether `left` is the same text size as `right` or a smaller one.
  public static func <= (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
    left.rank <= right.rank
  }

  /// Whether `left` is a larger text size than `right`.
  public static func > (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
    left.rank > right.rank
  }

  /// Whether `left` is the same text size as `right` or a larger one.
  public static func >= (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
    left.rank >= right.rank
  }
}

extension UITraitCollection {
  /// The content size category of the frame being laid out or drawn (see ``UIFont``).
  @TaskLocal package static var currentContentSizeCategory = UIContentSizeCategory.large

  /// The content size category `traitCollection` specifies, else the current one.
  package static func contentSizeCategory(of traitCollection: UITraitCollection?)
    -> UIContentSizeCategory
  {
    guard let category = traitCollection?.preferredContentSizeCategory, category != .unspecified
    else { return currentContentSizeCategory }
    return category
  }

  /// The traits of something shown in no window: those of a window of `gridSize`, at the
  /// content size category of the frame laying out (the one a window there would have).
  package static func outsideAnyWindow(gridSize: GridSize) -> UITraitCollection {
    let sized = UITraitCollection(gridSize: gridSize)
    guard currentContentSizeCategory != sized.preferredContentSizeCategory else { return sized }
    return UITraitCollection(traitsFrom: [
      sized, UITraitCollection(preferredContentSizeCategory: currentContentSizeCategory),
    ])
  }
}
