import Foundation
import ListKit
import UIKitBatchRules

extension UITableView {
  /// The section headers and footers to draw over the `visible` items, in the table's
  /// coordinates: each at its place in the content, except the two that float. A band covers
  /// the title's or view's lines of its item, without a grouped table's gap and box edge.
  ///
  /// In UIKit's plain style the header of the section at the top of the viewport is pinned
  /// there, never above its own place, and never lower than the end of its section's rows (the
  /// top of its footer), so that the next section pushes it up and it slides off. The footer
  /// of the section at the bottom of the viewport is pinned there the same way, never below
  /// its own place and never above the start of its section's rows. A section without rows
  /// leaves its header no room to float: it scrolls away. Grouped headers and footers do not
  /// float.
  ///
  /// - Complexity: O(v + log n) for v visible items.
  func sectionTitles(
    in visible: [(item: TableItem, top: Int, height: Int)]
  ) -> [ListDecorationView.SectionTitle] {
    // The viewport in section coordinates (below the table header view).
    let start = contentOffsetLine - headerViewHeight
    let end = start + gridFrame.height
    let floats = style == .plain
    let pinnedHeader = floats ? floatingHeader(viewportTop: start, bottom: end) : nil
    let pinnedFooter = floats ? floatingFooter(viewportTop: start, bottom: end) : nil
    var headers: [ListDecorationView.SectionTitle] = []
    var footers: [ListDecorationView.SectionTitle] = []
    for entry in visible {
      switch entry.item {
      case .header(let section) where section != pinnedHeader?.section:
        if let band = band(.header, inSection: section, itemTop: entry.top - start) {
          headers.append(band)
        }
      case .footer(let section) where section != pinnedFooter?.section:
        if let band = band(.footer, inSection: section, itemTop: entry.top - start) {
          footers.append(band)
        }
      default:
        break
      }
    }
    // A pinned title lies over the rows under it, so it is drawn after them.
    return footers + (pinnedFooter.map { [$0] } ?? []) + headers + (pinnedHeader.map { [$0] } ?? [])
  }

  /// The band of `section`'s header or footer whose item starts at `itemTop` in the table's
  /// coordinates: nil when the section shows none, or it has no lines.
  private func band(
    _ kind: SectionEndKind, inSection section: Int, itemTop: Int
  ) -> ListDecorationView.SectionTitle? {
    guard hasSectionEnd(kind, inSection: section) else { return nil }
    let layout = layout(of: kind, inSection: section)
    guard layout.content > 0 else { return nil }
    return .init(
      kind: kind, section: section, text: title(of: kind, inSection: section),
      y: itemTop + layout.before, height: layout.content)
  }

  /// The sections with an item inside the viewport, empty ones between them included; nil
  /// when the table has no sections.
  func visibleSections() -> ClosedRange<Int>? {
    let start = contentOffsetLine - headerViewHeight
    guard var first = section(atLine: start),
      let last = section(atLine: start + max(gridFrame.height, 1) - 1)
    else { return nil }
    // Sections with no lines yet just above the first, at the viewport's top, are in it too:
    // their header view, once known, would show there.
    while first > 0 {
      let top = heights.prefix(sectionStarts[first])
      guard top >= start, heights.prefix(sectionStarts[first - 1]) == top else { break }
      first -= 1
    }
    return first...max(first, last)
  }

  /// The boxes of the grouped sections among `sections` that have rows, in the table's
  /// coordinates: from the edge on their header's last line to the edge on their footer's
  /// first line; none in a plain table.
  func sectionBoxes(in sections: ClosedRange<Int>?) -> [ListDecorationView.SectionBox] {
    guard style != .plain, let sections, let counts else { return [] }
    let top = headerViewHeight - contentOffsetLine
    let inset = sectionInsetColumns
    let columns =
      style == .insetGrouped
      ? (inset.leading - 1)..<(gridFrame.width - inset.trailing + 1) : 0..<gridFrame.width
    return sections.compactMap { section in
      guard counts[section] > 0 else { return nil }
      let headerItem = sectionStarts[section]
      let footerItem = headerItem + 1 + counts[section]
      let header = layout(of: .header, inSection: section)
      let footer = layout(of: .footer, inSection: section)
      return ListDecorationView.SectionBox(
        top: header.edgeLine.map { top + heights.prefix(headerItem) + $0 },
        bottom: footer.edgeLine.map { top + heights.prefix(footerItem) + $0 },
        firstRow: top + heights.prefix(headerItem + 1),
        end: top + heights.prefix(footerItem),
        columns: columns, isRounded: style == .insetGrouped)
    }
  }

  /// The header of the section at the viewport's top line, where it floats; nil when that
  /// section has no header or its header is out of sight.
  private func floatingHeader(viewportTop start: Int, bottom end: Int) -> ListDecorationView
    .SectionTitle?
  {
    guard let counts, let section = section(atLine: start),
      hasSectionEnd(.header, inSection: section)
    else {
      return nil
    }
    let headerItem = sectionStarts[section]
    let height = heights.heights[headerItem]
    let natural = heights.prefix(headerItem)
    let rowsEnd = heights.prefix(headerItem + 1 + counts[section])
    let top = max(natural, min(start, rowsEnd - height))
    guard height > 0, top + height > start, top < end else { return nil }
    return .init(
      kind: .header, section: section, text: headerTitles[section], y: top - start,
      height: height)
  }

  /// The footer of the section at the viewport's bottom line, where it floats; nil when that
  /// section has no footer or its footer is out of sight.
  private func floatingFooter(viewportTop start: Int, bottom end: Int) -> ListDecorationView
    .SectionTitle?
  {
    guard let counts, let section = section(atLine: end - 1),
      hasSectionEnd(.footer, inSection: section)
    else {
      return nil
    }
    let footerItem = sectionStarts[section] + 1 + counts[section]
    let height = heights.heights[footerItem]
    let natural = heights.prefix(footerItem)
    let rowsStart = heights.prefix(sectionStarts[section] + 1)
    let top = min(natural, max(end - height, rowsStart))
    guard height > 0, top + height > start, top < end else { return nil }
    return .init(
      kind: .footer, section: section, text: footerTitles[section], y: top - start,
      height: height)
  }

  /// The section whose items cover `line` of the sections (the first line when above them,
  /// the last section when below them); nil when the table has no sections.
  func section(atLine line: Int) -> Int? {
    guard !sectionStarts.isEmpty, let item = heights.item(containing: max(line, 0)) else {
      return nil
    }
    return max(sectionStarts.count(lessThan: item + 1) - 1, 0)
  }
}
