import Foundation

/// One section of a compositional layout: its group repeated down the section until the
/// items run out, as `NSCollectionLayoutSection`.
///
/// With an ``orthogonalScrollingBehavior`` the groups go side by side instead, in one row
/// that scrolls sideways on its own; ``boundarySupplementaryItems`` add headers and footers.
@preconcurrency @MainActor
public final class NSCollectionLayoutSection: NSObject {
  /// The group the section repeats.
  public let group: NSCollectionLayoutGroup
  /// The space between one group and the next: none by default.
  public var interGroupSpacing: CGFloat = 0
  /// Space around the section's groups.
  public var contentInsets = NSDirectionalEdgeInsets.zero
  /// Whether the section scrolls sideways, in one row of groups (down, in one column, in a
  /// layout that scrolls horizontally): `.none` by default.
  public var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior
    .none
  /// The section's headers and footers: none by default.
  public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Views drawn behind the section: its backgrounds; none by default.
  public var decorationItems: [NSCollectionLayoutDecorationItem] = []
  /// Called on every layout pass that shows the section with its elements on screen (see
  /// ``NSCollectionLayoutVisibleItem``), the scroll offset (the section's sideways offset in
  /// `x` for a section that scrolls sideways, the collection view's otherwise; its vertical
  /// offset in `y`, or a column's own, for a section that scrolls down in a layout that
  /// scrolls horizontally) and the layout environment; what it changes holds for that pass. Nil by
  /// default.
  public var visibleItemsInvalidationHandler:
    NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

  /// A section that repeats `group`.
  public init(group: NSCollectionLayoutGroup) {
    self.group = group
  }

  /// The list configuration of a section made by ``list(using:layoutEnvironment:)``; nil for
  /// a section of groups.
  private(set) var listConfiguration: UICollectionLayoutListConfiguration?

  /// A section laid out as a list of `configuration`, for a compositional layout that mixes
  /// lists with other sections: its items one under the other, the full width, self-sizing,
  /// drawn as the list layout of the same configuration draws each of its sections.
  ///
  /// ```swift
  /// let layout = UICollectionViewCompositionalLayout { index, environment in
  ///   index == 0
  ///     ? gridSection()
  ///     : .list(using: .init(appearance: .insetGrouped), layoutEnvironment: environment)
  /// }
  /// ```
  public static func list(
    using configuration: UICollectionLayoutListConfiguration,
    layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(PointScale.line))
    let section = NSCollectionLayoutSection(
      group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
    section.listConfiguration = configuration
    return section
  }

  /// Where a section's cells and boundary items go.
  struct Placement {
    /// Each cell's frame, with the top and bottom of its group and the views attached to it
    /// (see ``NSCollectionLayoutSupplementaryItem``) with their frames.
    var cells:
      [(
        frame: CGRect, bandTop: CGFloat, bandBottom: CGFloat,
        attached: [(item: NSCollectionLayoutSupplementaryItem, frame: CGRect)]
      )] = []
    /// The headers, above the content insets.
    var headers: [(item: NSCollectionLayoutBoundarySupplementaryItem, frame: CGRect)] = []
    /// The footers, below the content insets.
    var footers: [(item: NSCollectionLayoutBoundarySupplementaryItem, frame: CGRect)] = []
    /// The section's bottom.
    var bottom: CGFloat = 0
    /// For a section that scrolls sideways, the width of its row, insets included.
    var orthogonalWidth: CGFloat?
    /// For a section that scrolls sideways, each group's frame in its row, in order.
    var orthogonalGroups: [CGRect] = []
    /// The items whose cells are measured whole, width and height (their width is estimated
    /// in a self-sizing section), by their index in the section.
    var wholeSizeItems: [Int] = []
  }

