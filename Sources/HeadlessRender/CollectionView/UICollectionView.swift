import Foundation
import ListKit
import TextCanvas

/// A headless `UICollectionView`: UIKit's data-source, delegate, reuse, cached-count and
/// batch-update semantics, with cells placed by a layout and drawn on a character canvas.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 97.5, height: 44)  // 10 columns by 2 lines
/// let grid = UICollectionView(
///   frame: CGRect(x: 0, y: 0, width: 390, height: 220), collectionViewLayout: layout)
/// grid.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
/// grid.dataSource = photos
/// grid.layoutIfNeeded()  // counts, the layout, then cellForItemAt + willDisplay
/// ```
///
/// The layout computes frames in points, as UIKit's does; the collection view maps each frame
/// to the grid edge by edge (a column is 9.75 points, a line 22, as for every view) and
/// scrolls vertically by whole lines. Cells draw what their content draws, nothing more.
///
/// Where UIKit would raise an exception, the collection view keeps a ``CollectionViewError``
/// with UIKit's reason instead, recovers as `reloadData()` would, and the frame that draws it
/// reports the error; the process never traps. Batch updates are checked by the same rules as
/// the table's, worded for a collection view ("items"); see <doc:CollectionViews>.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
  /// The kind of a section header view in a flow or list layout.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a section footer view in a flow layout.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
  /// The kind UIKit names cells by in its dequeue messages.
  static let elementKindCell = "UICollectionElementKindCell"

  /// Answers the counts, cells and supplementary views; held weakly.
  public weak var dataSource: (any UICollectionViewDataSource)?
  /// Hears about display, selection and scrolling; held weakly.
  public weak var delegate: (any UICollectionViewDelegate)? {
    get { collectionDelegate }
    set {
      collectionDelegate = newValue
      scrollViewDelegate = newValue
      collectionViewLayout.invalidateLayout()
    }
  }
  private weak var collectionDelegate: (any UICollectionViewDelegate)?
  /// Hears about items about to come on screen; held weakly.
  public weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
  /// Whether prefetch hints go out: true by default.
  public var isPrefetchingEnabled = true
  /// How many items after the last one on screen get prefetch hints.
  package var prefetchDistance = 3

  /// The collection view as ListKit's `BatchUpdatingView`, for a `SectionStore` to drive
  /// (`store.view = collectionView.batchUpdating`); the collection view owns it, as the store holds its view
  /// weakly.
  package private(set) lazy var batchUpdating: any BatchUpdatingView = CollectionViewBatchUpdating(
    collectionView: self)
  /// Whether the user can select items: true by default.
  public var allowsSelection = true
  /// Whether the user can select several items at once: false by default.
  public var allowsMultipleSelection = false

  /// Where the cells and supplementary views go; setting it lays out again.
  public var collectionViewLayout: UICollectionViewLayout {
    didSet {
      oldValue.collectionView = nil
      collectionViewLayout.collectionView = self
      collectionViewLayout.invalidateLayout()
    }
  }

  /// The content line shown at the top of the viewport.
  package internal(set) var contentOffsetLine = 0

  /// The content column shown at the left edge of the viewport: 0 unless the content is
  /// wider than the collection view (a layout that scrolls horizontally).
  package internal(set) var contentOffsetColumn = 0

  /// What the updates since the marks were last cleared did to each item, in current
  /// coordinates: what a renderer shows in the gutter, as for a table's rows.
  package internal(set) var lastUpdateMarks: [IndexPath: ListUpdateKind] = [:]

  /// What the updates since the marks were last cleared did to each section, by current
  /// index: inserted, moved or reloaded. A renderer marks the lines of the sections' headers
  /// and footers with them, as a table's header lines.
  package internal(set) var lastSectionUpdateMarks: [Int: ListUpdateKind] = [:]

  /// How many sections and items the updates since the marks were last cleared inserted,
  /// deleted, moved, reloaded and reconfigured, counting those off screen, in a collection
  /// view's words (`1 item moved`): what a renderer prints beside the frame, as for a table.
  ///
  /// Every batch adds its counts and ``reconfigureItems(at:)`` its items; `reloadData()`
  /// sets ``ListUpdateSummary/reloadedData``. Emptied by ``clearUpdateMarks()``.
  package internal(set) var lastUpdateSummary = ListUpdateSummary(wording: .collectionView)

  /// The view behind the items, filling the collection view and not scrolling with its
  /// content, as `backgroundView`: where a screen shows a loading, empty or error state. Nil
  /// by default.
  public var backgroundView: UIView? {
    didSet {
      guard backgroundView !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
    }
  }

  /// How far each section the layout scrolls sideways is scrolled, in columns from its
  /// leading edge, by section; a section not here is at its leading edge.
  var orthogonalOffsets: [Int: Int] = [:]

  // Cached content: nil until the first layout or batch asks, and again after reloadData().
  var counts: [Int]?
  var preparedWidth: Int?
  /// The content size category the layout was prepared at: a change measures the items again.
  var preparedContentSize: UIContentSizeCategory?
  // Cells and supplementary views.
  var cellRegistrations: [String: UICollectionReusableView.Type] = [:]
  var supplementaryRegistrations: [SupplementaryKey: UICollectionReusableView.Type] = [:]
  var cellPool: [String: [UICollectionViewCell]] = [:]
  var supplementaryPool: [SupplementaryKey: [UICollectionReusableView]] = [:]
  var cellsByIndexPath: [IndexPath: UICollectionViewCell] = [:]
  var supplementaryViews: [SupplementaryKey: UICollectionReusableView] = [:]
  /// The decoration views on screen, by kind and index path.
  var decorationViews: [SupplementaryKey: UICollectionReusableView] = [:]
  var selectedIndexPaths: Set<IndexPath> = []
  var prefetchedItems: [IndexPath] = []
  /// The item being configured again and its cell, which a dequeue of the cell's identifier
  /// for that item returns as it is.
  var reconfiguring: (indexPath: IndexPath, cell: UICollectionViewCell)?
  /// The views dequeued while the data source is asked for one; nil between requests.
  var dequeuedInRequest: [UICollectionReusableView]?
  /// Whether the collection view is in editing mode; see ``isEditing``.
  var editing = false
  /// The item whose swipe actions are revealed, and from which edge.
  package var revealedSwipe: RevealedSwipe? {
    didSet { if revealedSwipe == nil, oldValue != nil { deleteControlReveal = nil } }
  }
  /// The item whose delete control revealed its trailing swipe actions in editing mode,
  /// while they show: its actions are offered although the collection view is editing.
  var deleteControlReveal: IndexPath?
  /// Separators a list layout asks for, drawn over the cells.
  let decorationView = ListDecorationView()

  // Batches.
  var batchDepth = 0
  /// What UIKit would have raised an exception for since the failures were last taken.
  var failures: [CollectionViewError] = []
  var pendingUpdate = BatchUpdate()

  /// A supplementary view's kind with its reuse identifier or index path.
  struct SupplementaryKey: Hashable {
    var kind: String
    var identifier: String
    var indexPath: IndexPath?
  }

  /// Creates a collection view whose items `layout` places; nothing is asked of the data
  /// source until the first layout.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
    addSubview(decorationView)
  }

  /// A collection view made without a layout, which UIKit refuses ("UICollectionView must be
  /// initialized with a non-nil layout parameter"): kept as a failure, which the frame that
  /// draws it reports; it lays out with a default flow layout meanwhile.
  public convenience override init(frame: CGRect) {
    self.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
    recordFailure(error(.noLayout))
  }

  /// Creates a collection view with a flow layout; see ``UIView/init(coder:)``.
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
    collectionViewLayout.collectionView = self
    addSubview(decorationView)
  }

  /// The point of the content at the top-left corner of the viewport, in points: a whole
  /// number of columns and lines, as the headless collection view scrolls by cells of the
  /// grid.
  ///
  /// Setting it rounds to the nearest column and line, clamps each to the content (`x` stays
  /// 0 while the content is no wider than the collection view), lays out the items that come
  /// on screen and tells the delegate `scrollViewDidScroll(_:)` once when the offset moved.
  public override var contentOffset: CGPoint {
    get {
      CGPoint(
        x: PointScale.points(columns: contentOffsetColumn),
        y: PointScale.points(lines: contentOffsetLine))
    }
    set {
      recovering {
        try trySetContentOffset(
          column: PointScale.columns(newValue.x), line: PointScale.lines(newValue.y))
      }
    }
  }

  /// Scrolls so that `line` of the content is at the top of the viewport (clamped to the
  /// content), lays out, and tells the delegate `scrollViewDidScroll(_:)` when the offset
  /// moved.
  package func trySetContentOffsetLine(_ line: Int) throws(CollectionViewError) {
    try trySetContentOffset(column: contentOffsetColumn, line: line)
  }

  /// Scrolls so that `column` and `line` of the content are at the top-left corner of the
  /// viewport (each clamped to the content), lays out, and tells the delegate
  /// `scrollViewDidScroll(_:)` when the offset moved.
  package func trySetContentOffset(column: Int, line: Int) throws(CollectionViewError) {
    let before = (contentOffsetColumn, contentOffsetLine)
    defer {
      if (contentOffsetColumn, contentOffsetLine) != before { delegate?.scrollViewDidScroll(self) }
    }
    prepareIfNeeded()
    contentOffsetLine = clampedOffset(line)
    contentOffsetColumn = clampedColumn(column)
    try layoutVisibleItems()
  }

  /// The size of the content in points, as the layout computes it.
  public override var contentSize: CGSize {
    get {
      prepareIfNeeded()
      return collectionViewLayout.collectionViewContentSize
    }
    set {}
  }

  /// Lays out the items inside the viewport, as UIKit's collection view does in its layout
  /// pass: what it has not cached is asked of the data source, the layout is prepared when
  /// invalid, items that left are returned to the pool and items that arrived get their cells.
  open override func layoutSubviews() {
    super.layoutSubviews()
    recovering { try layoutVisibleItems() }
  }

  /// The number of sections the collection view has cached, asking the data source first if
  /// it never did.
  public var numberOfSections: Int {
    if counts == nil { loadCounts() }
    return counts?.count ?? 0
  }

  /// The number of items in `section`, asking the data source first if it never did.
  ///
  /// A section the collection view does not have is what UIKit raises an exception for
  /// ("request for number of items in section …"), kept as a failure; the answer is then 0.
  public func numberOfItems(inSection section: Int) -> Int {
    if counts == nil { loadCounts() }
    guard let counts, counts.indices.contains(section) else {
      recordFailure(
        error(.numberOfItemsInMissingSection(section: section, sectionCount: counts?.count ?? 0)))
      return 0
    }
    return counts[section]
  }

  /// The items on screen after the last layout, in index-path order.
  public var indexPathsForVisibleItems: [IndexPath] { cellsByIndexPath.keys.sorted() }

  /// The cells on screen after the last layout, in index-path order.
  public var visibleCells: [UICollectionViewCell] {
    indexPathsForVisibleItems.compactMap { cellsByIndexPath[$0] }
  }

  /// The cell showing `indexPath`, or nil when the item is not on screen.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    cellsByIndexPath[indexPath]
  }

  /// The supplementary view of `elementKind` showing at `indexPath`, or nil when it is not
  /// on screen.
  public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    supplementaryViews[SupplementaryKey(kind: elementKind, identifier: "", indexPath: indexPath)]
  }

  /// The index path of the item `cell` shows, or nil when it shows none.
  public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    cellsByIndexPath.first { $0.value === cell }?.key
  }

  /// The item whose frame contains `point`, in the collection view's coordinates (its
  /// content's, scrolled by `contentOffset`), or nil where there is none; laying out first if
  /// needed.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    guard point.x.isFinite, point.y.isFinite else { return nil }
    prepareIfNeeded()
    let probe = CGRect(x: point.x, y: point.y, width: 0.001, height: 0.001)
    let hits = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? []).filter {
      $0.representedElementCategory == .cell && $0.frame.contains(point)
    }
    return hits.map(\.indexPath).min()
  }

  /// The layout attributes of the item at `indexPath`, laying out first if needed.
  public func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    prepareIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// Registers the cell class that `dequeueReusableCell(withReuseIdentifier:for:)` makes for
  /// `identifier`.
  public func register(
    _ cellClass: UICollectionViewCell.Type, forCellWithReuseIdentifier identifier: String
  ) {
    cellRegistrations[identifier] = cellClass
  }

  /// Registers the view class that `dequeueReusableSupplementaryView(ofKind:…)` makes for
  /// `elementKind` and `identifier`.
  public func register(
    _ viewClass: UICollectionReusableView.Type,
    forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
  ) {
    supplementaryRegistrations[SupplementaryKey(kind: elementKind, identifier: identifier)] =
      viewClass
  }

  /// Forgets every count, the layout and every cell: visible cells and supplementary views go
  /// back to their pools (after `didEndDisplaying`), prefetch hints are cancelled, the update
  /// marks are forgotten (the summary says that the data was reloaded), sections scrolled
  /// sideways go back to their leading edge, the selection is cleared (its items may be gone),
  /// and the next layout asks the data source again.
  public func reloadData() {
    for (indexPath, cell) in cellsByIndexPath.sorted(by: { $0.key > $1.key }) {
      endDisplaying(cell, at: indexPath)
    }
    cellsByIndexPath = [:]
    // As the table's, and as the public reimplementations of UICollectionView do.
    selectedIndexPaths = []
    revealedSwipe = nil
    for (key, view) in supplementaryViews { enqueueSupplementary(view, kind: key.kind) }
    supplementaryViews = [:]
    counts = nil
    lastUpdateMarks = [:]
    lastSectionUpdateMarks = [:]
    lastUpdateSummary.reloadedData = true
    orthogonalOffsets = [:]
    collectionViewLayout.forgetMeasuredHeights()
    collectionViewLayout.invalidateLayout()
    cancelPrefetching(prefetchedItems)
    prefetchedItems = []
    decorationView.clear()
  }

  /// Forgets the update marks and the update summary once they are on screen, so the next
  /// frame shows only what changes after it.
  package func clearUpdateMarks() {
    lastUpdateMarks = [:]
    lastSectionUpdateMarks = [:]
    lastUpdateSummary = ListUpdateSummary(wording: .collectionView)
  }

  /// `<UICollectionView; frame = (0, 0, 40x10); contentOffset = 0; sections = 1>` (on the grid):
  /// what error messages append, with nothing that changes from run to run.
  var collectionViewDescription: String {
    let sections = counts.map { "\($0.count)" } ?? "not loaded"
    return "<UICollectionView; frame = \(gridFrame); contentOffset = \(contentOffsetLine); "
      + "sections = \(sections)>"
  }

  func error(_ reason: CollectionViewError.Reason) -> CollectionViewError {
    CollectionViewError(reason, collectionViewDescription: collectionViewDescription)
  }

  /// Keeps `error`, something UIKit would have raised an exception for, for the frame that
  /// draws the collection view to report.
  func recordFailure(_ error: CollectionViewError) {
    failures.append(error)
  }

  /// Runs a call that UIKit would crash on when it fails: the failure is kept, and the
  /// collection view reloads its data so that what it shows matches its data source again.
  func recovering(_ call: () throws -> Void) {
    do {
      try call()
    } catch let error as CollectionViewError {
      recordFailure(error)
      if batchDepth == 0 { reloadData() }
    } catch {
      // The calls that come here throw only CollectionViewError.
    }
  }

  /// The failures kept since they were last taken, and forgets them: what a frame reports.
  package func takeFailures() -> [CollectionViewError] {
    defer { failures = [] }
    return failures
  }

  /// The collection view as VoiceOver reads it: see ``readingOrderGroups(at:clip:)``. Made an
  /// accessibility element, it is still read through its cells, as VoiceOver focuses the first
  /// cell of a `UICollectionView` whose `isAccessibilityElement` is true (rdar://20419462).
  override func accessibilityGroups(at rect: GridRect, clip: GridRect) -> [[AccessibilityElement]] {
    guard accessibilityElements == nil else {
      return super.accessibilityGroups(at: rect, clip: clip)
    }
    return readingOrderGroups(at: rect, clip: clip)
  }

  /// Takes a cell off screen: `didEndDisplaying`, then back to its identifier's pool.
  func endDisplaying(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
    cell.removeFromSuperview()
    if cell.revealedActions != nil { cell.revealedActions = nil }
    delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    guard let identifier = cell.reuseIdentifier else { return }
    cellPool[identifier, default: []].append(cell)
  }

  func enqueueSupplementary(_ view: UICollectionReusableView, kind: String) {
    view.removeFromSuperview()
    guard let identifier = view.reuseIdentifier else { return }
    supplementaryPool[SupplementaryKey(kind: kind, identifier: identifier), default: []].append(
      view)
  }

  /// Tells the prefetching data source that hints for `items` no longer stand.
  func cancelPrefetching(_ items: [IndexPath]) {
    guard !items.isEmpty else { return }
    prefetchDataSource?.collectionView(self, cancelPrefetchingForItemsAt: items)
  }
}
