import Foundation

/// The axes of a layout, as UIKit's `UIAxis`: a set of `horizontal` and `vertical`.
///
/// A ``UIListContentConfiguration`` names with one the axes on which its view keeps its
/// superview's layout margins (``UIListContentConfiguration/axesPreservingSuperviewLayoutMargins``).
public struct UIAxis: OptionSet, Hashable, Sendable {
  /// The axes' bits: 1 horizontal, 2 vertical, as in UIKit.
  public let rawValue: UInt

  /// The axes whose bits are `rawValue`.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The horizontal axis.
  public static let horizontal = UIAxis(rawValue: 1 << 0)
  /// The vertical axis.
  public static let vertical = UIAxis(rawValue: 1 << 1)
  /// Both axes.
  public static let both: UIAxis = [.horizontal, .vertical]
}
