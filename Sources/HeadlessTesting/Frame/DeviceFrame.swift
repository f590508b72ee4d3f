import HeadlessRender
import ListKit
import TextCanvas

/// A device of a given size that shows a view controller (or a view) as text: the screen inside
/// a box, with a one-column gutter on the left.
///
/// Every line, borders included, is `width + 3` columns: the gutter, the two sides and the
/// screen's `width` columns, whatever the text (wide characters are never cut in half).
///
/// ## The gutter and the update line
///
/// A table keeps what its updates did (batch updates, `reconfigureRows`, a store's or a
/// diffable data source's changes) until a frame that shows it clears it: a text frame
/// (`text(of:accessibility:)`, so every golden and every `Transcript` frame) or a scenario's frame; ``render(_:)-(UIViewController)`` and ``layout(_:)-(UIViewController)``
/// clear nothing. The gutter marks, at each row's place now, every line (its separator line
/// included) of each row on screen that those updates inserted (`+`), reloaded (`*`), moved
/// (`>`) or reconfigured (`~`), the first of these when several did, and the header line of
/// each section they inserted, moved, reloaded or whose header they reconfigured (see
/// `ListUpdateKind.gutterMark`). Deleted rows and sections, and changes off screen, leave no
/// mark; a row the user dragged (no update runs) and `reloadData()` (which forgets the marks)
/// leave none either. The update line above a text frame, `updates: 1 section inserted · 2
/// rows deleted` or `updates: none`, counts everything those updates did, on screen or not,
/// `data reloaded` included (`ListUpdateSummary`); a scenario prints it on the caption line.
/// A deleted count names what left, as the list knew it at the batch: each row that was on
/// screen by its first text, each section by its header title (a collection view's header
/// while on screen), the others as `more`: `updates: 1 section deleted (Today) · 3 rows
/// deleted (Ada Lovelace, Grace Hopper, 1 more)`. The names are cut to keep the line within
/// the frame's `width + 3` columns (`(Ada Lovelace, Gra…, 1 more)`); the counts never are.
/// Both cover all the tables drawn, and the collection views as well, whose items the gutter
/// marks alike and the update line counts as items (`updates: 2 items inserted`); a drawing
/// with neither has no update line.
///
/// ## Display events
///
/// Laying a frame out shows the screen as a device of that size shows it: on the first frame
/// the view controller appears, and on every frame each table displays the rows that come into
/// its viewport, as UIKit's does: `willDisplay` for a row not displayed before, then
/// `didEndDisplaying` once it leaves, and prefetch hints for the rows just beyond. So the
/// first frame of a paging list whose last rows fit on the device asks for the next page, as
/// the app would; a frame drawn again with nothing changed sends nothing. A whole-content
/// frame (a height of 0) is not a device: its tables draw every row and display none, telling
/// their delegates and prefetching data sources nothing, in that frame and in the updates
/// until the next frame of a device, which displays the rows it shows. Collection views still
/// display every item of a whole-content frame (`willDisplay` for each).
///
/// ```swift
/// let todos = UITableViewController(style: .plain)
/// todos.title = "Todos"
/// let navigation = UINavigationController(rootViewController: todos)
/// let lines = try DeviceFrame(size: GridSize(width: 12, height: 3)).render(navigation)
/// print(lines.joined(separator: "\n"))
/// // Prints:
/// //  ┌────────────┐
/// //  │   Todos    │
/// //  │────────────│
/// //  │            │
/// //  └────────────┘
/// ```
public struct DeviceFrame: Hashable, Sendable {
  /// The size of a device when none is given: 40 columns by 24 lines.
  public static let defaultSize = GridSize(width: 40, height: 24)

  /// The screen's size in columns and lines, inside the border; a height of 0 shows the
  /// whole content.
  public var size: GridSize

  /// The way the screen is seen: the traits its window lays over those of its size (see
  /// ``ScreenVariant``); ``ScreenVariant/default`` lays none. A view drawn alone, in no
  /// window, takes the variant's size only: its traits stay those of the screen.
  public var variant: ScreenVariant

  /// Creates a device of `size`, or of the size of the variant's device when it names one,
  /// showing screens in `variant`.
  public init(size: GridSize = Self.defaultSize, variant: ScreenVariant = .default) {
    self.size = variant.device?.size ?? size
    self.variant = variant
  }

  /// Shows `viewController` on the device and draws it, marks in the gutter, without clearing
  /// them (see the type's discussion) and without the update line.
  ///
  /// The view controller is shown as an app shows its root view controller: in a
  /// `UIWindow` of the device's size (its own, when its view is already in one), appearing
  /// the first time (`viewWillAppear(_:)`, layout, `viewDidAppear(_:)`) and laid out on every
  /// frame. With a height of 0 the window is as tall as the content of the tables on screen
  /// needs, measured again until self-sizing rows settle.
  ///
  /// - Throws: ``ScreenDrawingError/tableViewFailed(_:)`` when a table's data source broke
  ///   UIKit's rules or a call on a table would have crashed since the last frame,
  ///   ``ScreenDrawingError/autoLayoutFailed(_:)`` when activating a constraint would have.
  /// - Complexity: O(v) in the visible rows once the tables have their counts; O(n) with a
  ///   height of 0.
  @MainActor
  public func render(_ viewController: UIViewController) throws(ScreenDrawingError) -> [String] {
    let window = try layout(viewController)
    return lines(of: window)
  }

