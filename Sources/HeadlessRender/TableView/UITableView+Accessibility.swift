import Foundation
import TextCanvas

extension UITableView {
  /// What VoiceOver reads in the table, as one group: the table header view, then section by
  /// section its header (a title, read as a heading, or the delegate's view), its visible rows
  /// in order and its footer, then the table footer view, then the section index (`Table
  /// index. Adjustable.`). Only what is on screen: the rows laid out, the titles drawn, the
  /// views where they intersect the viewport.
  ///
  /// The order is the index paths', not the frames': a header pinned over a row that scrolled
  /// under it is still read before its section's rows, as UIKit's table orders its elements.
  func readingOrderGroups(at rect: GridRect, clip: GridRect) -> [[AccessibilityElement]] {
    var elements: [AccessibilityElement] = []
    func read(_ view: UIView?) {
      guard let view else { return }
      elements += view.readAccessibilityGroups(origin: rect.origin, clip: clip).flatMap { $0 }
    }
    read(refreshControl)
    read(tableHeaderView)
    let titles = decorationView.titles
    let rows = visibleRowIndexPaths
    let sections = Set(titles.map(\.section)).union(rows.map(\.section)).sorted()
    for section in sections {
      elements += titleElements(titles, of: .header, in: section, at: rect, clip: clip)
      for indexPath in rows where indexPath.section == section {
        read(cellForRow(at: indexPath))
      }
      elements += titleElements(titles, of: .footer, in: section, at: rect, clip: clip)
    }
    read(tableFooterView)
    // The section index, a control of its own beside the content, comes last.
    read(sectionIndexView)
    return elements.isEmpty ? [] : [elements]
  }

  /// The drawn titles of `kind` in `section`: a header is a heading, a footer plain text.
  private func titleElements(
    _ titles: [ListDecorationView.SectionTitle], of kind: ListDecorationView.SectionTitle.Kind,
    in section: Int, at rect: GridRect, clip: GridRect
  ) -> [AccessibilityElement] {
    titles.flatMap { title -> [AccessibilityElement] in
      guard title.kind == kind, title.section == section else { return [] }
      guard let text = title.text else {
        let view = sectionViews[SectionEndKey(kind: kind, section: section)]
        return view?.readAccessibilityGroups(origin: rect.origin, clip: clip).flatMap { $0 } ?? []
      }
      let frame = GridRect(
        x: rect.minX, y: rect.minY + title.y, width: rect.width, height: title.height)
      guard !text.isEmpty, !frame.intersection(clip).isEmpty else { return [] }
      return [
        AccessibilityElement(label: text, traits: kind == .header ? .header : .none, frame: frame)
      ]
    }
  }
}
