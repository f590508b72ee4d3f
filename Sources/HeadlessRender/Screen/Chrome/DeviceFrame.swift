import ListKit

/// A device of a given size that shows a ``ScreenView`` as text: the screen inside a box,
/// with a one-column gutter on the left that marks the rows the last update changed, their
/// separator lines included, and the header lines of the sections it inserted, moved,
/// reloaded or whose header it reconfigured (see ``RowUpdateKind/gutterMark``). What the
/// marks cannot show (deleted rows and sections, changes off screen) the table's
/// ``UITableView/lastUpdateSummary`` counts.
///
/// Every line, borders included, is `width + 3` columns: the gutter, the two sides and the
/// screen's `width` columns, whatever the text (wide characters are never cut in half).
///
/// ```swift
/// let screen = ScreenView(title: "Todos")
/// let lines = try DeviceFrame(size: Size(width: 12, height: 3)).render(screen)
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

  /// Creates a device of `size`.
  public init(size: GridSize = Self.defaultSize) {
    self.size = size
  }

  /// Lays out `screen` for the device and draws it, marks in the gutter.
  ///
  /// With a height of 0 the screen is as tall as its bars plus the table's whole content,
  /// measured again until self-sizing rows settle.
  ///
  /// - Throws: ``TableViewError`` when the table's data source breaks UIKit's rules.
  /// - Complexity: O(v) in the visible rows once the table has its counts; O(n) with a
  ///   height of 0.
  @MainActor
  public func render(_ screen: ScreenView) throws(TableViewError) -> [String] {
    try layout(screen)
    var lines: [String] = []
    draw(screen) { lines.append($0) }
    return lines
  }

  /// Lays out a bare `table` for the device, filling it, and draws it, marks in the gutter.
  ///
  /// For a table that is not inside a ``ScreenView``, e.g. one a test builds with its own
  /// data source. With a height of 0 the table is as tall as its whole content.
  ///
  /// - Throws: ``TableViewError`` when the table's data source breaks UIKit's rules.
  /// - Complexity: O(v) in the visible rows once the table has its counts; O(n) with a
  ///   height of 0.
  @MainActor
  public func render(_ table: UITableView) throws(TableViewError) -> [String] {
    try reportFailures(of: table)
    try fit(table, from: 1) { () throws(TableViewError) in
      try table.layoutVisibleRows()
      return table.contentHeight
    }
    table.layoutIfNeeded()
    try reportFailures(of: table)
    var lines: [String] = []
    draw(table, marking: table) { lines.append($0) }
    return lines
  }

  /// The most cells drawn at once: a screen taller than this allows is drawn in bands of
  /// lines, so a frame of the largest device takes the memory of one band, not of the frame.
  static let cellsPerBand = 1 << 16

  /// Draws `screen`, laid out for the device, and hands `line` each line of the frame in
  /// order, borders included, as soon as its band is drawn.
  @MainActor
  package func draw(_ screen: ScreenView, line: (String) -> Void) {
    draw(screen, marking: screen.tableView, line: line)
  }

  /// Draws `root`, laid out, in the box, with the gutter marks of `table`'s rows, and hands
  /// `line` each line of the frame in order, borders included, as soon as its band is drawn.
  ///
  /// Each band is a canvas of whole lines on which the whole view is drawn, clipped to the
  /// band: drawing is line by line, so the lines are those of one tall canvas. A view that
  /// spans several bands is drawn once for each.
  @MainActor
  private func draw(_ root: UIView, marking table: UITableView, line: (String) -> Void) {
    let width = root.gridFrame.width
    let height = root.gridFrame.height
    let style = BoxStyle.light
    let marks = gutterMarks(of: table)
    let side = String(style.vertical)
    line(" " + Canvas.border(width: width, style: style, top: true))
    let linesPerBand = max(Self.cellsPerBand / max(width, 1), 1)
    var bandTop = 0
    while bandTop < height {
      let band = bandTop..<min(bandTop + linesPerBand, height)
      var canvas = Canvas(width: width, lines: band)
      root.render(on: &canvas)
      for y in band {
        line(String(marks[y] ?? " ") + side + canvas.row(y) + side)
      }
      bandTop = band.upperBound
    }
    line(" " + Canvas.border(width: width, style: style, top: false))
  }

  /// Throws the first thing UIKit would have raised an exception for since the table's
  /// failures were last reported (a batch it rejected, a dequeue it refused), forgetting them
  /// all: a frame never draws a screen that hides a crash.
  @MainActor
  private func reportFailures(of table: UITableView) throws(TableViewError) {
    if let failure = table.takeFailures().first { throw failure }
  }

  /// Gives `screen` the device's size and lays it out, without drawing.
  ///
  /// - Throws: ``TableViewError`` when the table's data source breaks UIKit's rules.
  @MainActor
  public func layout(_ screen: ScreenView) throws(TableViewError) {
    try reportFailures(of: screen.tableView)
    try fit(screen, from: screen.chromeHeight + 1) { () throws(TableViewError) in
      try screen.layout()
      return screen.chromeHeight + screen.tableView.contentHeight
    }
  }

  /// Gives `view` the device's width and height and lays it out with `layout`, which returns
  /// the height the content needs. With a height of 0, starts at `first` lines and grows the
  /// view to that height until it stops changing: each pass measures every row shown, and
  /// rows estimated at 1 line only grow, so a few passes settle.
  @MainActor
  private func fit(
    _ view: UIView, from first: Int, layout: () throws(TableViewError) -> Int
  ) throws(TableViewError) {
    let width = max(size.width, 1)
    var height = size.height > 0 ? size.height : first
    for _ in 0..<16 {
      view.gridFrame = GridRect(x: 0, y: 0, width: width, height: height)
      let needed = max(try layout(), 1)
      guard size.height == 0, needed != height else { return }
      height = needed
    }
  }

  /// The gutter character for each line of the drawing that a changed row of `table` covers
  /// (its separator line included), and for the header lines of changed sections.
  @MainActor
  private func gutterMarks(of table: UITableView) -> [Int: Character] {
    var marks: [Int: Character] = [:]
    func mark(_ lines: Range<Int>, with mark: Character?) {
      let top = table.gridFrame.minY
      let shown = (top + lines.lowerBound)..<(top + lines.upperBound)
      for line in shown.clamped(to: top..<max(table.gridFrame.maxY, top)) { marks[line] = mark }
    }
    // Only the rows on screen: after a large insert most marks are off screen.
    let updateMarks = table.lastUpdateMarks
    for indexPath in table.indexPathsForVisibleRows {
      guard let kind = updateMarks[indexPath], let row = table.gridRectForRow(at: indexPath) else {
        continue
      }
      let top = row.minY - table.contentOffsetLine
      mark(top..<(top + row.height), with: kind.gutterMark)
    }
    // A header line shows its section's mark, or none: a pinned header hides the rows under it.
    for title in table.decorationView.titles where title.kind == .header {
      mark(
        title.y..<(title.y + title.height),
        with: table.lastSectionUpdateMarks[title.section]?.gutterMark)
    }
    return marks
  }
}