  /// Lays out `view` for the device and draws it, marks in the gutter: a view with no
  /// superview gets the device's size (a table with a height of 0 as tall as its content), a
  /// view inside others is drawn at its own size.
  ///
  /// - Throws: as ``render(_:)-(UIViewController)``.
  @MainActor
  public func render(_ view: UIView) throws(ScreenDrawingError) -> [String] {
    try layout(view)
    return lines(of: view)
  }

  /// Shows `viewController` on the device and lays it out, without drawing; returns the window
  /// it is shown in.
  ///
  /// - Throws: as ``render(_:)-(UIViewController)``.
  @discardableResult
  @MainActor
  public func layout(_ viewController: UIViewController) throws(ScreenDrawingError) -> UIWindow {
    // Fonts made while the frame lays out (in viewDidLoad, in a cell's configuration) are at
    // the variant's content size, as an app's are at the size the person chose.
    let category = variant.contentSizeCategory ?? .large
    let outcome = UITraitCollection.$currentContentSizeCategory.withValue(category) {
      Result { () throws(ScreenDrawingError) in try layoutAtCurrentContentSize(viewController) }
    }
    return try outcome.get()
  }

  @MainActor
  private func layoutAtCurrentContentSize(_ viewController: UIViewController)
    throws(ScreenDrawingError) -> UIWindow
  {
    var root = viewController
    while let parent = root.parent { root = parent }
    let window: UIWindow
    // The device's size (the default device's height for a whole-content frame) before the
    // view loads, so that viewDidLoad sees it, as on a device; a later frame of another
    // device transitions the window to its size.
    let deviceSize = GridSize(
      width: max(size.width, 1), height: size.height > 0 ? size.height : Self.defaultSize.height)
    if let existing = root.viewIfLoaded?.window {
      window = existing
      if size.height > 0, window.isKeyWindow { window.transition(to: deviceSize) }
    } else if size.height > 0, root.appearance == .appeared, let shown = root.viewIfLoaded,
      shown.gridFrame.size != deviceSize
    {
      // Shown before on a device of another size, in a window since gone: the same screen
      // turned or moved to another device.
      window = UIWindow(gridFrame: GridRect(origin: .zero, size: shown.gridFrame.size))
      window.rootViewController = root
      window.makeKeyAndVisible()
      window.transition(to: deviceSize)
    } else {
      window = UIWindow(gridFrame: GridRect(origin: .zero, size: deviceSize))
      window.rootViewController = root
    }
    // The variant's traits before the first layout, so that the view controllers and views
    // lay out in them; a later frame in another variant changes them as Settings would.
    window.overrideTraits(variant.traits)
    try reportFailures(in: window)
    try fitMarkingTables(window) {
      // The first frame shows the window, which lays it out; later frames lay it out.
      if window.isKeyWindow {
        window.layoutIfNeeded()
      } else {
        window.makeKeyAndVisible()
      }
    }
    try reportFailures(in: window)
    return window
  }

  /// Lays out `view` for the device, without drawing.
  ///
  /// - Throws: as ``render(_:)-(UIViewController)``.
  @MainActor
  public func layout(_ view: UIView) throws(ScreenDrawingError) {
    try reportFailures(in: view)
    if view.superview == nil {
      try fitMarkingTables(view) { view.layoutIfNeeded() }
    } else {
      view.layoutIfNeeded()
    }
    try reportFailures(in: view)
  }

  /// The most cells drawn at once: a screen taller than this allows is drawn in bands of
  /// lines, so a frame of the largest device takes the memory of one band, not of the frame.
  static let cellsPerBand = 1 << 16

