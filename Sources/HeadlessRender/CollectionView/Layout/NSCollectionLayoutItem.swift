import Foundation

/// The smallest part of a compositional layout, one cell, as `NSCollectionLayoutItem`.
@preconcurrency @MainActor
public class NSCollectionLayoutItem: NSObject {
  /// The item's size in its group.
  public let layoutSize: NSCollectionLayoutSize
  /// Space taken from the item's frame once it is placed: the cell is inset by it.
  public var contentInsets = NSDirectionalEdgeInsets.zero
  /// The views attached to the item: its badges; none by default. Read-only on an item, as
  /// in UIKit (a group's can be set).
  public var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { attachedItems }
  private var attachedItems: [NSCollectionLayoutSupplementaryItem] = []

  /// An item of `layoutSize`.
  public init(layoutSize: NSCollectionLayoutSize) {
    self.layoutSize = layoutSize
  }

  /// An item of `layoutSize` with `supplementaryItems` attached to it (see
  /// ``NSCollectionLayoutSupplementaryItem``).
  public convenience init(
    layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]
  ) {
    self.init(layoutSize: layoutSize)
    attachedItems = supplementaryItems
  }
}

/// The space between a group's items, as `NSCollectionLayoutSpacing`.
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: NSObject {
  let value: CGFloat
  let isFlexible: Bool

  private init(_ value: CGFloat, isFlexible: Bool) {
    self.value = value
    self.isFlexible = isFlexible
  }

  /// Exactly `fixedSpacing` points.
  public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(fixedSpacing, isFlexible: false)
  }

  /// At least `flexibleSpacing` points, growing to share the room the items leave.
  public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(flexibleSpacing, isFlexible: true)
  }
}
