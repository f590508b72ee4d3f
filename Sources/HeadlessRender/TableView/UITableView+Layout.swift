import Foundation
import ListKit
import TextCanvas
import UIKitBatchRules

/// A piece of the content: a section's header title, one of its rows, or its footer title.
enum TableItem: Hashable {
  case header(section: Int)
  case row(IndexPath)
  case footer(section: Int)
}

extension UITableView {
  /// The height of all content in lines: header view, sections, footer view.
  package var contentHeight: Int {
    headerViewHeight + heights.total + (tableFooterView?.gridFrame.height ?? 0)
  }

  /// Asks the data source for what the table has not cached (counts, titles, heights), then
  /// shows the rows inside the viewport: rows that left get `didEndDisplaying` and go to the
  /// pool, rows that arrived get `cellForRow` and `willDisplay`, and rows just beyond the
  /// viewport get prefetch hints.
  ///
  /// - Complexity: O(log n + v) for n rows and v visible rows once the counts are cached.
  package func layoutVisibleRows() throws(TableViewError) {
    if counts == nil { loadCounts() }
    // Self-sizing rows, header and footer views and a grouped footer's wrapped title take
    // their height from the width and the text size: measure again when either changes.
    let contentSize = traitCollection.preferredContentSizeCategory
    if measuredWidth != rowColumns.width || measuredContentSize != contentSize {
      let hadWidth = measuredWidth != nil
      measuredWidth = rowColumns.width
      measuredContentSize = contentSize
      if rowHeightRule == .automatic || style != .plain
        || (hadWidth && !measuredSectionViewLines.isEmpty)
      {
        measuredHeights = [:]
        measuredSectionViewLines = [:]
        rebuildHeights()
      }
    }
    contentOffsetLine = clampedOffset(contentOffsetLine)
    var visible = visibleItems()
    // Views of sections that left go back to their pools before new ones are asked for.
    endDisplayingSectionViews(outside: visibleSections())
    // Measuring moves what is below, so look again until the heights settle: each pass that
    // changes something measures a row or a section view for good, so the passes end.
    for _ in 0...heights.heights.count {
      var changed = resolveSectionViews(in: visibleSections())
      if rowHeightRule == .automatic { changed = try measureRows(in: visible) || changed }
      guard changed else { break }
      visible = visibleItems()
    }
    let visibleRows = visible.compactMap { item -> IndexPath? in
      if case .row(let path) = item.item { return path }
      return nil
    }
    let rowSet = Set(visibleRows)
    // Only the few rows that left are sorted, so a frame stays O(v), not O(v log v).
    let leaving = cellsByIndexPath.keys.filter { !rowSet.contains($0) }.sorted()
    for indexPath in leaving {
      if let cell = cellsByIndexPath.removeValue(forKey: indexPath) {
        endDisplaying(cell, at: indexPath)
      }
    }
    var separators: [ListDecorationView.Separator] = []
    let rows = rowColumns
    let rightToLeft = isRightToLeft
    for entry in visible {
      guard case .row(let indexPath) = entry.item else { continue }
      let y = entry.top + headerViewHeight - contentOffsetLine
      let cell: UITableViewCell
      if let shown = cellsByIndexPath[indexPath] {
        cell = shown
        applyRowState(to: cell, at: indexPath)
      } else {
        cell = try requestCell(at: indexPath)
        cellsByIndexPath[indexPath] = cell
        addSubview(cell)
        applyRowState(to: cell, at: indexPath)
      }
      displayIfNeeded(cell, at: indexPath)
      // The row's last line is its separator's; the cell keeps the others.
      let separator = separatorLines(below: indexPath)
      cell.gridFrame = GridRect(
        x: rows.x, y: y, width: rows.width, height: entry.height - separator)
      if separator > 0 {
        let inset = cell.separatorColumnsOverride ?? separatorColumns
        var columns = inset.columns(inWidth: rows.width)
        // Right to left, the leading inset is on the right.
        if rightToLeft {
          columns = (rows.width - columns.upperBound)..<(rows.width - columns.lowerBound)
        }
        separators.append(
          ListDecorationView.Separator(
            y: y + entry.height - 1,
            columns: (columns.lowerBound + rows.x)..<(columns.upperBound + rows.x)))
      }
    }
    decorationView.gridFrame = gridBounds
    decorationView.separators = separators + fillerSeparators()
    decorationView.boxes = sectionBoxes(in: visibleSections())
    decorationView.tableStyle = style
    decorationView.titleInset = titleInsetColumns
    decorationView.titleTrailingColumns = indexColumns
    // Cells added above went on top; the separators and titles go back over them, and the
    // header and footer views over those.
    addSubview(decorationView)
    decorationView.titles = showSectionViews(in: sectionTitles(in: visible))
    refreshControl?.gridFrame = GridRect(
      x: 0, y: -contentOffsetLine, width: gridFrame.width, height: refreshLines)
    tableHeaderView?.gridFrame = GridRect(
      x: 0, y: refreshLines - contentOffsetLine, width: gridFrame.width,
      height: tableHeaderView?.gridFrame.height ?? 0)
    if let footer = tableFooterView {
      footer.gridFrame = GridRect(
        x: 0, y: headerViewHeight + heights.total - contentOffsetLine, width: gridFrame.width,
        height: footer.gridFrame.height)
    }
    if let index = sectionIndexView {
      // At the trailing edge: the left one right to left.
      index.gridFrame = GridRect(
        x: rightToLeft ? 0 : gridFrame.width - indexColumns, y: 0, width: indexColumns,
        height: gridFrame.height)
      // The index lies over everything, as UIKit's floats over the rows and headers.
      if index.superview === self { bringSubviewToFront(index) } else { addSubview(index) }
    }
    showRevealedActions()
    updatePrefetching(visibleRows: visibleRows)
    lastLaidOutOffset = contentOffsetLine
  }

