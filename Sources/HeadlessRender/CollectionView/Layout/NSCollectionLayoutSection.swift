import Foundation

/// One section of a compositional layout: its group repeated down the section until the
/// items run out, as `NSCollectionLayoutSection`.
@MainActor
public final class NSCollectionLayoutSection: NSObject {
  /// The group the section repeats.
  public let group: NSCollectionLayoutGroup
  /// The space between one group and the next: none by default.
  public var interGroupSpacing: CGFloat = 0
  /// Space around the section's groups.
  public var contentInsets = NSDirectionalEdgeInsets.zero

  /// A section that repeats `group`.
  public init(group: NSCollectionLayoutGroup) {
    self.group = group
  }

  /// Places `count` cells from `top` in a collection view of `size`: the section's width is
  /// the collection view's less the section's insets; fractional heights resolve against the
  /// collection view's height. Returns the cells' frames, each with the top and bottom of its
  /// group, and the section's bottom.
  ///
  /// - Complexity: O(n) in the cells.
  func place(count: Int, top: CGFloat, in size: CGSize)
    -> (cells: [(frame: CGRect, bandTop: CGFloat, bandBottom: CGFloat)], bottom: CGFloat)
  {
    let container = CGSize(
      width: max(size.width - contentInsets.leading - contentInsets.trailing, 0),
      height: size.height)
    let groupSize = group.layoutSize.resolved(in: container)
    var frames: [(frame: CGRect, bandTop: CGFloat, bandBottom: CGFloat)] = []
    var y = top + contentInsets.top
    var isFirst = true
    while frames.count < count {
      if !isFirst { y += interGroupSpacing }
      isFirst = false
      let slots = group.cellFrames(
        in: CGRect(
          x: contentInsets.leading, y: y, width: groupSize.width, height: groupSize.height))
      guard !slots.isEmpty, groupSize.height > 0 else { break }
      frames += slots.prefix(count - frames.count).map { ($0, y, y + groupSize.height) }
      y += groupSize.height
    }
    return (frames, y + contentInsets.bottom)
  }
}
