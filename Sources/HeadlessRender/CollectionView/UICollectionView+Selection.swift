import Foundation
import TextCanvas

extension UICollectionView {
  /// Where an item lands in the viewport when the collection view scrolls to it, as
  /// `UICollectionView.ScrollPosition`.
  public struct ScrollPosition: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a position from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Do not scroll.
    public static let none = ScrollPosition([])
    /// The item's top at the viewport's top.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item in the middle of the viewport.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item's bottom at the viewport's bottom.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item's leading edge at the viewport's, in a section that scrolls sideways.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item in the middle of the viewport's width, in a section that scrolls sideways.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item's trailing edge at the viewport's, in a section that scrolls sideways.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The selected items, in index-path order; nil when none is selected, as in UIKit.
  public var indexPathsForSelectedItems: [IndexPath]? {
    selectedIndexPaths.isEmpty ? nil : selectedIndexPaths.sorted()
  }

  /// Selects the item at `indexPath` (nil deselects every item) and scrolls it to
  /// `scrollPosition`, without telling the delegate, as in UIKit. Without
  /// ``allowsMultipleSelection`` the items selected before are deselected.
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else {
      for selected in selectedIndexPaths { deselectItem(at: selected, animated: animated) }
      return
    }
    guard allowsSelection, exists(indexPath) else { return }
    if !allowsMultipleSelection {
      for selected in selectedIndexPaths where selected != indexPath {
        deselectItem(at: selected, animated: animated)
      }
    }
    selectedIndexPaths.insert(indexPath)
    cellsByIndexPath[indexPath]?.isSelected = true
    if !scrollPosition.isEmpty {
      scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects the item at `indexPath`, without telling the delegate.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selectedIndexPaths.remove(indexPath)
    cellsByIndexPath[indexPath]?.isSelected = false
  }

