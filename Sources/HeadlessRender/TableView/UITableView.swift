import Foundation
import ListKit
import TextCanvas

/// A headless `UITableView` in UIKit's plain, grouped and inset grouped styles: UIKit's
/// data-source, delegate, reuse, cached-count and batch-update semantics, drawn on a character
/// canvas.
///
/// ```swift
/// let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 220), style: .plain)
/// table.register(StatusCell.self, forCellReuseIdentifier: "Status")
/// table.dataSource = dataSource
/// table.layoutIfNeeded()  // sections, rows, heights, then cellForRowAt + willDisplay
/// table.contentOffset.y = 66  // three lines down: rows enter and leave, prefetch hints go out
/// ```
///
/// Where UIKit would raise an exception, the table keeps a ``TableViewError`` with UIKit's
/// reason instead, recovers as `reloadData()` would, and the frame that draws it reports the
/// error; the process never traps.
///
/// ## Plain style, as iOS 18 draws it
///
/// The table follows one iOS version, iOS 18 (the last major release before iOS 26 changed
/// the defaults again), and draws what its plain style draws, one line of text per line of
/// the grid:
///
/// - **Separators** (``separatorStyle``, ``separatorInset``): a line of `─` on a line of its
///   own under each row, from the inset to the trailing edge, counted in the row's height (so
///   ``rectForRow(at:)``, scrolling and self-sizing include it). None above the first row,
///   none under the last row of a section when a section header or footer title comes next,
///   one under the last row of the table. A cell may override the inset, or hide its line
///   (``UITableViewCell/separatorInset``).
/// - **Filler rows** (``fillerRowHeight``): off by default, as from iOS 15; when on, empty
///   rows with their separators fill the viewport below short content, unless the table has
///   a ``tableFooterView``.
/// - **Section headers** (a title from the data source) float: the header of the section at
///   the top of the viewport stays pinned there while its rows scroll under it, until the end
///   of its section pushes it up. Section footer titles float at the bottom the same way. A
///   header reads `Today ━━━━━━━━`: its title, shown as given (plain style does not
///   uppercase), then a heavy rule to the trailing inset; a long title is cut with `…` to
///   keep two columns of rule.
///
/// ```swift
/// // "Fruit" holds apple and pear, "Veg" holds kale; cells draw their text at column 0.
/// let table = UITableView(frame: CGRect(x: 0, y: 0, width: 195, height: 110))
/// table.dataSource = groceries
/// table.contentOffset.y = 22  // one line down
/// // Drawn 20 columns by 5 lines:
/// //   Fruit ━━━━━━━━━━
/// //   ──────────────────
/// // pear
/// //   Veg ━━━━━━━━━━━━
/// // kale
/// ```
///
/// Titles start at the table's 16-point layout margin and separators at its 16-point
/// separator inset (2 columns each). "Fruit" floats over apple, the row scrolled under it;
/// pear has no separator because a
/// header follows it.
///
/// <doc:PlainStyle> lists each rule with UIKit's source and says which ones are choices a
/// device should confirm; <doc:GroupedStylesHeadersAndIndex> does the same for the grouped
/// styles, section header and footer views, the section index and list content
/// configurations.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  /// Answers the counts, cells and titles; held weakly.
  public weak var dataSource: (any UITableViewDataSource)?
  /// Hears about display, selection and scrolling, and may answer heights; held weakly.
  public weak var delegate: (any UITableViewDelegate)? {
    get { tableDelegate }
    set {
      tableDelegate = newValue
      scrollViewDelegate = newValue
    }
  }
  private weak var tableDelegate: (any UITableViewDelegate)?
  /// Hears about rows about to come on screen; held weakly.
  public weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?

  /// The height of every row the delegate gives none for, in points, its separator's line
  /// included: 44 points is a line of text and its separator. ``automaticDimension``, the
  /// default as in UIKit, makes each row as tall as its cell's content.
  public var rowHeight: CGFloat = UITableView.automaticDimension {
    didSet { invalidateHeights() }
  }
  /// The height a self-sizing row is laid out at before its cell is measured, in points, its
  /// separator included; ``automaticDimension`` (the default) estimates one line of text.
  public var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
    didSet { invalidateHeights() }
  }
  /// The height of a section header, in points; ``automaticDimension`` (the default) gives a
  /// title its one line and a header view its fitted height. In a plain table sections
  /// without a title or view take none; in a grouped one every section takes it.
  public var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
    didSet { invalidateHeights() }
  }
  /// The height of a section footer, in points; ``automaticDimension`` (the default) gives a
  /// title its lines and a footer view its fitted height. In a plain table sections without
  /// a title or view take none; in a grouped one every section takes it.
  public var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
    didSet { invalidateHeights() }
  }
  /// The height of a section header view before it is measured, in points;
  /// ``automaticDimension`` (the default) estimates none, so a header view shows once its
  /// section comes on screen and it is measured.
  public var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension {
    didSet { invalidateHeights() }
  }
  /// The height of a section footer view before it is measured, in points;
  /// ``automaticDimension`` (the default) estimates none.
  public var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension {
    didSet { invalidateHeights() }
  }
  /// Whether rows are separated by a line: `.singleLine` by default, as in UIKit.
  ///
  /// A separator takes a line of its own under its row, so turning them off shortens the
  /// content.
  public var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
    didSet { invalidateHeights() }
  }
  /// Where separator lines start and end, for every cell that does not set its own, and for
  /// filler rows: UIKit's 16 points from the leading edge by default (2 columns).
  public var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
  /// The height of the empty rows drawn below the last row to fill the viewport, in points,
  /// their separator included: 0 (none) by default, as in UIKit from iOS 15;
  /// ``automaticDimension`` for rows as tall as the last row.
  ///
  /// Filler rows are not content (`contentSize` leaves them out, so they never make the table
  /// scroll), need `.singleLine` separators, and are not drawn when the table has a
  /// ``tableFooterView``, which takes the place below the rows.
  public var fillerRowHeight: CGFloat = 0
  /// The number of rows from which the section index shows: 0 (always) by default, as in
  /// UIKit; a table with fewer rows shows none.
  public var sectionIndexMinimumDisplayRowCount = 0 {
    didSet { updateSectionIndex() }
  }
  /// The colour of the section index's titles; kept, not drawn.
  public var sectionIndexColor: UIColor?
  /// The colour behind the section index; kept, not drawn.
  public var sectionIndexBackgroundColor: UIColor?
  /// The colour behind the section index while it is touched; kept, not drawn.
  public var sectionIndexTrackingBackgroundColor: UIColor?
  /// How many rows beyond the viewport, in the scrolling direction, get prefetch hints.
  package var prefetchDistance = 3

  /// The table as ListKit's `BatchUpdatingView`, for a `SectionStore` to drive
  /// (`store.view = table.batchUpdating`); the table owns it, as the store holds its view
  /// weakly.
  package private(set) lazy var batchUpdating: any BatchUpdatingView = TableViewBatchUpdating(
    table: self)
  /// Whether the table is laid out for a whole-content frame (a device of height 0), as tall
  /// as its content: it then draws every row without displaying any, telling its delegate and
  /// prefetching data source nothing (see `DeviceFrame`). Set by the frame that lays it out.
  package var isLaidOutForWholeContent = false

  /// The view above the first section; its frame's height is kept, its width follows the table.
  public var tableHeaderView: UIView? {
    didSet { replaceAccessory(oldValue, with: tableHeaderView) }
  }
  /// The view below the last section; its frame's height is kept, its width follows the table.
  public var tableFooterView: UIView? {
    didSet { replaceAccessory(oldValue, with: tableFooterView) }
  }

  /// Whether the user can select rows outside editing mode: true by default, as in UIKit.
  /// Programmatic selection (``selectRow(at:animated:scrollPosition:)``) ignores it.
  public var allowsSelection = true
  /// Whether the user can select several rows outside editing mode: false by default. A tap
  /// on a selected row then deselects it.
  public var allowsMultipleSelection = false
  /// Whether the user can select rows in editing mode: false by default, as in UIKit.
  public var allowsSelectionDuringEditing = false
  /// Whether the user can select several rows in editing mode: false by default. When true,
  /// editing rows show a selection circle instead of their delete or insert control.
  public var allowsMultipleSelectionDuringEditing = false {
    didSet { setNeedsEditingControls() }
  }
  /// Whether the table is in editing mode; setting it is ``setEditing(_:animated:)`` without
  /// animation.
  public var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }
  var editing = false
  /// The selected rows, in current coordinates.
  var selectedRows: Set<IndexPath> = []
  /// The row whose swipe actions are revealed, and on which edge.
  package var revealedSwipe: RevealedSwipe?

  /// The content line shown at the top of the viewport.
  package internal(set) var contentOffsetLine = 0

  /// What the updates since the marks were last cleared did to each row, in current
  /// coordinates: what a renderer shows in a gutter for the next frame.
  ///
  /// A store update applied in several stages shows all of them: each batch moves the earlier
  /// marks along with their rows (a deleted row loses its mark) and adds its own, and
  /// `reconfigureRows` adds `.reconfigured`. A row marked twice shows the stronger mark:
  /// inserted, reloaded, moved, reconfigured. Emptied by ``clearUpdateMarks()``, which the
  /// renderer calls once it has drawn them, and by `reloadData()`.
  package internal(set) var lastUpdateMarks: [IndexPath: ListUpdateKind] = [:]

  /// How many sections and rows the updates since the marks were last cleared inserted,
  /// deleted, moved, reloaded and reconfigured, counting those off screen: what a renderer
  /// prints beside the frame, so that a deleted row or a change below the viewport leaves a
  /// trace.
  ///
  /// Every batch adds its counts, `reconfigureRows` and `reconfigureSectionHeaders` theirs;
  /// `reloadData()` sets ``ListUpdateSummary/reloadedData``. Emptied by
  /// ``clearUpdateMarks()``.
  package internal(set) var lastUpdateSummary = ListUpdateSummary()

  /// What the updates since the marks were last cleared did to each section, by current
  /// index: inserted, moved, reloaded, or its header reconfigured. A renderer marks the
  /// sections' header lines with them.
  var lastSectionUpdateMarks: [Int: ListUpdateKind] = [:]

  // Cached content: nil until the first layout or batch asks, and again after reloadData().
  package var counts: [Int]?
  var headerTitles: [String?] = []
  var footerTitles: [String?] = []
  // Whether the delegate gives each section a header or footer view: nil until asked, when
  // the section first comes on screen; and the lines each view measured.
  var headerViewAnswers: [Bool?] = []
  var footerViewAnswers: [Bool?] = []
  var measuredSectionViewLines: [SectionEndKey: Int] = [:]
  // The header and footer views on screen (the delegate's, or those made for titles), and the
  // pools they return to.
  var sectionViews: [SectionEndKey: UIView] = [:]
  var displayedSectionViews: Set<SectionEndKey> = []
  var headerFooterRegistrations: [String: UITableViewHeaderFooterView.Type] = [:]
  var headerFooterPool: [String: [UITableViewHeaderFooterView]] = [:]
  var titleViewPool: [TitleHeaderFooterView] = []
  // The section index's titles, as the data source gave them, and its view when it shows.
  var sectionIndexTitles: [String]?
  var sectionIndexView: TableIndexView?
  // Flat item index of each section's header item; items per section: header, rows, footer.
  var sectionStarts: [Int] = []
  var heights = HeightIndex(heights: [])
  var measuredHeights: [IndexPath: Int] = [:]
  var measuredWidth: Int?
  /// The content size category the self-sizing rows were measured at: a change measures
  /// them again, as UIKit sizes its cells again when the text size changes.
  var measuredContentSize: UIContentSizeCategory?
  var lastLaidOutOffset = 0

  // Cells.
  var registrations: [String: UITableViewCell.Type] = [:]
  var reusePool: [String: [UITableViewCell]] = [:]
  var cellsByIndexPath: [IndexPath: UITableViewCell] = [:]
  // Separators and section titles, drawn over the cells.
  let decorationView = ListDecorationView()
  var prefetchedRows: [IndexPath] = []
  var cellRequest: CellRequest?

  // Batches.
  var batchDepth = 0
  /// Whether the table had its counts when the outermost `beginUpdates()` began.
  var hadCountsBeforeBeginUpdates = true
  /// What UIKit would have raised an exception for since the failures were last taken.
  var failures: [TableViewError] = []
  var pendingUpdate = BatchUpdate()

  /// The row being asked of the data source, to catch a second dequeue for it.
  struct CellRequest {
    var indexPath: IndexPath
    var hasDequeued = false
    var reconfiguring: UITableViewCell?
  }

  /// How the table groups its sections; set when the table is made.
  public let style: Style

  /// Creates a table view of `style`; nothing is asked of the data source until the first
  /// layout.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    layoutMargins = UITableView.defaultLayoutMargins
    addSubview(decorationView)
  }

  /// Creates a plain table view.
  public convenience override init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Creates a plain table view; see ``UIView/init(coder:)``.
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
    layoutMargins = UITableView.defaultLayoutMargins
    addSubview(decorationView)
  }

  /// The point of the content at the top-left corner of the viewport, in points: a whole
  /// number of lines, as the headless table scrolls by lines.
  ///
  /// Setting it rounds to the nearest line, clamps to the content (a headless scroll never
  /// bounces), lays out the rows that come on screen and tells the delegate
  /// `scrollViewDidScroll(_:)` when the offset moved.
  public override var contentOffset: CGPoint {
    get { CGPoint(x: 0, y: PointScale.points(lines: contentOffsetLine)) }
    set { scroll { try trySetContentOffsetLine(PointScale.lines(newValue.y)) } }
  }

  /// The size of the content in points: the table's width, and the height of the header
  /// view, every section and the footer view. Kept by the table; setting it does nothing, as
  /// UIKit's table computes it from its rows.
  public override var contentSize: CGSize {
    get {
      if counts == nil { loadCounts() }
      return GridSize(width: gridFrame.width, height: contentHeight).points
    }
    set {}
  }

  /// Lays out the rows inside the viewport, as UIKit's table does in its layout pass: what the
  /// table has not cached is asked of the data source, rows that left are returned to the
  /// pool and rows that arrived get their cells. What UIKit would raise an exception for
  /// (a data source that dequeues twice for one row, an unregistered identifier) is kept as a
  /// failure, which the frame that draws the table reports.
  open override func layoutSubviews() {
    super.layoutSubviews()
    recovering { try layoutVisibleRows() }
  }

  /// The number of sections the table has cached (0 before it first asks).
  public var numberOfSections: Int { counts?.count ?? 0 }

  /// The number of rows the table has cached for `section` (0 for a section it does not have).
  public func numberOfRows(inSection section: Int) -> Int {
    guard let counts, counts.indices.contains(section) else { return 0 }
    return counts[section]
  }

  /// The rows on screen after the last layout, in order; nil when no row is on screen, as
  /// UIKit declares and documents it.
  public var indexPathsForVisibleRows: [IndexPath]? {
    let rows = visibleRowIndexPaths
    return rows.isEmpty ? nil : rows
  }

  /// The rows on screen after the last layout, in order (empty when none is).
  package var visibleRowIndexPaths: [IndexPath] { cellsByIndexPath.keys.sorted() }

  /// The cells on screen after the last layout, in row order.
  public var visibleCells: [UITableViewCell] {
    visibleRowIndexPaths.compactMap { cellsByIndexPath[$0] }
  }

  /// The cell showing `indexPath`, or nil when the row is not on screen.
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    cellsByIndexPath[indexPath]
  }

  /// Registers the cell class that `dequeueReusableCell` creates for `identifier`.
  public func register(_ cellType: UITableViewCell.Type, forCellReuseIdentifier identifier: String)
  {
    registrations[identifier] = cellType
  }

  /// A cell for `identifier`: the last one returned to the pool (after `prepareForReuse()`),
  /// else a new one of the registered class, else nil.
  public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if let cell = reusePool[identifier]?.popLast() {
      // A dequeued cell gets a configuration update before it is measured and drawn.
      cell.setNeedsUpdateConfiguration()
      cell.prepareForReuse()
      return cell
    }
    let cell = registrations[identifier].map { $0.init(dequeuedWith: identifier) }
    cell?.setNeedsUpdateConfiguration()
    return cell
  }

  /// A cell for `identifier` to show at `indexPath`; while the table reconfigures that row,
  /// its existing cell, untouched.
  ///
  /// Throws UIKit's messages for an unregistered identifier, a second dequeue while the table
  /// asks for one row, and (reconfiguring) an identifier that differs from the cell's.
  package func tryDequeueReusableCell(
    withIdentifier identifier: String, for indexPath: IndexPath
  ) throws(TableViewError) -> UITableViewCell {
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
  ///
  /// The update marks are forgotten (the rows they named may be gone), and the update summary
  /// says that the data was reloaded.
  public func reloadData() {
    // Returned bottom-up so that the last-in-first-out pool hands each row its old cell.
    for (indexPath, cell) in cellsByIndexPath.sorted(by: { $0.key > $1.key }) {
      endDisplaying(cell, at: indexPath)
    }
    cellsByIndexPath = [:]
    counts = nil
    measuredHeights = [:]
    lastUpdateMarks = [:]
    lastSectionUpdateMarks = [:]
    lastUpdateSummary.reloadedData = true
    endDisplayingSectionViews()
    // reloadData() clears the selection and hides revealed swipe actions, as in UIKit.
    selectedRows = []
    revealedSwipe = nil
    cancelPrefetching(prefetchedRows)
    prefetchedRows = []
    decorationView.clear()
  }

  /// Forgets the update marks and the update summary once they are on screen, so the next
  /// frame shows only what changes after it.
  package func clearUpdateMarks() {
    lastUpdateMarks = [:]
    lastSectionUpdateMarks = [:]
    lastUpdateSummary = ListUpdateSummary()
  }

  /// The table as VoiceOver reads a `UITableView`: see ``readingOrderGroups(at:clip:)``.
  override func accessibilityGroups(at rect: GridRect, clip: GridRect) -> [[AccessibilityElement]] {
    guard !isAccessibilityElement, accessibilityElements == nil else {
      return super.accessibilityGroups(at: rect, clip: clip)
    }
    return readingOrderGroups(at: rect, clip: clip)
  }

  /// `<UITableView; frame = (0, 0, 40x10); contentOffset = 0; sections = 1>` (on the grid): what error
  /// messages append, with nothing that changes from run to run.
  var tableDescription: String {
    let sections = counts.map { "\($0.count)" } ?? "not loaded"
    return
      "<UITableView; frame = \(gridFrame); contentOffset = \(contentOffsetLine); sections = \(sections)>"
  }

  package func error(_ reason: TableViewError.Reason) -> TableViewError {
    TableViewError(reason, tableDescription: tableDescription)
  }

  /// Takes a cell off screen: `didEndDisplaying` when it was displayed, then back to its
  /// identifier's pool.
  func endDisplaying(_ cell: UITableViewCell, at indexPath: IndexPath) {
    cell.removeFromSuperview()
    if cell.revealedActions != nil { cell.revealedActions = nil }
    if cell.isDisplayed {
      cell.isDisplayed = false
      delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }
    enqueue(cell)
  }

  /// Whether rows that come on screen are displayed (`willDisplay`, prefetch hints): not while
  /// the table is laid out for a whole-content frame, by the frame or since.
  var displaysRows: Bool { !(FrameLayoutPass.isLayingOutWholeContent ?? isLaidOutForWholeContent) }

  /// Tells the delegate that `cell` displays the row at `indexPath`, once, unless the table
  /// draws a whole-content frame: then the cell waits for a frame that displays it.
  func displayIfNeeded(_ cell: UITableViewCell, at indexPath: IndexPath) {
    guard !cell.isDisplayed, displaysRows else { return }
    cell.isDisplayed = true
    delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
  }

  /// Tells the prefetching data source that hints for `rows` no longer stand.
  func cancelPrefetching(_ rows: [IndexPath]) {
    guard !rows.isEmpty else { return }
    prefetchDataSource?.tableView(self, cancelPrefetchingForRowsAt: rows)
  }

  func enqueue(_ cell: UITableViewCell) {
    cell.removeFromSuperview()
    guard let identifier = cell.reuseIdentifier else { return }
    reusePool[identifier, default: []].append(cell)
  }

  private func replaceAccessory(_ old: UIView?, with new: UIView?) {
    old?.removeFromSuperview()
    if let new { addSubview(new) }
  }
}
