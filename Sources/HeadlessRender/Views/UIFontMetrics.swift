import Foundation

/// Scales fonts and values for the content size category, as `UIFontMetrics`: by the ratio of
/// its text style's size at the category to its size at the default, `.large` (Apple's table,
/// see `UIFont.TextStyle`).
///
/// The category is the current one (the frame's being drawn, else `.large`; see ``UIFont``)
/// or that of the traits given. A scaled font remembers its size at the default and the
/// style, so that a label with `adjustsFontForContentSizeCategory` follows the traits of
/// where it is shown.
///
/// ```swift
/// let metrics = UIFontMetrics(forTextStyle: .body)
/// let traits = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
/// metrics.scaledValue(for: 17, compatibleWith: traits)  // 53: the body's 53 points over 17
/// ```
public struct UIFontMetrics: Sendable {
  /// The text style whose ratios scale.
  private let textStyle: UIFont.TextStyle

  /// The metrics of `textStyle`.
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    self.textStyle = textStyle
  }

  /// The metrics of the body style.
  public static let `default` = UIFontMetrics(forTextStyle: .body)

  /// `font` at the current content size category, following it from then on.
  public func scaledFont(for font: UIFont) -> UIFont {
    font.scaled(
      by: textStyle, at: UITraitCollection.currentContentSizeCategory, maximumPointSize: nil)
  }

  /// `font` at the current content size category, never larger than `maximumPointSize`
  /// (0 for no limit).
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    font.scaled(
      by: textStyle, at: UITraitCollection.currentContentSizeCategory,
      maximumPointSize: maximumPointSize > 0 ? maximumPointSize : nil)
  }

  /// `font` at the content size category of `traitCollection` (the current one when it
  /// specifies none).
  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  {
    font.scaled(
      by: textStyle, at: UITraitCollection.contentSizeCategory(of: traitCollection),
      maximumPointSize: nil)
  }

  /// `font` at the content size category of `traitCollection`, never larger than
  /// `maximumPointSize` (0 for no limit).
  public func scaledFont(
    for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    font.scaled(
      by: textStyle, at: UITraitCollection.contentSizeCategory(of: traitCollection),
      maximumPointSize: maximumPointSize > 0 ? maximumPointSize : nil)
  }

  /// `value` at the current content size category: times the style's ratio.
  public func scaledValue(for value: CGFloat) -> CGFloat {
    scaledValue(value, at: UITraitCollection.currentContentSizeCategory)
  }

  /// `value` at the content size category of `traitCollection` (the current one when it
  /// specifies none).
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?)
    -> CGFloat
  {
    scaledValue(value, at: UITraitCollection.contentSizeCategory(of: traitCollection))
  }

  private func scaledValue(_ value: CGFloat, at category: UIContentSizeCategory) -> CGFloat {
    value * textStyle.pointSize(at: category) / textStyle.pointSize(at: .large)
  }
}
