import Foundation
import ListKit

/// A headless `UITableView`: UIKit's data-source, delegate, reuse, cached-count and
/// batch-update semantics, drawn on a character canvas.
///
/// ```swift
/// let table = TableView(frame: Rect(x: 0, y: 0, width: 40, height: 10))
/// table.register(StatusCell.self, forCellReuseIdentifier: "Status")
/// table.dataSource = dataSource
/// try table.layoutVisibleRows()  // sections, rows, heights, then cellForRow + willDisplay
/// try table.setContentOffset(3)  // rows enter and leave, prefetch hints go out
/// ```
///
/// Where UIKit would raise an exception, the public call that triggered it throws a
/// ``TableViewError`` with UIKit's reason; the process never traps.
@MainActor
public final class TableView: View {
  /// Answers the counts, cells and titles; held weakly.
  public weak var dataSource: (any TableViewDataSource)?
  /// Hears about display and selection and may answer heights; held weakly.
  public weak var delegate: (any TableViewDelegate)?
  /// Hears about rows about to come on screen; held weakly.
  public weak var prefetchDataSource: (any TableViewDataSourcePrefetching)?

  /// The rows' height when the delegate does not answer one; `.fixed(1)` by default.
  public var rowHeight: RowHeight = .fixed(1) {
    didSet { invalidateHeights() }
  }
  /// The height assumed for a self-sizing row not measured yet.
  public var estimatedRowHeight = 1 {
    didSet { invalidateHeights() }
  }
  /// The lines a section header title takes (sections without a title take none).
  public var sectionHeaderHeight = 1 {
    didSet { invalidateHeights() }
  }
  /// The lines a section footer title takes (sections without a title take none).
  public var sectionFooterHeight = 1 {
    didSet { invalidateHeights() }
  }
  /// How many rows beyond the viewport, in the scrolling direction, get prefetch hints.
  public var prefetchDistance = 3
  /// Columns kept clear on each side of a section header or footer title (UIKit insets them
  /// by the layout margins; a screen sets its cells' margin here); a title too long for the
  /// rest is truncated with `…`.
  public var sectionTitleInset = 0

  /// The view above the first section; its frame's height is kept, its width follows the table.
  public var tableHeaderView: View? {
    didSet { replaceAccessory(oldValue, with: tableHeaderView) }
  }
  /// The view below the last section; its frame's height is kept, its width follows the table.
  public var tableFooterView: View? {
    didSet { replaceAccessory(oldValue, with: tableFooterView) }
  }

  /// The content line shown at the top of the viewport.
  public internal(set) var contentOffset = 0

  /// What the updates since the marks were last cleared did to each row, in current
  /// coordinates: what a renderer shows in a gutter for the next frame.
  ///
  /// A store update applied in several stages shows all of them: each batch moves the earlier
  /// marks along with their rows (a deleted row loses its mark) and adds its own, and
  /// `reconfigureRows` adds `.reconfigured`. A row marked twice shows the stronger mark:
  /// inserted, reloaded, moved, reconfigured. Emptied by ``clearUpdateMarks()``, which the
  /// renderer calls once it has drawn them, and by `reloadData()`.
  public internal(set) var lastUpdateMarks: [IndexPath: RowUpdateKind] = [:]

  // Cached content: nil until the first layout or batch asks, and again after reloadData().
  var counts: [Int]?
  var headerTitles: [String?] = []
  var footerTitles: [String?] = []
  // Flat item index of each section's header item; items per section: header, rows, footer.
  var sectionStarts: [Int] = []
  var heights = HeightIndex(heights: [])
  var measuredHeights: [IndexPath: Int] = [:]
  var measuredWidth: Int?
  var lastLaidOutOffset = 0

  // Cells.
  var registrations: [String: TableViewCell.Type] = [:]
  var reusePool: [String: [TableViewCell]] = [:]
  var cellsByIndexPath: [IndexPath: TableViewCell] = [:]
  var visibleTitles: [(y: Int, text: String)] = []
  var prefetchedRows: [IndexPath] = []
  var cellRequest: CellRequest?

  // Batches.
  var batchDepth = 0
  var pendingUpdate = BatchUpdate()

  /// The row being asked of the data source, to catch a second dequeue for it.
  struct CellRequest {
    var indexPath: IndexPath
    var hasDequeued = false
    var reconfiguring: TableViewCell?
  }

  /// Creates a table view; nothing is asked of the data source until the first layout.
  override public init(frame: Rect = .zero) {
    super.init(frame: frame)
  }

  /// The number of sections the table has cached (0 before it first asks).
  public var numberOfSections: Int { counts?.count ?? 0 }

  /// The number of rows the table has cached for `section` (0 for a section it does not have).
  public func numberOfRows(inSection section: Int) -> Int {
    guard let counts, counts.indices.contains(section) else { return 0 }
    return counts[section]
  }

  /// The rows on screen after the last layout, in order.
  public var indexPathsForVisibleRows: [IndexPath] { cellsByIndexPath.keys.sorted() }

