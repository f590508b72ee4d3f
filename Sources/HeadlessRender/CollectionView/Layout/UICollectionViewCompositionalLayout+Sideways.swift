import Foundation

// The layout of a configuration that scrolls horizontally: sections side by side.
extension UICollectionViewCompositionalLayout {
  /// Lays the sections out side by side, for a configuration that scrolls horizontally: the
  /// layout's headers at the leading end of the content (each at the top, its size resolved
  /// against the collection view's), then each section from its left edge
  /// (``NSCollectionLayoutSection/placeSideways(count:left:in:)``),
  /// ``UICollectionViewCompositionalLayoutConfiguration/interSectionSpacing`` apart, then the
  /// layout's footers at the trailing end. A header with
  /// ``NSCollectionLayoutBoundarySupplementaryItem/pinToVisibleBounds`` is pinned along the
  /// scroll axis: a section's at the viewport's left edge while its section reaches it, pushed
  /// left by the section's trailing edge; the layout's over all the content. Returns the
  /// content's size: as tall as the collection view, as wide as all that.
  func prepareSideways(sectionCount: Int, size: CGSize) -> CGSize {
    let whole = layoutConfiguration
    let layoutPath = IndexPath(item: 0, section: 0)
    var x: CGFloat = 0
    var layoutHeaders:
      [(NSCollectionLayoutBoundarySupplementaryItem, UICollectionViewLayoutAttributes)] = []
    for item in whole.boundarySupplementaryItems where item.isHeader {
      let frame = CGRect(origin: .zero, size: item.layoutSize.resolved(in: size))
      layoutHeaders.append((item, addBoundary(item, at: layoutPath, frame: frame)))
      x = max(x, frame.maxX)
    }
    for sectionIndex in 0..<sectionCount {
      let count = collectionView?.numberOfItems(inSection: sectionIndex) ?? 0
      if sectionIndex > 0 { x += whole.interSectionSpacing }
      let environment = CollectionLayoutEnvironment(
        contentSize: size,
        traitCollection: collectionView?.traitCollection ?? UIScreen.main.traitCollection)
      guard let section = section ?? sectionProvider?(sectionIndex, environment) else {
        continue
      }
      let left = x
      let scrollsDown =
        section.orthogonalScrollingBehavior != .none && section.listConfiguration == nil
      let placed =
        scrollsDown
        ? placeColumn(section, count: count, left: left, in: size)
        : section.placeSideways(count: count, left: left, in: size)
      let indexPath = IndexPath(item: 0, section: sectionIndex)
      addPlaced(placed, at: indexPath, pinnedFrom: left)
      visibleItemsHandlers[sectionIndex] = section.visibleItemsInvalidationHandler
      if scrollsDown, let length = placed.orthogonalWidth {
        orthogonalWidths[sectionIndex] = length
        orthogonalColumns.insert(sectionIndex)
        let top = placed.headers.map(\.frame.maxY).max() ?? 0
        let footers = placed.footers.map(\.frame.height).max() ?? 0
        orthogonalPagings[sectionIndex] = OrthogonalPaging(
          behavior: section.orthogonalScrollingBehavior, groups: placed.orthogonalGroups,
          leadingInset: top + section.contentInsets.top, isVertical: true,
          trailingInset: section.contentInsets.bottom + footers)
      }
      for decoration in section.decorationItems {
        let insets = decoration.contentInsets
        let attributes = UICollectionViewLayoutAttributes(
          forDecorationViewOfKind: decoration.elementKind, with: indexPath)
        attributes.zIndex = decoration.zIndex
        attributes.frame = CGRect(
          x: left + insets.leading, y: insets.top,
          width: max(placed.bottom - left - insets.leading - insets.trailing, 0),
          height: max(size.height - insets.top - insets.bottom, 0))
        decorations.append(attributes)
      }
      x = placed.bottom
    }
    let footersLeft = x
    for item in whole.boundarySupplementaryItems where item.isFooter {
      let frame = CGRect(
        origin: CGPoint(x: footersLeft, y: 0), size: item.layoutSize.resolved(in: size))
      addBoundary(item, at: layoutPath, frame: frame)
      x = max(x, frame.maxX)
    }
    for (item, header) in layoutHeaders where item.pinToVisibleBounds {
      pinnedHeaders.append((header, 0, x))
    }
    return CGSize(width: x, height: size.height)
  }

  /// Places `count` cells of `section`, an orthogonal section, from `left` in a collection
  /// view of `size` whose layout scrolls horizontally: as UIKit lays such a section out
  /// orthogonally to the layout's axis, its groups go one under the other in a column one
  /// group wide, ``NSCollectionLayoutSection/interGroupSpacing`` apart, from under its headers
  /// and top inset, the column scrolling down on its own (clipped to the collection view, its
  /// headers and footers drawn over what scrolls under them). The group and the headers and
  /// footers resolve as in ``NSCollectionLayoutSection/placeSideways(count:left:in:)``; the
  /// headers span the column at the top, the footers at the bottom of the collection view.
  /// ``NSCollectionLayoutSection/Placement/orthogonalWidth`` is the column's height: its
  /// last group's bottom, bottom inset and footers included.
  ///
  /// - Complexity: O(n) in the cells.
  private func placeColumn(
    _ section: NSCollectionLayoutSection, count: Int, left: CGFloat, in size: CGSize
  ) -> NSCollectionLayoutSection.Placement {
    let insets = section.contentInsets
    let room = section.sidewaysRoom(in: size)
    let (headers, footers, groupSize) = (room.headers, room.footers, room.groupSize)
    let footerHeight = room.footerHeight
    let x = left + insets.leading
    var y = room.headerHeight + insets.top
    var placement = NSCollectionLayoutSection.Placement()
    while placement.cells.count < count {
      if !placement.orthogonalGroups.isEmpty { y += section.interGroupSpacing }
      let slots = section.group.cellFrames(
        in: CGRect(x: x, y: y, width: groupSize.width, height: groupSize.height))
      guard !slots.isEmpty, groupSize.height > 0 else { break }
      placement.cells += slots.prefix(count - placement.cells.count).map {
        ($0.frame, x, x + groupSize.width, NSCollectionLayoutSection.attached(to: $0))
      }
      placement.orthogonalGroups.append(
        CGRect(x: x, y: y, width: groupSize.width, height: groupSize.height))
      y += groupSize.height
    }
    let width = placement.cells.isEmpty ? 0 : groupSize.width
    let column = CGSize(width: width, height: size.height)
    func frame(_ item: NSCollectionLayoutBoundarySupplementaryItem, _ size: CGSize, y: CGFloat)
      -> CGRect
    {
      let resolved = CGSize(
        width: item.layoutSize.resolved(in: column).width, height: size.height)
      return item.frame(size: resolved, x: x, width: width, y: y)
    }
    placement.headers = headers.map { ($0, frame($0, $1, y: 0)) }
    placement.footers = footers.map { ($0, frame($0, $1, y: size.height - footerHeight)) }
    placement.bottom = x + width + insets.trailing
    placement.orthogonalWidth = y + insets.bottom + footerHeight
    return placement
  }
}
