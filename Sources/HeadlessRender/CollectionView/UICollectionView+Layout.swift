import Foundation
import TextCanvas

extension UICollectionView {
  /// Asks the data source for its counts, negative answers read as zero, and invalidates the
  /// layout.
  func loadCounts(_ known: [Int]? = nil) {
    counts = known ?? queryCounts()
    collectionViewLayout.invalidateLayout()
  }

  /// The data source's current counts.
  func queryCounts() -> [Int] {
    guard let dataSource else { return [] }
    let sectionCount = max(dataSource.numberOfSections(in: self), 0)
    return (0..<sectionCount).map {
      max(dataSource.collectionView(self, numberOfItemsInSection: $0), 0)
    }
  }

  /// Loads the counts if never loaded and prepares the layout if it is invalid or the width
  /// or the text size changed.
  func prepareIfNeeded() {
    if counts == nil { loadCounts() }
    let contentSize = traitCollection.preferredContentSizeCategory
    if preparedWidth != gridFrame.width || preparedContentSize != contentSize {
      preparedWidth = gridFrame.width
      preparedContentSize = contentSize
      collectionViewLayout.forgetMeasuredHeights()
      collectionViewLayout.invalidateLayout()
    }
    guard collectionViewLayout.needsPrepare else { return }
    collectionViewLayout.needsPrepare = false
    collectionViewLayout.prepare()
  }

  /// The content's height in lines.
  package var contentLines: Int {
    prepareIfNeeded()
    return PointScale.lines(collectionViewLayout.collectionViewContentSize.height)
  }

  /// `line` kept inside the content: never below the last screenful, never above the top.
  func clampedOffset(_ line: Int) -> Int {
    max(min(line, contentLines - gridFrame.height), 0)
  }

  /// The content's width in columns.
  package var contentColumns: Int {
    prepareIfNeeded()
    return PointScale.columns(collectionViewLayout.collectionViewContentSize.width)
  }

  /// `column` kept inside the content: never past the last screenful to the right, never
  /// left of the content's leading edge; always 0 for content no wider than the view.
  func clampedColumn(_ column: Int) -> Int {
    max(min(column, contentColumns - gridFrame.width), 0)
  }

  /// Places the cells and supplementary views the viewport shows, asking for the new ones;
  /// a list's cells are measured and the layout prepared again until their heights settle.
  ///
  /// - Complexity: O(log n + v) for v elements on screen once the layout is prepared.
  package func layoutVisibleItems() throws(CollectionViewError) {
    prepareIfNeeded()
    contentOffsetLine = clampedOffset(contentOffsetLine)
    contentOffsetColumn = clampedColumn(contentOffsetColumn)
    clampOrthogonalOffsets()
    for _ in 0..<8 {
      try placeVisibleElements()
      guard collectionViewLayout.selfSizesItems, measureVisibleCells() else { break }
      prepareIfNeeded()
      contentOffsetLine = clampedOffset(contentOffsetLine)
      contentOffsetColumn = clampedColumn(contentOffsetColumn)
    }
    showRevealedActions()
    backgroundView?.gridFrame = gridBounds
    var separators: [ListDecorationView.Separator] = []
    let mirrors = mirrorsLayout
    for (indexPath, cell) in cellsByIndexPath {
      guard var inset = collectionViewLayout.separator(below: indexPath) else { continue }
      if let leading = (cell as? UICollectionViewListCell)?.separatorLeadingColumn,
        let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame
      {
        // The cell's separator guide, from the item's leading edge in the layout.
        inset.leading = max(PointScale.columns(frame.minX) + leading, 0)
      }
      var columns = inset.columns(inWidth: gridFrame.width)
      if mirrors {
        columns = (gridFrame.width - columns.upperBound)..<(gridFrame.width - columns.lowerBound)
      }
      separators.append(ListDecorationView.Separator(y: cell.gridFrame.maxY, columns: columns))
    }
    decorationView.gridFrame = gridBounds
    decorationView.separators = separators.sorted { $0.y < $1.y }
    decorationView.boxes = collectionViewLayout.sectionBoxes.map { box in
      var box = box
      box.top = box.top.map { $0 - contentOffsetLine }
      box.bottom = box.bottom.map { $0 - contentOffsetLine }
      box.firstRow -= contentOffsetLine
      box.end -= contentOffsetLine
      return box
    }
    addSubview(decorationView)
    updatePrefetching()
  }

