import Foundation

extension UIListContentConfiguration {
  /// How the text or the secondary text of a list content configuration looks, as
  /// `UIListContentConfiguration.TextProperties`.
  ///
  /// ``transform`` and ``numberOfLines`` change what is drawn; ``alignment`` places the text;
  /// the font and colours are kept, as text cannot show them.
  public struct TextProperties: Hashable, Sendable {
    /// How the text sits between the edges of its room, as
    /// `UIListContentConfiguration.TextProperties.TextAlignment`.
    public enum TextAlignment: Int, Hashable, Sendable, CaseIterable {
      /// Against the leading edge.
      case natural
      /// In the middle.
      case center
      /// Stretched to both edges: against the leading edge, as a line of text cannot stretch.
      case justified
    }

    /// A change of case applied to the text when it is shown, as
    /// `UIListContentConfiguration.TextProperties.TextTransform`.
    public enum TextTransform: Int, Hashable, Sendable, CaseIterable {
      /// As given.
      case none
      /// Each word capitalized.
      case capitalized
      /// In lower case.
      case lowercase
      /// In upper case: how grouped headers show their titles.
      case uppercase

      /// `text` with the change applied.
      ///
      /// ```swift
      /// UIListContentConfiguration.TextProperties.TextTransform.uppercase.apply(to: "Fruit")
      /// // "FRUIT"
      /// ```
      package func apply(to text: String) -> String {
        switch self {
        case .none: text
        case .capitalized: text.capitalized
        case .lowercase: text.lowercased()
        case .uppercase: text.uppercased()
        }
      }
    }

    /// The font; kept.
    public var font: UIFont
    /// The colour; kept.
    public var color: UIColor
    /// Where the text sits: `.natural` by default.
    public var alignment = TextAlignment.natural
    /// How the text is cut when it is too long: `.byTruncatingTail` by default.
    public var lineBreakMode = NSLineBreakMode.byTruncatingTail
    /// The most lines the text takes: 0, as many as it needs, by default.
    public var numberOfLines = 0
    /// The change of case applied when shown: `.none` by default.
    public var transform = TextTransform.none
    /// Whether the font shrinks to fit; kept: the text is cut instead.
    public var adjustsFontSizeToFitWidth = false
    /// How far the font may shrink; kept.
    public var minimumScaleFactor: CGFloat = 0
    /// Whether the font follows the content size category; kept.
    public var adjustsFontForContentSizeCategory = true

    /// The colour the text is drawn in: ``color``.
    public func resolvedColor() -> UIColor { color }

    /// Text properties with `font` and `color`.
    init(font: UIFont, color: UIColor) {
      self.font = font
      self.color = color
    }
  }
}
