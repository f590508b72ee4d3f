import Foundation
import ListKit

extension UITableView {
  /// Asks the data source for the section index's titles again and shows them, as UIKit's
  /// `reloadSectionIndexTitles()`: rows and cells are not asked again.
  public func reloadSectionIndexTitles() {
    if counts == nil { loadCounts() }
    sectionIndexTitles = style == .plain ? dataSource?.sectionIndexTitles(for: self) : nil
    updateSectionIndex()
    recovering { try layoutVisibleRows() }
  }

  /// The section index's titles, when it shows: a plain table whose data source gives some,
  /// with at least ``sectionIndexMinimumDisplayRowCount`` rows.
  package var shownSectionIndexTitles: [String]? { sectionIndexView?.titles }

  /// The columns the section index takes at the trailing edge: none without one.
  var indexColumns: Int { sectionIndexView?.width ?? 0 }

  /// Shows the section index or takes it away, as the titles and the row count say.
  func updateSectionIndex() {
    let rows = counts?.reduce(0, +) ?? 0
    guard let titles = sectionIndexTitles, !titles.isEmpty,
      rows >= sectionIndexMinimumDisplayRowCount
    else {
      sectionIndexView?.removeFromSuperview()
      sectionIndexView = nil
      return
    }
    let view = sectionIndexView ?? TableIndexView(frame: .zero)
    view.titles = titles
    sectionIndexView = view
  }

  /// Simulates the user tapping the index title at `index` of the section index: the data
  /// source's `sectionForSectionIndexTitle` gives the section, and the table scrolls so that
  /// the section's top (its header, else its first row) is at the top of the viewport, or as
  /// near as the content allows, as UIKit's index does. Returns whether the index shows such
  /// a title; a section the table does not have scrolls nowhere.
  @discardableResult
  package func tapSectionIndex(at index: Int) -> Bool {
    guard let titles = shownSectionIndexTitles, titles.indices.contains(index) else {
      return false
    }
    let section =
      dataSource?.tableView(self, sectionForSectionIndexTitle: titles[index], at: index) ?? index
    guard let counts, counts.indices.contains(section) else { return true }
    scroll { try settleScroll { headerViewHeight + heights.prefix(sectionStarts[section]) } }
    return true
  }

  /// Simulates the user tapping `title` in the section index (its first place when it is
  /// there twice); see ``tapSectionIndex(at:)``. Returns whether the index shows that title.
  @discardableResult
  package func tapSectionIndex(title: String) -> Bool {
    guard let index = shownSectionIndexTitles?.firstIndex(of: title) else { return false }
    return tapSectionIndex(at: index)
  }
}