  /// Scrolls so that `line` of the content is at the top of the viewport (clamped to the
  /// content), then lays out.
  package func trySetContentOffsetLine(_ line: Int) throws(TableViewError) {
    if counts == nil { loadCounts() }
    contentOffsetLine = clampedOffset(line)
    try layoutVisibleRows()
  }

  /// Scrolls so that the row at `indexPath` shows at `position`, then lays out.
  ///
  /// At `.top`, and at `.none` when the row is above the viewport, the row lands just under
  /// its section's header, which floats at the top of the viewport: a row is not scrolled
  /// under the header that would hide it. For a section's first row that puts the header at
  /// its own place, right above it. A grouped table's headers do not float: the row lands at
  /// the top.
  ///
  /// Throws "attempt to scroll to invalid index path" for a row the table does not have.
  package func tryScrollToRow(
    at indexPath: IndexPath, at position: ScrollPosition
  ) throws(TableViewError) {
    if counts == nil { loadCounts() }
    guard let item = flatIndex(of: indexPath) else {
      throw error(.scrollToInvalidIndexPath(indexPath))
    }
    try settleScroll { scrollTarget(ofItem: item, in: indexPath.section, at: position) }
  }

  /// Scrolls to `target()` and lays out, again and again until the offset stays.
  ///
  /// A scroll's target (a row's place and height) and the content's end are estimates until
  /// the rows on screen are measured, and measuring them moves them: one scroll to the estimate
  /// can leave the row off screen. Each pass measures rows for good, so the passes end.
  func settleScroll(to target: () -> Int) throws(TableViewError) {
    for _ in 0...heights.heights.count {
      let before = contentOffsetLine
      try trySetContentOffsetLine(target())
      if contentOffsetLine == before { break }
    }
  }

  /// The offset that shows the row `item` (of `section`) at `position`, as the heights stand.
  private func scrollTarget(ofItem item: Int, in section: Int, at position: ScrollPosition) -> Int {
    let top = headerViewHeight + heights.prefix(item)
    let height = heights.heights[item]
    // Only a plain table's header floats over the viewport's top; a grouped one scrolls away.
    let header = style == .plain ? heights.heights[sectionStarts[section]] : 0
    switch position {
    case .top:
      return top - header
    case .middle:
      return top - (gridFrame.height - height + 1) / 2
    case .bottom:
      return top + height - gridFrame.height
    case .none:
      if top - header < contentOffsetLine {
        return top - header
      } else if top + height > contentOffsetLine + gridFrame.height {
        return top + height - gridFrame.height
      } else {
        return contentOffsetLine
      }
    }
  }

  /// The rectangle of the row at `indexPath` in content coordinates, or nil when the table
  /// does not have it.
  ///
  /// It includes the row's separator line, as UIKit's includes the separator drawn at the
  /// bottom of the cell: the cell's frame is one line shorter when the row has one.
  package func gridRectForRow(at indexPath: IndexPath) -> GridRect? {
    guard let item = flatIndex(of: indexPath) else { return nil }
    return GridRect(
      x: 0, y: headerViewHeight + heights.prefix(item), width: gridFrame.width,
      height: heights.heights[item])
  }

