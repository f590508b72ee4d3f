import Foundation

extension UIListContentConfiguration {
  /// How the image of a list content configuration looks, as
  /// `UIListContentConfiguration.ImageProperties`; kept, as the image is drawn as a
  /// placeholder of its name.
  public struct ImageProperties: Hashable, Sendable {
    /// The largest size the image takes, in points; `.zero` (no limit) by default.
    public var maximumSize = CGSize.zero
    /// The size the image's place takes whatever the image, in points; `.zero` by default.
    public var reservedLayoutSize = CGSize.zero
    /// The colour of a template image; kept.
    public var tintColor: UIColor?
    /// The radius of the image's corners; kept.
    public var cornerRadius: CGFloat = 0

    /// Image properties with every default.
    public init() {}

    /// The colour a template image is drawn in: ``tintColor``, or the view's `tintColor` when
    /// it is nil.
    public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
      self.tintColor ?? tintColor
    }
  }
}
