import Foundation
import TextCanvas

// How a view follows its superview's size: its autoresizing mask.
extension UIView {
  /// How a view follows its superview's size when the superview's size changes, as
  /// `UIView.AutoresizingMask`.
  ///
  /// On each axis the superview's change is shared among the flexible parts (the margin
  /// before, the size, the margin after), in proportion to their lengths (equally when those
  /// are all 0); with none flexible, the view keeps its frame. A view whose
  /// ``UIView/translatesAutoresizingMaskIntoConstraints`` is false ignores its mask, as in
  /// UIKit; one that is true and that constraints name is held at the frame the mask gave it.
  ///
  /// ```swift
  /// let list = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
  /// list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
  /// view.addSubview(list)  // fills the view at any size it takes
  /// ```
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The mask's bits, as UIKit's.
    public let rawValue: UInt

    /// The mask of `rawValue`'s bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The margin on the left grows and shrinks.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width grows and shrinks.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The margin on the right grows and shrinks.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The margin at the top grows and shrinks.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height grows and shrinks.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The margin at the bottom grows and shrinks.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// Resizes the subviews that follow this view by their masks, this view having been
  /// `oldSize`.
  func autoresizeSubviews(from oldSize: GridSize) {
    let newSize = gridFrame.size
    for subview in subviews
    where subview.translatesAutoresizingMaskIntoConstraints && !subview.autoresizingMask.isEmpty {
      let mask = subview.autoresizingMask
      let frame = subview.gridFrame
      let horizontal = Self.autoresize(
        origin: frame.minX, length: frame.width, in: oldSize.width, to: newSize.width,
        flexible: (
          mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
          mask.contains(.flexibleRightMargin)
        ))
      let vertical = Self.autoresize(
        origin: frame.minY, length: frame.height, in: oldSize.height, to: newSize.height,
        flexible: (
          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
          mask.contains(.flexibleBottomMargin)
        ))
      subview.gridFrame = GridRect(
        x: horizontal.origin, y: vertical.origin, width: horizontal.length,
        height: vertical.length)
    }
  }

  /// A subview's origin and length on one axis after its superview's length went from `old`
  /// to `new`: the change shared among the flexible parts in proportion to their lengths.
  package static func autoresize(
    origin: Int, length: Int, in old: Int, to new: Int,
    flexible: (before: Bool, length: Bool, after: Bool)
  ) -> (origin: Int, length: Int) {
    let change = new - old
    let parts = [
      (flexible.before, origin), (flexible.length, length), (flexible.after, old - origin - length),
    ]
    let flexibleParts = parts.filter(\.0)
    guard change != 0, !flexibleParts.isEmpty else { return (origin, length) }
    let total = flexibleParts.reduce(0) { $0 + max($1.1, 0) }
    func share(_ part: (Bool, Int)) -> Int {
      guard part.0 else { return 0 }
      let fraction =
        total > 0 ? Double(max(part.1, 0)) / Double(total) : 1 / Double(flexibleParts.count)
      return Int((Double(change) * fraction).rounded())
    }
    return (origin + share(parts[0]), max(length + share(parts[1]), 0))
  }
}