  /// The viewport in the content's coordinates, on the grid.
  private var visibleGridRect: GridRect {
    GridRect(
      x: contentOffsetColumn, y: contentOffsetLine, width: gridFrame.width,
      height: gridFrame.height)
  }

  /// Whether the layout's frames are mirrored: the collection view lays out right to left and
  /// its layout ``UICollectionViewLayout/flipsHorizontallyInOppositeLayoutDirection``.
  var mirrorsLayout: Bool {
    collectionViewLayout.flipsHorizontallyInOppositeLayoutDirection && isRightToLeft
  }

  private func placeVisibleElements() throws(CollectionViewError) {
    let viewport = visibleGridRect
    let mirrors = mirrorsLayout
    let attributes = collectionViewLayout.visibleElements(
      collectionViewLayout.layoutAttributesForElements(in: viewport.points) ?? [],
      contentOffset: contentOffset,
      sideways: { section in
        self.orthogonalOffset(ofSection: section).map {
          self.orthogonalScrollsVertically(section)
            ? PointScale.points(lines: $0) : PointScale.points(columns: $0)
        }
      })
    var shown: [(UICollectionViewLayoutAttributes, GridRect)] = []
    for element in attributes where !element.isHidden {
      var frame = GridRect(points: element.frame)
      // A sideways-scrolling section's cells (and their badges) move by its offset (up, in
      // a section that scrolls down); its headers stay.
      let section = element.indexPath.section
      if element.scrollsWithItems, let offset = orthogonalOffset(ofSection: section) {
        frame =
          orthogonalScrollsVertically(section)
          ? frame.offsetBy(dx: 0, dy: -offset) : frame.offsetBy(dx: -offset, dy: 0)
      }
      guard !frame.isEmpty, !frame.intersection(viewport).isEmpty else { continue }
      // Mirrored, the viewport is: what its offset shows, read from the right, so content
      // wider than the view scrolls on to the left.
      frame = frame.offsetBy(dx: -contentOffsetColumn, dy: -contentOffsetLine)
      if mirrors { frame.origin.x = gridFrame.width - frame.maxX }
      shown.append((element, frame))
    }
    let items = Set(
      shown.filter { $0.0.representedElementCategory == .cell }.map(\.0.indexPath))
    for indexPath in cellsByIndexPath.keys.filter({ !items.contains($0) }).sorted() {
      if let cell = cellsByIndexPath.removeValue(forKey: indexPath) {
        endDisplaying(cell, at: indexPath)
      }
    }
    let decorations = Set(
      shown.compactMap { element, _ in
        element.representedElementCategory == .decorationView
          ? element.representedElementKind.map {
            SupplementaryKey(kind: $0, identifier: "", indexPath: element.indexPath)
          } : nil
      })
    for key in decorationViews.keys where !decorations.contains(key) {
      decorationViews.removeValue(forKey: key)?.removeFromSuperview()
    }
    let supplementaries = Set(
      shown.compactMap { element, _ in
        element.representedElementKind.map {
          SupplementaryKey(kind: $0, identifier: "", indexPath: element.indexPath)
        }
      })
    for key in supplementaryViews.keys where !supplementaries.contains(key) {
      if let view = supplementaryViews.removeValue(forKey: key) {
        enqueueSupplementary(view, kind: key.kind)
      }
    }
    var drawn: [(attributes: UICollectionViewLayoutAttributes, view: UIView)] = []
    for (element, frame) in shown {
      switch element.representedElementCategory {
      case .cell:
        let indexPath = element.indexPath
        guard exists(indexPath) else { throw error(.layoutAttributesForMissingItem(indexPath)) }
        let cell: UICollectionViewCell
        if let existing = cellsByIndexPath[indexPath] {
          cell = existing
        } else {
          cell = try requestCell(at: indexPath)
          cellsByIndexPath[indexPath] = cell
          addSubview(cell)
          // Configured before it was in the collection view, the cell learns its editing state.
          if editing { cell.setNeedsUpdateConfiguration() }
          delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        }
        cell.gridFrame = frame
        drawn.append((element, cell))
        // The layout pass's configuration update, once per cell whatever asked for it.
        cell.updateConfigurationIfNeeded()
      case .supplementaryView:
        guard let kind = element.representedElementKind else { continue }
        let key = SupplementaryKey(kind: kind, identifier: "", indexPath: element.indexPath)
        let view: UICollectionReusableView
        if let existing = supplementaryViews[key] {
          view = existing
        } else {
          view = try requestSupplementaryView(ofKind: kind, at: element.indexPath)
          view.coversWhatIsUnder = true
          supplementaryViews[key] = view
          addSubview(view)
        }
        view.gridFrame = frame
        drawn.append((element, view))
      case .decorationView:
        guard let kind = element.representedElementKind else { continue }
        let key = SupplementaryKey(kind: kind, identifier: "", indexPath: element.indexPath)
        let view: UICollectionReusableView
        if let existing = decorationViews[key] {
          view = existing
        } else {
          guard let viewClass = collectionViewLayout.decorationViewClasses[kind] else {
            throw error(.unregisteredDecorationKind(kind))
          }
          view = viewClass.init(dequeuedWith: kind)
          decorationViews[key] = view
        }
        // Over the background view, behind the cells and supplementary views.
        if view.superview !== self {
          insertSubview(view, at: backgroundView?.superview === self ? 1 : 0)
        }
        view.gridFrame = frame
        drawn.append((element, view))
      }
    }
    // Stacked as the layout says: by zIndex, then decorations, cells, views attached to items,
    // other supplementary views (headers and footers over what scrolls under them), each in
    // index-path order, then by kind.
    for (_, view) in drawn.sorted(by: { Self.isDrawnBefore($0.attributes, $1.attributes) }) {
      bringSubviewToFront(view)
    }
  }

