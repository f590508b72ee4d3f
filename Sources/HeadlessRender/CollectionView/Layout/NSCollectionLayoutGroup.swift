import Foundation
import TextCanvas

/// Items (or groups) side by side or one above the other, as `NSCollectionLayoutGroup`: a
/// section repeats its group until its items run out.
///
/// A group places its subitems in order, cycling through them, as long as the next one fits
/// along its axis; a group made with a count places exactly that many. A group with an
/// estimated dimension, or items with one, sizes itself from its cells once they are on
/// screen: a tag cloud is a full-width group of items of estimated width, each as wide as its
/// cell, each line holding the tags that fit it:
///
/// ```swift
/// let tag = NSCollectionLayoutItem(
///   layoutSize: NSCollectionLayoutSize(
///     widthDimension: .estimated(40), heightDimension: .absolute(22)))
/// let line = NSCollectionLayoutGroup.horizontal(
///   layoutSize: NSCollectionLayoutSize(
///     widthDimension: .fractionalWidth(1), heightDimension: .absolute(22)),
///   subitems: [tag])
/// line.interItemSpacing = .fixed(9.75)
/// // │swift ios layout abc│
/// // │layouts             │
/// ```
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

  /// The views attached to each instance of the group, placed against its frame by their
  /// anchors as an item's badges are against its cell (see
  /// ``NSCollectionLayoutSupplementaryItem``); none by default.
  public override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
    get { groupItems }
    set { groupItems = newValue }
  }
  private var groupItems: [NSCollectionLayoutSupplementaryItem] = []

  /// The cells one instance of the group holds, in order, for a group placed at `frame`:
  /// each one's frame and the item it is made from (see `layout(in:limit:measured:)`).
  func cellFrames(in frame: CGRect) -> [(frame: CGRect, item: NSCollectionLayoutItem)] {
    layout(in: frame).cells.map { ($0.frame, $0.item) }
  }
}
