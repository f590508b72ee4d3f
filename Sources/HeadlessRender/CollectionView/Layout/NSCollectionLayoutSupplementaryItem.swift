import Foundation

/// A view attached to an item of a compositional layout, as
/// `NSCollectionLayoutSupplementaryItem`: a badge, a frame, a mark, asked of the data source
/// with ``elementKind`` and the index path of its item.
///
/// ```swift
/// let badge = NSCollectionLayoutSupplementaryItem(
///   layoutSize: NSCollectionLayoutSize(
///     widthDimension: .absolute(19.5), heightDimension: .absolute(22)),
///   elementKind: "badge",
///   containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
/// let item = NSCollectionLayoutItem(
///   layoutSize: NSCollectionLayoutSize(
///     widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
///   supplementaryItems: [badge])
/// // Each item's last two columns on its first line show its badge view.
/// ```
///
/// The item's cell frame (after its content insets) is the container: the
/// ``containerAnchor`` places the view against its edges, and its fractional dimensions
/// resolve against the cell's size. With an ``itemAnchor``, that point of the view is put on
/// the container's anchor point instead (`[.bottom, .leading]` against `[.top, .trailing]`
/// sits the view outside the corner). The view moves with its item (sideways too, in a
/// section that scrolls sideways), is drawn over it (``zIndex`` is 1 by default) and is read
/// by VoiceOver right after it. Attached to a group
/// (``NSCollectionLayoutGroup/supplementaryItems``), the view is placed against each instance
/// of the group's frame, asked for with the index path of the group's first item, and moves,
/// is drawn and is read as a view of that item.
@preconcurrency @MainActor
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  /// The kind of supplementary view the data source is asked for.
  public let elementKind: String
  /// Where the view is attached to its item.
  public let containerAnchor: NSCollectionLayoutAnchor
  /// Which point of the view goes on the container's anchor point; nil to place the view
  /// inside the container against the same edges.
  public let itemAnchor: NSCollectionLayoutAnchor?
  /// The stacking order: a view with a higher value is drawn over one with a lower value
  /// where their frames overlap. 1 by default, over the cells (0).
  public var zIndex = 1

  init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor?
  ) {
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    self.itemAnchor = itemAnchor
    super.init(layoutSize: layoutSize)
  }

  /// A view of `layoutSize` and `elementKind`, placed against its item by `containerAnchor`.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    containerAnchor: NSCollectionLayoutAnchor
  ) {
    self.init(
      layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
      itemAnchor: nil)
  }

  /// A view of `layoutSize` and `elementKind` whose `itemAnchor` point is put on its item's
  /// `containerAnchor` point.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor
  ) {
    self.init(
      layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
      itemAnchor: Optional(itemAnchor))
  }

  /// The view's frame for an item whose cell is at `container`.
  func frame(in container: CGRect) -> CGRect {
    let size = layoutSize.resolved(in: container.size)
    let anchor = containerAnchor.unitPoint
    let point = CGPoint(
      x: container.minX + container.width * anchor.x,
      y: container.minY + container.height * anchor.y)
    // Without an item anchor the view's own point is the container's: it lies inside.
    let own = itemAnchor?.unitPoint ?? anchor
    var offset = containerAnchor.points(for: size)
    if let itemAnchor {
      let more = itemAnchor.points(for: size)
      offset.x += more.x
      offset.y += more.y
    }
    return CGRect(
      x: point.x - size.width * own.x + offset.x, y: point.y - size.height * own.y + offset.y,
      width: size.width, height: size.height)
  }
}
