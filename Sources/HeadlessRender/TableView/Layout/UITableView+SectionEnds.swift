import Foundation
import ListKit
import TextCanvas

extension UITableView {
  /// A section's header or footer.
  typealias SectionEndKind = ListDecorationView.SectionTitle.Kind

  /// The title of `section`'s header or footer, as the data source gave it.
  func title(of kind: SectionEndKind, inSection section: Int) -> String? {
    kind == .header ? headerTitles[section] : footerTitles[section]
  }

  /// Whether the delegate gives `section`'s header or footer a view: nil until asked.
  func viewAnswer(of kind: SectionEndKind, inSection section: Int) -> Bool? {
    kind == .header ? headerViewAnswers[section] : footerViewAnswers[section]
  }

  /// Whether `section` shows a header or footer: a title, or a view of the delegate's.
  func hasSectionEnd(_ kind: SectionEndKind, inSection section: Int) -> Bool {
    title(of: kind, inSection: section) != nil || viewAnswer(of: kind, inSection: section) == true
  }

  /// The columns a grouped section's box keeps clear on each side: the table's layout margins
  /// in an inset grouped table, none otherwise.
  var sectionInsetColumns: (leading: Int, trailing: Int) {
    guard style == .insetGrouped else { return (0, 0) }
    return (PointScale.columns(layoutMargins.left), PointScale.columns(layoutMargins.right))
  }

  /// Where rows are, across the table: its whole width, less an inset grouped table's
  /// margins and the section index (at the left edge right to left).
  var rowColumns: (x: Int, width: Int) {
    let inset = sectionInsetColumns
    let width = max(gridFrame.width - inset.leading - inset.trailing - indexColumns, 0)
    return (isRightToLeft ? inset.trailing + indexColumns : inset.leading, width)
  }

  /// The columns kept clear before a section title: the table's layout margin, where cells'
  /// text starts; in an inset grouped table, the box's margin and the cell's.
  var titleInsetColumns: Int {
    style == .insetGrouped
      ? sectionInsetColumns.leading + UITableViewCell.standardMargin : sectionTitleColumns
  }

  /// How the lines of `section`'s header or footer are used.
  ///
  /// A plain table gives a title its one line (``sectionHeaderHeight`` or
  /// ``sectionFooterHeight`` when set), a view its measured lines (estimated until it shows),
  /// and nothing to a section without either. A grouped table also opens each header with a
  /// blank line and, around a section with rows, draws its box's edges: on the header's last
  /// line and the footer's first; a grouped footer's title wraps. A height the delegate gives
  /// is kept whatever the section shows; a grouped table's own heights apply to every section.
  func layout(of kind: SectionEndKind, inSection section: Int) -> SectionEndLayout {
    let grouped = style != .plain
    let edge = grouped && (counts?[section] ?? 0) > 0 ? 1 : 0
    let gap = grouped && kind == .header ? 1 : 0
    let title = title(of: kind, inSection: section)
    let answer = viewAnswer(of: kind, inSection: section)
    let wanted: Int
    if answer == true {
      wanted =
        measuredSectionViewLines[SectionEndKey(kind: kind, section: section)]
        ?? estimatedLines(of: kind, inSection: section)
    } else if let title {
      wanted = titleLines(title, kind: kind)
    } else {
      wanted = answer == nil ? estimatedLines(of: kind, inSection: section) : 0
    }
    guard let total = fixedLines(of: kind, inSection: section) else {
      return kind == .header
        ? SectionEndLayout(
          before: gap, content: wanted, after: edge, edgeLine: edge > 0 ? gap + wanted : nil)
        : SectionEndLayout(before: edge, content: wanted, edgeLine: edge > 0 ? 0 : nil)
    }
    guard grouped else { return SectionEndLayout(content: total) }
    let edgeLines = min(edge, total)
    let room = total - edgeLines
    let content = answer == true ? room : min(title == nil ? 0 : wanted, room)
    return kind == .header
      ? SectionEndLayout(
        before: room - content, content: content, after: edgeLines,
        edgeLine: edgeLines > 0 ? total - 1 : nil)
      : SectionEndLayout(
        before: edgeLines, content: content, after: room - content,
        edgeLine: edgeLines > 0 ? 0 : nil)
  }

  /// The lines the delegate, or the table's height, fixes for `section`'s header or footer:
  /// nil when automatic. The table's own height applies in a plain table only to a section
  /// that shows a title or view.
  private func fixedLines(of kind: SectionEndKind, inSection section: Int) -> Int? {
    let asked =
      kind == .header
      ? delegate?.tableView(self, heightForHeaderInSection: section)
      : delegate?.tableView(self, heightForFooterInSection: section)
    if let asked, asked >= 0 { return PointScale.lines(asked) }
    let height = kind == .header ? sectionHeaderHeight : sectionFooterHeight
    guard height >= 0, style != .plain || hasSectionEnd(kind, inSection: section) else {
      return nil
    }
    return PointScale.lines(height)
  }

  /// The lines a view of `section`'s header or footer is given before it is measured.
  private func estimatedLines(of kind: SectionEndKind, inSection section: Int) -> Int {
    let asked =
      kind == .header
      ? delegate?.tableView(self, estimatedHeightForHeaderInSection: section)
      : delegate?.tableView(self, estimatedHeightForFooterInSection: section)
    if let asked, asked >= 0 { return PointScale.lines(asked) }
    let estimate = kind == .header ? estimatedSectionHeaderHeight : estimatedSectionFooterHeight
    return estimate >= 0 ? PointScale.lines(estimate) : 0
  }

  /// The lines a title takes: one, but a grouped footer's, which wraps.
  private func titleLines(_ title: String, kind: SectionEndKind) -> Int {
    guard kind == .footer, style != .plain else { return 1 }
    let room = gridFrame.width - 2 * titleInsetColumns
    return max(TextLayout(title, width: room).lines.count, 1)
  }
}
