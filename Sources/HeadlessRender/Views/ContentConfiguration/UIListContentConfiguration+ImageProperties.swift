import Foundation

extension UIListContentConfiguration {
  /// How the image of a list content configuration looks, as
  /// `UIListContentConfiguration.ImageProperties`; kept, as the image is drawn as a
  /// placeholder of its name.
  public struct ImageProperties: Hashable, Sendable {
    /// The largest size the image takes, in points; `.zero` (no limit) by default.
    public var maximumSize = CGSize.zero
    /// The room kept for the image, in points, the image centred in it: `.zero` by default,
    /// the image's own size. A wider reserved width lines up the texts of rows whose images
    /// differ in width; an image wider than it keeps its own width, as the reserved size
    /// never resizes the image. With no image nothing is reserved. The height is kept: an
    /// image takes one line on the grid whatever room it is given.
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
