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
      let placed = section.placeSideways(count: count, left: left, in: size)
      let indexPath = IndexPath(item: 0, section: sectionIndex)
      for (item, frame) in placed.headers {
        let header = addBoundary(item, at: indexPath, frame: frame)
        if item.pinToVisibleBounds { pinnedHeaders.append((header, left, placed.bottom)) }
      }
      for (item, cell) in placed.cells.enumerated() {
        let itemPath = IndexPath(item: item, section: sectionIndex)
        addItem(itemPath, frame: cell.frame, bandTop: cell.bandTop, bandBottom: cell.bandBottom)
        for (attached, frame) in cell.attached {
          let attributes = addSupplementary(attached.elementKind, at: itemPath, frame: frame)
          attributes.zIndex = attached.zIndex
          attributes.attachment = .item
        }
      }
      for (item, frame) in placed.footers { addBoundary(item, at: indexPath, frame: frame) }
      visibleItemsHandlers[sectionIndex] = section.visibleItemsInvalidationHandler
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
}
