import Foundation
import ListKit

extension UITableView {
  /// The section header and footer titles to draw over the `visible` items, in the table's
  /// coordinates: each at its place in the content, except the two that float.
  ///
  /// In UIKit's plain style the header of the section at the top of the viewport is pinned
  /// there, never above its own place, and never lower than the end of its section's rows (the
  /// top of its footer), so that the next section pushes it up and it slides off. The footer
  /// of the section at the bottom of the viewport is pinned there the same way, never below
  /// its own place and never above the start of its section's rows. A section without rows
  /// leaves its header no room to float: it scrolls away.
  ///
  /// - Complexity: O(v + log n) for v visible items.
  func sectionTitles(
    in visible: [(item: TableItem, top: Int, height: Int)]
  ) -> [TableDecorationView.SectionTitle] {
    // The viewport in section coordinates (below the table header view).
    let start = contentOffsetLine - headerViewHeight
    let end = start + gridFrame.height
    let pinnedHeader = floatingHeader(viewportTop: start, bottom: end)
    let pinnedFooter = floatingFooter(viewportTop: start, bottom: end)
    var headers: [TableDecorationView.SectionTitle] = []
    var footers: [TableDecorationView.SectionTitle] = []
    for entry in visible {
      switch entry.item {
      case .header(let section) where section != pinnedHeader?.section:
        if let title = headerTitles[section] {
          headers.append(
            .init(
              kind: .header, section: section, text: title, y: entry.top - start,
              height: entry.height))
        }
      case .footer(let section) where section != pinnedFooter?.section:
        if let title = footerTitles[section] {
          footers.append(
            .init(
              kind: .footer, section: section, text: title, y: entry.top - start,
              height: entry.height))
        }
      default:
        break
      }
    }
    // A pinned title lies over the rows under it, so it is drawn after them.
    return footers + (pinnedFooter.map { [$0] } ?? []) + headers + (pinnedHeader.map { [$0] } ?? [])
  }

  /// The header of the section at the viewport's top line, where it floats; nil when that
  /// section has no header or its header is out of sight.
  private func floatingHeader(viewportTop start: Int, bottom end: Int) -> TableDecorationView
    .SectionTitle?
  {
    guard let counts, let section = section(atLine: start), let title = headerTitles[section] else {
      return nil
    }
    let headerItem = sectionStarts[section]
    let height = heights.heights[headerItem]
    let natural = heights.prefix(headerItem)
    let rowsEnd = heights.prefix(headerItem + 1 + counts[section])
    let top = max(natural, min(start, rowsEnd - height))
    guard height > 0, top + height > start, top < end else { return nil }
    return .init(kind: .header, section: section, text: title, y: top - start, height: height)
  }

  /// The footer of the section at the viewport's bottom line, where it floats; nil when that
  /// section has no footer or its footer is out of sight.
  private func floatingFooter(viewportTop start: Int, bottom end: Int) -> TableDecorationView
    .SectionTitle?
  {
    guard let counts, let section = section(atLine: end - 1), let title = footerTitles[section]
    else {
      return nil
    }
    let footerItem = sectionStarts[section] + 1 + counts[section]
    let height = heights.heights[footerItem]
    let natural = heights.prefix(footerItem)
    let rowsStart = heights.prefix(sectionStarts[section] + 1)
    let top = min(natural, max(end - height, rowsStart))
    guard height > 0, top + height > start, top < end else { return nil }
    return .init(kind: .footer, section: section, text: title, y: top - start, height: height)
  }

  /// The section whose items cover `line` of the sections (the first line when above them,
  /// the last section when below them); nil when the table has no sections.
  private func section(atLine line: Int) -> Int? {
    guard !sectionStarts.isEmpty, let item = heights.item(containing: max(line, 0)) else {
      return nil
    }
    return max(sectionStarts.count(lessThan: item + 1) - 1, 0)
  }
}
