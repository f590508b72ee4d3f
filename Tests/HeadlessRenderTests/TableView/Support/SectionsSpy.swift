import Foundation
import HeadlessTestSupport
import ListKit

@testable import HeadlessRender

/// Data source and delegate of titled sections shown in standard cells, with header and
/// footer views a test sets, logging the header and footer calls.
@MainActor
final class SectionsSpy: NSObject, UITableViewDataSource, UITableViewDelegate {
  struct Section {
    var header: String?
    var rows: [String]
    var footer: String?
  }

  var sections: [Section]
  private(set) var log: [String] = []
  /// What `viewForHeaderInSection` answers, by section.
  var headerViews: [Int: (UITableView) -> UIView?] = [:]
  /// What `viewForFooterInSection` answers, by section.
  var footerViews: [Int: (UITableView) -> UIView?] = [:]
  /// What `heightForHeaderInSection` answers, by section; automatic for the others.
  var headerHeights: [Int: CGFloat] = [:]
  /// What `estimatedHeightForHeaderInSection` answers, by section.
  var estimatedHeaderHeights: [Int: CGFloat] = [:]
  /// What `heightForFooterInSection` answers, by section; automatic for the others.
  var footerHeights: [Int: CGFloat] = [:]
  /// What `willDisplayHeaderView` does to a standard header view's text.
  var retitle: ((String) -> String)?
  var selectedAccessory = UITableViewCell.AccessoryType.none
  /// Rows whose `shouldIndentWhileEditingRowAt` is false.
  var unindentedRows: Set<IndexPath> = []
  var editingStyles: [IndexPath: UITableViewCell.EditingStyle] = [:]
  /// What `sectionIndexTitles(for:)` answers.
  var indexTitles: [String]?
  /// What `sectionForSectionIndexTitle` answers, by the title's place; the place by default.
  var indexSections: [Int: Int] = [:]
  /// The rows' labels' `numberOfLines`: 1, UIKit's default, unless a test wraps them.
  var numberOfLines = 1

  init(_ sections: [Section]) {
    self.sections = sections
  }

  func clearLog() { log = [] }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = sections[indexPath.section].rows[indexPath.row]
    cell.textLabel?.numberOfLines = numberOfLines
    cell.accessoryType = indexPath.row == 0 ? selectedAccessory : .none
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].header
  }

  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    sections[section].footer
  }

  func sectionIndexTitles(for tableView: UITableView) -> [String]? { indexTitles }

  func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    log.append("sectionForSectionIndexTitle \(title) at \(index)")
    return indexSections[index] ?? index
  }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    log.append("viewForHeader \(section)")
    return headerViews[section]?(tableView)
  }

  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    footerViews[section]?(tableView)
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    headerHeights[section] ?? UITableView.automaticDimension
  }

  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    footerHeights[section] ?? UITableView.automaticDimension
  }

  func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int)
    -> CGFloat
  {
    estimatedHeaderHeights[section] ?? UITableView.automaticDimension
  }

  func tableView(
    _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
  ) -> UITableViewCell.EditingStyle {
    editingStyles[indexPath] ?? .delete
  }

  func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
    -> Bool
  {
    !unindentedRows.contains(indexPath)
  }

  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {
    log.append("willDisplayHeader \(section)")
    if let retitle, let label = (view as? UITableViewHeaderFooterView)?.textLabel {
      label.text = label.text.map(retitle)
    }
  }

  func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {
    log.append("willDisplayFooter \(section)")
  }

  func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {
    log.append("didEndDisplayingHeader \(section)")
  }

  func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
  ) {
    log.append("didEndDisplayingFooter \(section)")
  }
}

/// A table of `style`, `width` x `height`, of one-line rows with separators, wired to `spy`,
/// with `UITableViewCell` registered as "Cell".
@MainActor
func makeSections(
  _ spy: SectionsSpy, style: UITableView.Style = .plain, width: Int = 24, height: Int = 12
) -> UITableView {
  let table = UITableView(
    frame: GridRect(x: 0, y: 0, width: width, height: height).points, style: style)
  table.rowHeight = 44
  table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
  table.dataSource = spy
  table.delegate = spy
  return table
}

/// Sections A to E of two rows each, with an index of their titles.
@MainActor
func alphabet() -> SectionsSpy {
  let spy = SectionsSpy(
    ["A", "B", "C", "D", "E"].map { .init(header: $0, rows: [$0 + "1", $0 + "2"], footer: nil) })
  spy.indexTitles = ["A", "B", "C", "D", "E"]
  return spy
}

/// Fruit (apple, pear) with a footer long enough to wrap, Veg (kale), and an untitled
/// section (salt).
@MainActor
func groceries() -> SectionsSpy {
  SectionsSpy([
    .init(header: "Fruit", rows: ["apple", "pear"], footer: "Picked this morning by the river."),
    .init(header: "Veg", rows: ["kale"], footer: nil),
    .init(header: nil, rows: ["salt"], footer: nil),
  ])
}
