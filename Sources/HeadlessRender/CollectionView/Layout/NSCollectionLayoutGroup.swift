import Foundation
import TextCanvas

/// Items (or groups) side by side or one above the other, as `NSCollectionLayoutGroup`: a
/// section repeats its group until its items run out.
///
/// A group places its subitems in order, cycling through them, as long as the next one fits
/// along its axis; a group made with a count places exactly that many.
@preconcurrency @MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  enum Axis: Hashable {
    case horizontal, vertical
  }

  let axis: Axis
  let subitems: [NSCollectionLayoutItem]
  /// How many subitems the group places, when made with a count.
  let count: Int?
  /// Whether the count's items are resized to fill the group (the iOS 13 initializer).
  let resizesToCount: Bool
  /// The space between the group's subitems: none by default.
  public var interItemSpacing: NSCollectionLayoutSpacing?

  private init(
    axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem],
    count: Int?, resizesToCount: Bool
  ) {
    self.axis = axis
    self.subitems = subitems
    self.count = count
    self.resizesToCount = resizesToCount
    super.init(layoutSize: layoutSize)
  }

  /// A group of `subitems` side by side, repeated while they fit its width.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil,
      resizesToCount: false)
  }

  /// A group of `count` items side by side, each resized to share the group's width (deprecated
  /// in iOS 16, still common).
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count,
      resizesToCount: true)
  }

  /// A group of `count` repetitions of `repeatingSubitem` side by side, at its own size.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      axis: .horizontal, layoutSize: layoutSize, subitems: [repeatingSubitem], count: count,
      resizesToCount: false)
  }

  /// A group of `subitems` one above the other, repeated while they fit its height.
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil,
      resizesToCount: false)
  }

  /// A group of `count` items one above the other, each resized to share the group's height
  /// (deprecated in iOS 16, still common).
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count,
      resizesToCount: true)
  }

  /// A group of `count` repetitions of `repeatingSubitem` one above the other.
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      axis: .vertical, layoutSize: layoutSize, subitems: [repeatingSubitem], count: count,
      resizesToCount: false)
  }

  /// The cells one instance of the group holds, in order, for a group placed at `frame`:
  /// each one's frame and the item it is made from.
  ///
  /// Fractional sizes resolve against the group's frame less its content insets; each cell
  /// is then inset by its item's content insets.
  func cellFrames(in frame: CGRect) -> [(frame: CGRect, item: NSCollectionLayoutItem)] {
    let content = CGRect(
      x: frame.minX + contentInsets.leading, y: frame.minY + contentInsets.top,
      width: max(frame.width - contentInsets.leading - contentInsets.trailing, 0),
      height: max(frame.height - contentInsets.top - contentInsets.bottom, 0))
    let extent = axis == .horizontal ? content.width : content.height
    let spacing = interItemSpacing?.value ?? 0
    var sizes: [(item: NSCollectionLayoutItem, size: CGSize)] = []
    if let count, !subitems.isEmpty {
      for index in 0..<max(count, 0) {
        let item = subitems[index % subitems.count]
        var size = item.layoutSize.resolved(in: content.size)
        if resizesToCount, count > 0 {
          let share = (extent - spacing * CGFloat(count - 1)) / CGFloat(count)
          if axis == .horizontal { size.width = share } else { size.height = share }
        }
        sizes.append((item, size))
      }
    } else if !subitems.isEmpty {
      var used: CGFloat = 0
      var index = 0
      while true {
        let item = subitems[index % subitems.count]
        let size = item.layoutSize.resolved(in: content.size)
        let length = axis == .horizontal ? size.width : size.height
        let needed = used + (sizes.isEmpty ? 0 : spacing) + length
        // A subitem of no length would repeat forever; one too long for an empty group
        // still takes the group, as UIKit places at least one.
        guard length > 0, needed <= extent + 0.0001 || sizes.isEmpty else { break }
        sizes.append((item, size))
        used = needed
        index += 1
        if sizes.count > 10_000 { break }
      }
    }
    var gap = spacing
    if interItemSpacing?.isFlexible == true, sizes.count > 1 {
      let lengths = sizes.reduce(CGFloat(0)) {
        $0 + (axis == .horizontal ? $1.size.width : $1.size.height)
      }
      gap = max(spacing, (extent - lengths) / CGFloat(sizes.count - 1))
    }
    var frames: [(frame: CGRect, item: NSCollectionLayoutItem)] = []
    var position = axis == .horizontal ? content.minX : content.minY
    for (item, size) in sizes {
      let placed =
        axis == .horizontal
        ? CGRect(x: position, y: content.minY, width: size.width, height: size.height)
        : CGRect(x: content.minX, y: position, width: size.width, height: size.height)
      if let group = item as? NSCollectionLayoutGroup {
        frames += group.cellFrames(in: placed)
      } else {
        // UIKit ignores an item's content insets along an axis whose dimension is estimated.
        let insets = item.contentInsets
        let horizontal = item.layoutSize.widthDimension.isEstimated ? 0 : 1 as CGFloat
        let vertical = item.layoutSize.heightDimension.isEstimated ? 0 : 1 as CGFloat
        let cell = CGRect(
          x: placed.minX + horizontal * insets.leading, y: placed.minY + vertical * insets.top,
          width: max(placed.width - horizontal * (insets.leading + insets.trailing), 0),
          height: max(placed.height - vertical * (insets.top + insets.bottom), 0))
        frames.append((cell, item))
      }
      position += (axis == .horizontal ? size.width : size.height) + gap
    }
    return frames
  }
}