  /// Places `count` cells from `top` in a collection view of `size`: the section's width is
  /// the collection view's less the section's insets; fractional heights resolve against the
  /// collection view's height. In a section that follows the collection view down, groups
  /// with an estimated dimension anywhere in them self-size (see
  /// `NSCollectionLayoutGroup.layout(in:limit:measured:)`): `measured` says what each item's
  /// cell asked for, and each group takes the height its content gives it. Headers go first
  /// (the content starts under the tallest), then the content insets and the groups (down the
  /// section, or side by side when the section scrolls sideways), then the footers. The views
  /// attached to a group go with its first cell's.
  ///
  /// - Complexity: O(n) in the cells.
  func place(
    count: Int, top: CGFloat, in size: CGSize,
    measured: @escaping NSCollectionLayoutGroup.Measurement = { _ in (nil, nil) }
  ) -> Placement {
    let container = CGSize(
      width: max(size.width - contentInsets.leading - contentInsets.trailing, 0),
      height: size.height)
    var placement = Placement()
    var y = top
    placement.headers = boundaryFrames(isHeader: true, at: y, in: container)
    y += placement.headers.map(\.frame.height).max() ?? 0
    y += contentInsets.top
    let groupSize = group.layoutSize.resolved(in: container)
    var isFirst = true
    if orthogonalScrollingBehavior == .none {
      let selfSizes = selfSizesGroups
      while placement.cells.count < count {
        if !isFirst { y += interGroupSpacing }
        isFirst = false
        let first = placement.cells.count
        let laid = group.layout(
          in: CGRect(
            x: contentInsets.leading, y: y, width: groupSize.width, height: groupSize.height),
          limit: count - first,
          measured: selfSizes ? { @MainActor @Sendable in measured(first + $0) } : nil)
        guard !laid.cells.isEmpty, groupSize.height > 0 else { break }
        let taken = laid.cells.prefix(count - first)
        let height = laid.size.height
        placement.cells += taken.map { ($0.frame, y, y + height, $0.attached) }
        for (offset, cell) in taken.enumerated()
        where selfSizes && cell.item.layoutSize.widthDimension.isEstimated {
          placement.wholeSizeItems.append(first + offset)
        }
        y += height
      }
    } else {
      var x = contentInsets.leading
      while placement.cells.count < count {
        if !isFirst { x += interGroupSpacing }
        isFirst = false
        let laid = group.layout(
          in: CGRect(x: x, y: y, width: groupSize.width, height: groupSize.height),
          limit: count - placement.cells.count)
        guard !laid.cells.isEmpty, groupSize.width > 0 else { break }
        placement.cells += laid.cells.prefix(count - placement.cells.count).map {
          ($0.frame, y, y + groupSize.height, $0.attached)
        }
        placement.orthogonalGroups.append(
          CGRect(x: x, y: y, width: groupSize.width, height: groupSize.height))
        x += groupSize.width
      }
      placement.orthogonalWidth = x + contentInsets.trailing
      if !placement.cells.isEmpty { y += groupSize.height }
    }
    y += contentInsets.bottom
    placement.footers = boundaryFrames(isHeader: false, at: y, in: container)
    placement.bottom = y + (placement.footers.map(\.frame.height).max() ?? 0)
    return placement
  }

  /// Places `count` cells from `left` in a collection view of `size` whose layout scrolls
  /// horizontally: the headers at the top, the footers under the groups' bottom inset (each
  /// as tall as it resolves against the collection view's size, as wide as it resolves
  /// against the section's row of groups, aligned across that row), and between them, inside the content insets, the groups side by side,
  /// ``interGroupSpacing`` apart; fractional dimensions of the group resolve against the
  /// collection view's width less the leading and trailing insets and the height left between
  /// the headers and footers less the top and bottom insets. ``Placement/bottom`` is the
  /// section's right edge, trailing inset included. Groups do not self-size and
  /// ``orthogonalScrollingBehavior`` is not applied (the section already scrolls sideways).
  ///
  /// - Complexity: O(n) in the cells.
  func placeSideways(count: Int, left: CGFloat, in size: CGSize) -> Placement {
    var placement = Placement()
    let room = sidewaysRoom(in: size)
    let (headers, footers, groupSize) = (room.headers, room.footers, room.groupSize)
    let y = room.headerHeight + contentInsets.top
    var x = left + contentInsets.leading
    var isFirst = true
    while placement.cells.count < count {
      if !isFirst { x += interGroupSpacing }
      isFirst = false
      let slots = group.cellFrames(
        in: CGRect(x: x, y: y, width: groupSize.width, height: groupSize.height))
      guard !slots.isEmpty, groupSize.width > 0 else { break }
      placement.cells += slots.prefix(count - placement.cells.count).map {
        ($0.frame, x, x + groupSize.width, Self.attached(to: $0))
      }
      x += groupSize.width
    }
    let right = max(x, left + contentInsets.leading)
    // Headers and footers span the section's row of groups: their widths resolve against it.
    let row = CGSize(width: right - left - contentInsets.leading, height: size.height)
    func frame(_ item: NSCollectionLayoutBoundarySupplementaryItem, _ size: CGSize, y: CGFloat)
      -> CGRect
    {
      let resolved = CGSize(width: item.layoutSize.resolved(in: row).width, height: size.height)
      return item.frame(size: resolved, x: left + contentInsets.leading, width: row.width, y: y)
    }
    placement.headers = headers.map { ($0, frame($0, $1, y: 0)) }
    let footerTop = y + (placement.cells.isEmpty ? 0 : groupSize.height) + contentInsets.bottom
    placement.footers = footers.map { ($0, frame($0, $1, y: footerTop)) }
    placement.bottom = right + contentInsets.trailing
    return placement
  }

