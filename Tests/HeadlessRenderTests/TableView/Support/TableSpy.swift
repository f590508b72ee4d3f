import Foundation
import HeadlessTestSupport
import ListKit

@testable import HeadlessRender

/// A view that draws a fixed line of text (a table header or footer view).
@MainActor
final class TextView: UIView {
  let text: String

  init(_ text: String, height: Int = 1) {
    self.text = text
    super.init(frame: .zero)
    gridFrame = GridRect(x: 0, y: 0, width: 0, height: height)
  }

  required init?(coder: NSCoder) {
    nil
  }

  override package func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    canvas.draw(text, at: rect.origin, clippedTo: clip)
  }
}

/// Data source, delegate and prefetcher in one, writing every call into one log.
@MainActor
final class TableSpy: NSObject, UITableViewDataSource, UITableViewDelegate,
  UITableViewDataSourcePrefetching
{
  var sections: [[String]]
  var headerTitles: [Int: String] = [:]
  var footerTitles: [Int: String] = [:]
  /// Separator insets the data source gives the cells of some rows (none: the table's).
  var separatorInsets: [IndexPath: UIEdgeInsets] = [:]
  var identifier = "Text"
  var answersHeights = false
  var dequeuesTwice = false
  private(set) var log: [String] = []
  private(set) var cellsHandedOut: Set<ObjectIdentifier> = []

  init(_ sections: [[String]]) {
    self.sections = sections
  }

  /// A spy with `count` rows named `row 0`, `row 1`, ... in one section.
  convenience init(rows count: Int) {
    self.init([(0..<count).map { "row \($0)" }])
  }

  func clearLog() { log = [] }

  func numberOfSections(in tableView: UITableView) -> Int {
    log.append("sections")
    return sections.count
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    log.append("rows \(section)")
    return sections[section].count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    log.append("cell \(indexPath)")
    let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    if dequeuesTwice {
      _ = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }
    cellsHandedOut.insert(ObjectIdentifier(cell))
    (cell as? TextCell)?.configure(with: sections[indexPath.section][indexPath.row])
    if let inset = separatorInsets[indexPath] { cell.separatorInset = inset }
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    headerTitles[section]
  }

  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    footerTitles[section]
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    guard answersHeights else { return tableView.rowHeight }
    log.append("height \(indexPath)")
    return tableView.separatorStyle == .none ? 22 : 44  // one line of cell
  }

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    log.append("willDisplay \(indexPath)")
  }

  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    log.append("didEndDisplaying \(indexPath)")
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.append("didSelect \(indexPath)")
  }

  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
    log.append("prefetch [\(indexPaths.map { "\($0)" }.joined(separator: ", "))]")
  }

  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
    log.append("cancel [\(indexPaths.map { "\($0)" }.joined(separator: ", "))]")
  }
}

/// A table of `width` x `height` without separators, wired to `spy`, with `TextCell`
/// registered as "Text".
@MainActor
func makeTable(_ spy: TableSpy, width: Int = 20, height: Int = 3) -> UITableView {
  let table = UITableView(gridFrame: GridRect(x: 0, y: 0, width: width, height: height))
  // One line per row keeps these tests' arithmetic plain; separators have their own tests,
  // which inset them by one column (8 points); titles start at the table's edge.
  table.separatorStyle = .none
  table.rowHeight = 22
  table.separatorInset = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 0)
  table.layoutMargins = .zero
  table.register(TextCell.self, forCellReuseIdentifier: "Text")
  table.dataSource = spy
  table.delegate = spy
  return table
}