  /// Scrolls so that the item at `indexPath` shows at `scrollPosition`, then lays out: the
  /// vertical positions scroll the collection view, the horizontal ones the item's section
  /// when its layout scrolls it sideways, the collection view otherwise (which moves only
  /// when its content is wider than it, as a layout that scrolls horizontally makes it). An
  /// item the collection view does not have is
  /// ignored; one its layout gives no attributes for is what UIKit stops on ("no
  /// UICollectionViewLayoutAttributes instance for -layoutAttributesForItemAtIndexPath: …"),
  /// kept as the collection view's failure.
  public func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    guard exists(indexPath) else { return }
    guard let attributes = layoutAttributesForItem(at: indexPath) else {
      recordFailure(error(.noLayoutAttributes(indexPath)))
      return
    }
    let frame = GridRect(points: attributes.frame)
    var column = contentOffsetColumn
    if let offset = orthogonalOffset(ofSection: indexPath.section),
      let band = columnBand(ofSection: indexPath.section)
    {
      // A section that scrolls down: the vertical positions scroll it, between its headers
      // and its footers; the horizontal ones the collection view.
      let down = Self.offset(
        showing: (frame.minY - band.lowerBound)..<(frame.maxY - band.lowerBound),
        in: band.count, from: offset, at: scrollPosition, leading: .top,
        centred: .centeredVertically, trailing: .bottom)
      recovering {
        _ = try scrollOrthogonalSection(indexPath.section, byColumns: down - offset)
      }
      column = Self.offset(
        showing: frame.minX..<frame.maxX, in: gridFrame.width, from: contentOffsetColumn,
        at: scrollPosition, leading: .left, centred: .centeredHorizontally, trailing: .right)
      recovering { try trySetContentOffset(column: column, line: contentOffsetLine) }
      return
    }
    if let offset = orthogonalOffset(ofSection: indexPath.section) {
      let sideways = Self.offset(
        showing: frame.minX..<frame.maxX, in: gridFrame.width, from: offset,
        at: scrollPosition, leading: .left, centred: .centeredHorizontally, trailing: .right)
      recovering {
        _ = try scrollOrthogonalSection(indexPath.section, byColumns: sideways - offset)
      }
    } else {
      column = Self.offset(
        showing: frame.minX..<frame.maxX, in: gridFrame.width, from: contentOffsetColumn,
        at: scrollPosition, leading: .left, centred: .centeredHorizontally, trailing: .right)
    }
    let line = Self.offset(
      showing: frame.minY..<frame.maxY, in: gridFrame.height, from: contentOffsetLine,
      at: scrollPosition, leading: .top, centred: .centeredVertically, trailing: .bottom)
    recovering { try trySetContentOffset(column: column, line: line) }
  }

  /// The offset along one axis that puts `span` of the content at `position` in a viewport
  /// `length` long: its start at the viewport's (`leading`), its middle at the viewport's
  /// (`centred`), or its end at the viewport's (`trailing`); `current` when `position` names
  /// none of them.
  private static func offset(
    showing span: Range<Int>, in length: Int, from current: Int, at position: ScrollPosition,
    leading: ScrollPosition, centred: ScrollPosition, trailing: ScrollPosition
  ) -> Int {
    if position.contains(leading) { return span.lowerBound }
    if position.contains(centred) { return span.lowerBound - (length - span.count) / 2 }
    if position.contains(trailing) { return span.upperBound - length }
    return current
  }

  /// Scrolls as little as makes the item at `indexPath` wholly visible: down or up, left or
  /// right (content wider than the view), and sideways in a section that scrolls sideways;
  /// then lays out. An item the collection view does not have is ignored.
  package func tryScrollItemToVisible(at indexPath: IndexPath) throws(CollectionViewError) {
    guard exists(indexPath) else { return }
    guard let attributes = layoutAttributesForItem(at: indexPath) else {
      throw error(.noLayoutAttributes(indexPath))
    }
    let frame = GridRect(points: attributes.frame)
    if let offset = orthogonalOffset(ofSection: indexPath.section),
      let band = columnBand(ofSection: indexPath.section)
    {
      // A section that scrolls down: sideways the collection view, down the section, the
      // item between the section's headers and footers.
      if frame.minX < contentOffsetColumn {
        try trySetContentOffset(column: frame.minX, line: contentOffsetLine)
      } else if frame.maxX > contentOffsetColumn + gridFrame.width {
        try trySetContentOffset(column: frame.maxX - gridFrame.width, line: contentOffsetLine)
      }
      if frame.minY - offset < band.lowerBound {
        _ = try scrollOrthogonalSection(
          indexPath.section, byColumns: frame.minY - band.lowerBound - offset)
      } else if frame.maxY - offset > band.upperBound {
        _ = try scrollOrthogonalSection(
          indexPath.section, byColumns: frame.maxY - band.upperBound - offset)
      }
      return
    }
    if frame.minY < contentOffsetLine {
      try trySetContentOffsetLine(frame.minY)
    } else if frame.maxY > contentOffsetLine + gridFrame.height {
      try trySetContentOffsetLine(frame.maxY - gridFrame.height)
    }
    if orthogonalOffset(ofSection: indexPath.section) == nil {
      if frame.minX < contentOffsetColumn {
        try trySetContentOffset(column: frame.minX, line: contentOffsetLine)
      } else if frame.maxX > contentOffsetColumn + gridFrame.width {
        try trySetContentOffset(column: frame.maxX - gridFrame.width, line: contentOffsetLine)
      }
    }
    guard let offset = orthogonalOffset(ofSection: indexPath.section) else { return }
    if frame.minX < offset {
      _ = try scrollOrthogonalSection(indexPath.section, byColumns: frame.minX - offset)
    } else if frame.maxX > offset + gridFrame.width {
      _ = try scrollOrthogonalSection(
        indexPath.section, byColumns: frame.maxX - gridFrame.width - offset)
    }
  }

  /// For a section that scrolls down on its own, the lines of the viewport its items show
  /// in: under its headers and top inset, above its bottom inset and footers; nil for any
  /// other section.
  private func columnBand(ofSection section: Int) -> Range<Int>? {
    guard orthogonalScrollsVertically(section),
      let paging = collectionViewLayout.orthogonalPaging(ofSection: section)
    else { return nil }
    let top = PointScale.lines(paging.leadingInset)
    return top..<max(gridFrame.height - PointScale.lines(paging.trailingInset), top)
  }

  /// Simulates the user tapping the item at `indexPath`, as UIKit handles a tap: unless the
  /// delegate refuses (`shouldSelectItemAt`), the item is selected and the delegate told
  /// `didSelectItemAt`; the item selected before is deselected first (`didDeselectItemAt`),
  /// or with ``allowsMultipleSelection`` a selected item tapped again is deselected.
  ///
  /// Items the collection view does not have are ignored, as a tap cannot land on them. While
  /// an item's swipe actions are revealed, a tap only hides them, as on a table. A tap on an
  /// item whose outline disclosure has the header style expands or collapses it instead, as
  /// UIKit's does (see `UICellAccessory.outlineDisclosure(displayed:options:actionHandler:)`).
  package func tapItem(at indexPath: IndexPath) {
    guard exists(indexPath) else { return }
    if revealedSwipe != nil {
      hideSwipeActions()
      return
    }
    if tapHeaderOutlineDisclosure(at: indexPath) { return }
    guard allowsSelection else { return }
    if allowsMultipleSelection, selectedIndexPaths.contains(indexPath) {
      deselectItem(at: indexPath, animated: false)
      delegate?.collectionView(self, didDeselectItemAt: indexPath)
      return
    }
    guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
    if !allowsMultipleSelection {
      for selected in selectedIndexPaths.sorted() where selected != indexPath {
        deselectItem(at: selected, animated: false)
        delegate?.collectionView(self, didDeselectItemAt: selected)
      }
    }
    selectedIndexPaths.insert(indexPath)
    cellsByIndexPath[indexPath]?.isSelected = true
    delegate?.collectionView(self, didSelectItemAt: indexPath)
  }

  /// Whether the collection view has an item at `indexPath`.
  package func exists(_ indexPath: IndexPath) -> Bool {
    if counts == nil { loadCounts() }
    guard let counts, counts.indices.contains(indexPath.section) else { return false }
    return (0..<counts[indexPath.section]).contains(indexPath.item)
  }
}