  /// Whether the element of `lhs` is drawn before (under) that of `rhs`.
  static func isDrawnBefore(
    _ lhs: UICollectionViewLayoutAttributes, _ rhs: UICollectionViewLayoutAttributes
  ) -> Bool {
    func rank(_ element: UICollectionViewLayoutAttributes) -> Int {
      switch element.representedElementCategory {
      case .decorationView: 0
      case .cell: 1
      case .supplementaryView: element.attachment == .item ? 2 : 3
      }
    }
    if lhs.zIndex != rhs.zIndex { return lhs.zIndex < rhs.zIndex }
    if rank(lhs) != rank(rhs) { return rank(lhs) < rank(rhs) }
    if lhs.indexPath != rhs.indexPath { return lhs.indexPath < rhs.indexPath }
    return (lhs.representedElementKind ?? "") < (rhs.representedElementKind ?? "")
  }

  /// Measures the cells on screen at their widths and hands their heights to the layout;
  /// whether any changed.
  private func measureVisibleCells() -> Bool {
    var changed = false
    for (indexPath, cell) in cellsByIndexPath.sorted(by: { $0.key < $1.key }) {
      if collectionViewLayout.measuresWholeSize(at: indexPath),
        let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath)
      {
        let preferred = cell.preferredLayoutAttributesFitting(attributes)
        let grid = GridSize(points: preferred.size)
        let size = GridSize(width: max(grid.width, 1), height: max(grid.height, 1))
        changed = collectionViewLayout.setMeasuredSize(size.points, at: indexPath) || changed
        continue
      }
      // At the cell's own width: an inset grouped list's items are narrower than the view.
      let fitted = cell.systemLayoutSizeFitting(
        GridSize(width: cell.gridFrame.width, height: 0).points,
        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
      let lines = max(GridSize(points: fitted).height, 1)
      changed =
        collectionViewLayout.setMeasuredHeight(PointScale.points(lines: lines), at: indexPath)
        || changed
    }
    return changed
  }

  /// Sends prefetch hints for the items just after the last one on screen, and cancels the
  /// hints that no longer stand.
  private func updatePrefetching() {
    guard isPrefetchingEnabled, prefetchDataSource != nil, let counts,
      let last = cellsByIndexPath.keys.max()
    else { return }
    var hints: [IndexPath] = []
    var section = last.section
    var item = last.item + 1
    while hints.count < prefetchDistance, section < counts.count {
      if item < counts[section] {
        hints.append(IndexPath(item: item, section: section))
        item += 1
      } else {
        section += 1
        item = 0
      }
    }
    let old = Set(prefetchedItems)
    let new = Set(hints)
    cancelPrefetching(
      prefetchedItems.filter { !new.contains($0) && cellsByIndexPath[$0] == nil })
    let fresh = hints.filter { !old.contains($0) }
    prefetchedItems = hints
    if !fresh.isEmpty { prefetchDataSource?.collectionView(self, prefetchItemsAt: fresh) }
  }
}
