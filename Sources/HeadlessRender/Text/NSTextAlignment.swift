/// Where a line of text sits between the left and right edges of its box.
public enum NSTextAlignment: Hashable, Sendable, CaseIterable {
  /// Against the left edge.
  case left
  /// In the middle; an odd leftover column goes to the right.
  case center
  /// Against the right edge.
  case right
  /// Filling the line; on the grid, as ``natural``: spaces are not stretched.
  case justified
  /// Against the leading edge: the left one in left to right, the right one in right to left.
  case natural

  /// The column offset of a line `lineWidth` columns wide in a box `boxWidth` columns wide,
  /// laid out right to left when `rightToLeft` (which moves only ``natural`` and
  /// ``justified`` text).
  package func offset(
    ofLineWidth lineWidth: Int, inWidth boxWidth: Int, rightToLeft: Bool = false
  ) -> Int {
    let leftover = Swift.max(boxWidth - lineWidth, 0)
    switch self {
    case .left: return 0
    case .center: return leftover / 2
    case .right: return leftover
    case .justified, .natural: return rightToLeft ? leftover : 0
    }
  }
}