  /// The lines above the first section: the refresh control's while it refreshes, then the
  /// table header view's.
  var headerViewHeight: Int { refreshLines + (tableHeaderView?.gridFrame.height ?? 0) }

  /// Asks the data source for the sections and the rows in each (unless `knownCounts` are
  /// given), then the titles, then the heights.
  func loadCounts(_ knownCounts: [Int]? = nil) {
    counts = knownCounts ?? queryCounts()
    let sections = counts?.indices ?? 0..<0
    headerTitles = sections.map {
      dataSource?.tableView(self, titleForHeaderInSection: $0) ?? nil
    }
    footerTitles = sections.map {
      dataSource?.tableView(self, titleForFooterInSection: $0) ?? nil
    }
    sectionIndexTitles = style == .plain ? dataSource?.sectionIndexTitles(for: self) : nil
    updateSectionIndex()
    // The sections may have changed under the header and footer views: ask again.
    endDisplayingSectionViews()
    headerViewAnswers = Array(repeating: nil, count: sections.count)
    footerViewAnswers = Array(repeating: nil, count: sections.count)
    measuredSectionViewLines = [:]
    rebuildHeights()
  }

  /// The data source's current counts, negative answers read as zero.
  func queryCounts() -> [Int] {
    guard let dataSource else { return [] }
    let sectionCount = max(dataSource.numberOfSections(in: self), 0)
    return (0..<sectionCount).map {
      max(dataSource.tableView(self, numberOfRowsInSection: $0), 0)
    }
  }

  /// Recomputes every item's height from the titles, the delegate, `rowHeightRule`, the
  /// measured self-sizing heights and the separators.
  ///
  /// - Complexity: O(n): only after a reload, a batch or a change of the height settings.
  func rebuildHeights() {
    guard let counts else { return }
    var items: [Int] = []
    items.reserveCapacity(counts.reduce(0, +) + 2 * counts.count)
    sectionStarts = []
    sectionStarts.reserveCapacity(counts.count)
    for (section, rows) in counts.enumerated() {
      sectionStarts.append(items.count)
      items.append(layout(of: .header, inSection: section).total)
      for row in 0..<rows {
        items.append(itemHeight(ofRowAt: IndexPath(row: row, section: section)))
      }
      items.append(layout(of: .footer, inSection: section).total)
    }
    heights = HeightIndex(heights: items)
  }

  func invalidateHeights() {
    rebuildHeights()
  }

  /// The lines the row at `indexPath` takes in the content: its cell's and its separator's.
  func itemHeight(ofRowAt indexPath: IndexPath) -> Int {
    height(ofRowAt: indexPath) + separatorLines(below: indexPath)
  }

  /// The lines of the row's cell, without its separator.
  func height(ofRowAt indexPath: IndexPath) -> Int {
    switch rowHeightRule(at: indexPath) {
    case .fixed(let height):
      return max(height, 0)
    case .automatic:
      return measuredHeights[indexPath] ?? max(estimatedRowLines, 0)
    }
  }

  /// The flat item index of the row at `indexPath`, or nil when the table does not have it.
  func flatIndex(of indexPath: IndexPath) -> Int? {
    guard let counts, counts.indices.contains(indexPath.section),
      (0..<counts[indexPath.section]).contains(indexPath.row)
    else { return nil }
    return sectionStarts[indexPath.section] + 1 + indexPath.row
  }

  /// The item at flat index `index`.
  ///
  /// - Complexity: O(log s) for s sections.
  func item(at index: Int) -> TableItem {
    let section = max(sectionStarts.count(lessThan: index + 1) - 1, 0)
    let local = index - sectionStarts[section]
    let rows = counts?[section] ?? 0
    if local == 0 { return .header(section: section) }
    if local > rows { return .footer(section: section) }
    return .row(IndexPath(row: local - 1, section: section))
  }

  /// The items with at least one line inside the viewport, top to bottom, with their top in
  /// section coordinates (below the table header view).
  ///
  /// - Complexity: O(log n + v): one descent of the height tree, then the visible items.
  func visibleItems() -> [(item: TableItem, top: Int, height: Int)] {
    let start = contentOffsetLine - headerViewHeight
    let end = start + gridFrame.height
    guard end > 0, let first = heights.item(containing: max(start, 0)) else { return [] }
    var result: [(item: TableItem, top: Int, height: Int)] = []
    var top = heights.prefix(first)
    var index = first
    while index < heights.count, top < end {
      let height = heights.heights[index]
      if height > 0, top + height > start { result.append((item(at: index), top, height)) }
      top += height
      index += 1
    }
    return result
  }