  /// The cells on screen after the last layout, in row order.
  public var visibleCells: [TableViewCell] {
    indexPathsForVisibleRows.compactMap { cellsByIndexPath[$0] }
  }

  /// The cell showing `indexPath`, or nil when the row is not on screen.
  public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
    cellsByIndexPath[indexPath]
  }

  /// Registers the cell class that `dequeueReusableCell` creates for `identifier`.
  public func register(_ cellType: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
    registrations[identifier] = cellType
  }

  /// A cell for `identifier`: the last one returned to the pool (after `prepareForReuse()`),
  /// else a new one of the registered class, else nil.
  public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
    if let cell = reusePool[identifier]?.popLast() {
      cell.prepareForReuse()
      return cell
    }
    return registrations[identifier].map { $0.init(reuseIdentifier: identifier) }
  }

  /// A cell for `identifier` to show at `indexPath`; while the table reconfigures that row,
  /// its existing cell, untouched.
  ///
  /// Throws UIKit's messages for an unregistered identifier, a second dequeue while the table
  /// asks for one row, and (reconfiguring) an identifier that differs from the cell's.
  public func dequeueReusableCell(
    withIdentifier identifier: String, for indexPath: IndexPath
  ) throws(TableViewError) -> TableViewCell {
    if let request = cellRequest, request.indexPath == indexPath {
      guard !request.hasDequeued else { throw error(.multipleDequeues(indexPath)) }
      cellRequest?.hasDequeued = true
      if let existing = request.reconfiguring {
        guard existing.reuseIdentifier == identifier else {
          throw error(
            .reconfigureWithDifferentIdentifier(
              indexPath, dequeued: identifier, original: existing.reuseIdentifier ?? "nil"))
        }
        return existing
      }
    }
    guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
      throw error(.unregisteredIdentifier(identifier))
    }
    return cell
  }

  /// Forgets every count, height and cell: visible cells go back to the pool (after
  /// `didEndDisplaying`), outstanding prefetch hints are cancelled, and the next layout asks
  /// the data source again, dequeuing the same cells from the pool, so no new cells are made.
  public func reloadData() {
    // Returned bottom-up so that the last-in-first-out pool hands each row its old cell.
    for (indexPath, cell) in cellsByIndexPath.sorted(by: { $0.key > $1.key }) {
      endDisplaying(cell, at: indexPath)
    }
    cellsByIndexPath = [:]
    counts = nil
    measuredHeights = [:]
    lastUpdateMarks = [:]
    cancelPrefetching(prefetchedRows)
    prefetchedRows = []
    visibleTitles = []
  }

  /// Forgets the update marks once they are on screen, so the next frame shows only what
  /// changes after it.
  public func clearUpdateMarks() {
    lastUpdateMarks = [:]
  }

  /// Simulates the user tapping the row at `indexPath`: the delegate's `didSelectRowAt`.
  ///
  /// Rows the table does not have are ignored, as a tap cannot land on them.
  public func tapRow(at indexPath: IndexPath) {
    guard indexPath.row >= 0, indexPath.row < numberOfRows(inSection: indexPath.section) else {
      return
    }
    delegate?.tableView(self, didSelectRowAt: indexPath)
  }

  /// Draws the section header and footer titles on screen; cells and the table header and
  /// footer views are subviews and draw themselves.
  override public func draw(_ rect: Rect, on canvas: inout Canvas, clip: Rect) {
    let width = max(rect.width - 2 * sectionTitleInset, 0)
    for title in visibleTitles {
      canvas.draw(
        title.text.truncated(toWidth: width),
        at: Point(x: rect.minX + sectionTitleInset, y: rect.minY + title.y), clippedTo: clip)
    }
  }

  /// `<TableView; frame = (0, 0, 40x10); contentOffset = 0; sections = 1>`: what error
  /// messages append, with nothing that changes from run to run.
  var tableDescription: String {
    let sections = counts.map { "\($0.count)" } ?? "not loaded"
    return "<TableView; frame = \(frame); contentOffset = \(contentOffset); sections = \(sections)>"
  }

  func error(_ reason: TableViewError.Reason) -> TableViewError {
    TableViewError(reason, tableDescription: tableDescription)
  }

  /// Takes a cell off screen: `didEndDisplaying`, then back to its identifier's pool.
  func endDisplaying(_ cell: TableViewCell, at indexPath: IndexPath) {
    cell.removeFromSuperview()
    delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    enqueue(cell)
  }

  /// Tells the prefetching data source that hints for `rows` no longer stand.
  func cancelPrefetching(_ rows: [IndexPath]) {
    guard !rows.isEmpty else { return }
    prefetchDataSource?.tableView(self, cancelPrefetchingForRowsAt: rows)
  }

  func enqueue(_ cell: TableViewCell) {
    cell.removeFromSuperview()
    guard let identifier = cell.reuseIdentifier else { return }
    reusePool[identifier, default: []].append(cell)
  }

  private func replaceAccessory(_ old: View?, with new: View?) {
    old?.removeFromSuperview()
    if let new { addSubview(new) }
  }
}