  /// Where a section of a layout that scrolls horizontally has room: its headers and footers,
  /// each at the size it resolves to against the collection view's height and the section's
  /// width less its leading and trailing insets, and the size of its group resolved against
  /// that width and the height left between the tallest header and the tallest footer inside
  /// the top and bottom insets.
  func sidewaysRoom(in size: CGSize) -> SidewaysRoom {
    let boundaryContainer = CGSize(
      width: max(size.width - contentInsets.leading - contentInsets.trailing, 0),
      height: size.height)
    func boundaries(isHeader: Bool) -> [(NSCollectionLayoutBoundarySupplementaryItem, CGSize)] {
      boundarySupplementaryItems.filter { isHeader ? $0.isHeader : $0.isFooter }.map {
        ($0, $0.layoutSize.resolved(in: boundaryContainer))
      }
    }
    let headers = boundaries(isHeader: true)
    let footers = boundaries(isHeader: false)
    let headerHeight = headers.map(\.1.height).max() ?? 0
    let footerHeight = footers.map(\.1.height).max() ?? 0
    let container = CGSize(
      width: boundaryContainer.width,
      height: max(
        size.height - headerHeight - footerHeight - contentInsets.top - contentInsets.bottom, 0))
    return SidewaysRoom(
      headers: headers, footers: footers, headerHeight: headerHeight,
      footerHeight: footerHeight, groupSize: group.layoutSize.resolved(in: container))
  }

  /// A sideways section's room: see ``sidewaysRoom(in:)``.
  struct SidewaysRoom {
    var headers: [(NSCollectionLayoutBoundarySupplementaryItem, CGSize)]
    var footers: [(NSCollectionLayoutBoundarySupplementaryItem, CGSize)]
    var headerHeight: CGFloat
    var footerHeight: CGFloat
    var groupSize: CGSize
  }

  /// Whether the section's groups take their sizes from their cells: a group with an
  /// estimated dimension (its own or an item's or group's inside it) in a section of groups
  /// that follows the collection view down.
  var selfSizesGroups: Bool {
    orthogonalScrollingBehavior == .none && listConfiguration == nil
      && group.hasEstimatedDimension
  }

  /// The views attached to the item of `slot`, each with its frame against the slot's.
  static func attached(to slot: (frame: CGRect, item: NSCollectionLayoutItem))
    -> [(item: NSCollectionLayoutSupplementaryItem, frame: CGRect)]
  {
    slot.item.supplementaryItems.map { ($0, $0.frame(in: slot.frame)) }
  }

  /// The frames of the headers (or footers) at `y`, across the section's width less its
  /// leading and trailing insets.
  private func boundaryFrames(isHeader: Bool, at y: CGFloat, in container: CGSize)
    -> [(item: NSCollectionLayoutBoundarySupplementaryItem, frame: CGRect)]
  {
    boundarySupplementaryItems.filter { isHeader ? $0.isHeader : $0.isFooter }.map { item in
      let size = item.layoutSize.resolved(in: container)
      return (
        item,
        item.frame(size: size, x: contentInsets.leading, width: container.width, y: y)
      )
    }
  }
}