  /// Lays out `root` with `layout`, fitted to the device, then marks the tables in it as laid
  /// out for a whole-content frame or for a device, for the updates until the next frame (see
  /// the type's discussion of display events); during the layout the task-local value says it.
  @MainActor
  private func fitMarkingTables(_ root: UIView, layout: () -> Void) throws(ScreenDrawingError) {
    let wholeContent = size.height == 0
    var failure: ScreenDrawingError?
    FrameLayoutPass.$isLayingOutWholeContent.withValue(wholeContent) {
      do throws(ScreenDrawingError) {
        try fit(root, layout: layout)
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
    for table in Self.tables(in: root) { table.isLaidOutForWholeContent = wholeContent }
  }

  @MainActor
  private func lines(of root: UIView) -> [String] {
    var lines: [String] = []
    draw(root) { lines.append($0) }
    return lines
  }

  /// Draws `root`, laid out, in the box, with the gutter marks of the rows of every table in
  /// it, and hands `line` each line of the frame in order, borders included, as soon as its
  /// band is drawn.
  ///
  /// Each band is a canvas of whole lines on which the whole view is drawn, clipped to the
  /// band: drawing is line by line, so the lines are those of one tall canvas. A view that
  /// spans several bands is drawn once for each.
  @MainActor
  package func draw(_ root: UIView, line: (String) -> Void) {
    let width = root.gridFrame.width
    let height = root.gridFrame.height
    let style = BoxStyle.light
    let marks = gutterMarks(in: root)
    let side = String(style.vertical)
    line(" " + Canvas.border(width: width, style: style, top: true))
    let linesPerBand = max(Self.cellsPerBand / max(width, 1), 1)
    var bandTop = 0
    while bandTop < height {
      let band = bandTop..<min(bandTop + linesPerBand, height)
      var canvas = Canvas(width: width, lines: band)
      root.render(on: &canvas, origin: GridPoint(x: -root.gridFrame.minX, y: -root.gridFrame.minY))
      for y in band {
        line(String(marks[y] ?? " ") + side + canvas.row(y) + side)
      }
      bandTop = band.upperBound
    }
    line(" " + Canvas.border(width: width, style: style, top: false))
  }

  /// Throws the first thing UIKit would have raised an exception for since the failures of
  /// the tables and views in `root` were last reported (a batch a table rejected, a dequeue it
  /// refused, a constraint it could not activate), forgetting them all: a frame never draws a
  /// screen that hides a crash.
  @MainActor
  private func reportFailures(in root: UIView) throws(ScreenDrawingError) {
    let autoLayout = root.takeAutoLayoutFailures()
    var tableFailures: [TableViewError] = []
    for table in Self.tables(in: root) { tableFailures += table.takeFailures() }
    if let failure = tableFailures.first { throw .tableViewFailed(failure) }
    var collectionFailures: [CollectionViewError] = []
    for collection in Self.collectionViews(in: root) {
      collectionFailures += collection.takeFailures()
    }
    if let failure = collectionFailures.first { throw .collectionViewFailed(failure) }
    if let failure = autoLayout.first { throw .autoLayoutFailed(failure) }
  }

  /// Gives `view` the device's width and height and lays it out with `layout`. With a height
  /// of 0, starts at one line and grows or shrinks the view by what its tables' content needs
  /// until it stops changing: each pass measures every row shown, and rows estimated at 1 line
  /// only grow, so a few passes settle.
  @MainActor
  private func fit(_ view: UIView, layout: () -> Void) throws(ScreenDrawingError) {
    let width = max(size.width, 1)
    var height = size.height > 0 ? size.height : 1
    for _ in 0..<16 {
      view.gridFrame = GridRect(x: 0, y: 0, width: width, height: height)
      layout()
      guard size.height == 0 else { return }
      let tables = Self.tables(in: view)
      let collections = Self.collectionViews(in: view)
      let needed: Int
      if tables.isEmpty, collections.isEmpty {
        needed = Self.fittingHeight(of: view, width: width)
      } else {
        let shortfall =
          (tables.map { $0.contentHeight - $0.gridFrame.height }
          + collections.map { $0.contentLines - $0.gridFrame.height }).max() ?? 0
        needed = max(height + shortfall, 1)
      }
      guard needed != height else { return }
      height = needed
    }
  }

  /// The height `view`'s constraints give it at `width`, or its default device's height when
  /// nothing in it is placed by constraints.
  @MainActor
  private static func fittingHeight(of view: UIView, width: Int) -> Int {
    let root = (view as? UIWindow)?.rootViewController?.viewIfLoaded ?? view
    guard AutoLayoutEngine.engine(for: root) != nil else { return defaultSize.height }
    let size = root.systemLayoutSizeFitting(
      GridSize(width: width, height: 0).points, withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    return max(GridSize(points: size).height, 1)
  }

  /// The visible tables in `root`, in drawing order.
  @MainActor
  static func tables(in root: UIView) -> [UITableView] {
    var tables: [UITableView] = []
    func visit(_ view: UIView) {
      guard !view.isHidden else { return }
      if let table = view as? UITableView { tables.append(table) }
      for subview in view.subviews { visit(subview) }
    }
    visit(root)
    return tables
  }

  /// The visible collection views in `root`, in drawing order.
  @MainActor
  static func collectionViews(in root: UIView) -> [UICollectionView] {
    var found: [UICollectionView] = []
    func visit(_ view: UIView) {
      guard !view.isHidden else { return }
      if let collection = view as? UICollectionView { found.append(collection) }
      for subview in view.subviews { visit(subview) }
    }
    visit(root)
    return found
  }

  /// The gutter character for each line of the drawing of `root` that a changed row of one of
  /// its tables covers (its separator line included), and for the header lines of changed
  /// sections.
  @MainActor
  private func gutterMarks(in root: UIView) -> [Int: Character] {
    var marks: [Int: Character] = [:]
    for table in Self.tables(in: root) {
      let origin = AutoLayoutEngine.origin(of: table, in: root)
      table.gutterMarks(top: origin.y, into: &marks)
    }
    for collection in Self.collectionViews(in: root) {
      let origin = AutoLayoutEngine.origin(of: collection, in: root)
      collection.gutterMarks(top: origin.y, into: &marks)
    }
    return marks
  }
}
