/// Where a line of text sits between the left and right edges of its box.
public enum NSTextAlignment: Hashable, Sendable, CaseIterable {
  /// Against the left edge.
  case left
  /// In the middle; an odd leftover column goes to the right.
  case center
  /// Against the right edge.
  case right

  /// The column offset of a line `lineWidth` columns wide in a box `boxWidth` columns wide.
  package func offset(ofLineWidth lineWidth: Int, inWidth boxWidth: Int) -> Int {
    let leftover = Swift.max(boxWidth - lineWidth, 0)
    switch self {
    case .left: return 0
    case .center: return leftover / 2
    case .right: return leftover
    }
  }
}