  /// Asks the data source for the cell at `indexPath`, watching for double dequeues.
  ///
  /// Throws the first failure the data source's call caused (a dequeue UIKit refuses, no
  /// cell from a diffable cell provider), taking the call's failures back from the table's
  /// kept ones: the caller decides what becomes of it.
  func requestCell(
    at indexPath: IndexPath, reconfiguring existing: UITableViewCell? = nil
  ) throws(TableViewError) -> UITableViewCell {
    cellRequest = CellRequest(indexPath: indexPath, reconfiguring: existing)
    defer { cellRequest = nil }
    guard let dataSource else { throw error(.noCellFromDataSource) }
    let kept = failures.count
    let cell = dataSource.tableView(self, cellForRowAt: indexPath)
    if failures.count > kept {
      let failure = failures[kept]
      failures.removeSubrange(kept...)
      throw failure
    }
    return cell
  }

  /// Measures self-sizing rows among `visible` that have no height yet; whether any changed.
  private func measureRows(
    in visible: [(item: TableItem, top: Int, height: Int)]
  ) throws(TableViewError) -> Bool {
    var changed = false
    for entry in visible {
      guard case .row(let indexPath) = entry.item, measuredHeights[indexPath] == nil else {
        continue
      }
      let cell: UITableViewCell
      if let shown = cellsByIndexPath[indexPath] {
        cell = shown
      } else {
        cell = try requestCell(at: indexPath)
        cellsByIndexPath[indexPath] = cell
        addSubview(cell)
        applyRowState(to: cell, at: indexPath)
        displayIfNeeded(cell, at: indexPath)
      }
      changed = updateMeasuredHeight(of: cell, at: indexPath) || changed
    }
    return changed
  }

  /// Measures `cell` for the row at `indexPath`; whether the row's height changed.
  func updateMeasuredHeight(of cell: UITableViewCell, at indexPath: IndexPath) -> Bool {
    guard let item = flatIndex(of: indexPath), rowHeightRule(at: indexPath) == .automatic
    else { return false }
    let rows = rowColumns
    cell.gridFrame = GridRect(
      x: rows.x, y: cell.gridFrame.minY, width: rows.width, height: cell.gridFrame.height)
    let height = max(
      GridSize(
        points: cell.systemLayoutSizeFitting(
          GridSize(width: rows.width, height: 0).points,
          withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
      ).height, 0)
    measuredHeights[indexPath] = height
    let lines = height + separatorLines(below: indexPath)
    let changed = heights.heights[item] != lines
    heights.setHeight(lines, at: item)
    return changed
  }

  private func clampedOffset(_ line: Int) -> Int {
    min(max(line, 0), max(contentHeight - gridFrame.height, 0))
  }

  /// Sends prefetch hints for the rows just beyond the viewport in the scrolling direction,
  /// nearest first, and cancels hints for rows that left that window without showing.
  private func updatePrefetching(visibleRows: [IndexPath]) {
    guard let prefetchDataSource, displaysRows else { return }
    var window: [IndexPath] = []
    let scrollingUp = contentOffsetLine < lastLaidOutOffset
    var cursor = scrollingUp ? visibleRows.first : visibleRows.last
    while window.count < prefetchDistance, let current = cursor {
      cursor = scrollingUp ? row(before: current) : row(after: current)
      if let next = cursor { window.append(next) }
    }
    let visible = Set(visibleRows)
    let windowSet = Set(window)
    let cancelled = prefetchedRows.filter { !windowSet.contains($0) && !visible.contains($0) }
    let earlier = Set(prefetchedRows)
    let fresh = window.filter { !earlier.contains($0) }
    prefetchedRows = window
    if !cancelled.isEmpty {
      prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: cancelled)
    }
    if !fresh.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: fresh) }
  }

  private func row(after indexPath: IndexPath) -> IndexPath? {
    guard let counts else { return nil }
    if indexPath.row + 1 < counts[indexPath.section] {
      return IndexPath(row: indexPath.row + 1, section: indexPath.section)
    }
    var section = indexPath.section + 1
    while section < counts.count, counts[section] == 0 { section += 1 }
    return section < counts.count ? IndexPath(row: 0, section: section) : nil
  }

  private func row(before indexPath: IndexPath) -> IndexPath? {
    guard let counts else { return nil }
    if indexPath.row > 0 { return IndexPath(row: indexPath.row - 1, section: indexPath.section) }
    var section = indexPath.section - 1
    while section >= 0, counts[section] == 0 { section -= 1 }
    return section >= 0 ? IndexPath(row: counts[section] - 1, section: section) : nil
  }
}
