import ListKit

/// A device of a given size that shows a ``ScreenView`` as text: the screen inside a box,
/// with a one-column gutter on the left that marks the rows the last update changed (see
/// ``RowUpdateKind/gutterMark``).
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
  /// The screen's size in columns and lines, inside the border; a height of 0 shows the
  /// whole content.
  public var size: Size

  /// Creates a device of `size`.
  public init(size: Size) {
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
    return draw(screen, showing: screen.tableView)
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
  public func render(_ table: TableView) throws(TableViewError) -> [String] {
    let width = max(size.width, 1)
    var height = size.height > 0 ? size.height : 1
    // With a height of 0, rows estimated at 1 line only grow, so a few passes settle.
    for _ in 0..<16 {
      table.frame = Rect(x: 0, y: 0, width: width, height: height)
      try table.layoutVisibleRows()
      let needed = max(table.contentHeight, 1)
      guard size.height == 0, needed != height else { break }
      height = needed
    }
    table.layoutIfNeeded()
    return draw(table, showing: table)
  }

  /// Gives `screen` the device's size and lays it out, without drawing.
  ///
  /// - Throws: ``TableViewError`` when the table's data source breaks UIKit's rules.
  @MainActor
  public func layout(_ screen: ScreenView) throws(TableViewError) {
    let width = max(size.width, 1)
    guard size.height > 0 else {
      try layoutWholeContent(of: screen, width: width)
      return
    }
    screen.frame = Rect(x: 0, y: 0, width: width, height: size.height)
    try screen.layout()
  }

  /// Grows the screen to its content until the heights of self-sizing rows stop changing.
  @MainActor
  private func layoutWholeContent(of screen: ScreenView, width: Int) throws(TableViewError) {
    var height = screen.chromeHeight + 1
    // Each pass measures every row shown; rows estimated at 1 line only grow, so a few
    // passes settle.
    for _ in 0..<16 {
      screen.frame = Rect(x: 0, y: 0, width: width, height: height)
      try screen.layout()
      let needed = max(screen.chromeHeight + screen.tableView.contentHeight, 1)
      guard needed != height else { return }
      height = needed
    }
  }

  /// Draws `root`, laid out, in the box, with the gutter marks of `table`'s rows.
  @MainActor
  private func draw(_ root: View, showing table: TableView) -> [String] {
    var canvas = Canvas(width: root.frame.width, height: root.frame.height)
    root.render(on: &canvas)
    let marks = gutterMarks(of: table)
    return canvas.framedLines(style: .light).enumerated().map { index, line in
      // Line 0 is the top border; screen line y is framed line y + 1.
      String(marks[index - 1] ?? " ") + line
    }
  }

  /// The gutter character for each line of the drawing that a changed row of `table` covers.
  @MainActor
  private func gutterMarks(of table: TableView) -> [Int: Character] {
    var marks: [Int: Character] = [:]
    // Only the rows on screen: after a large insert most marks are off screen.
    let updateMarks = table.lastUpdateMarks
    for indexPath in table.indexPathsForVisibleRows {
      guard let kind = updateMarks[indexPath], let cell = table.cellForRow(at: indexPath) else {
        continue
      }
      let top = table.frame.minY + cell.frame.minY
      let lines = max(top, table.frame.minY)..<min(top + cell.frame.height, table.frame.maxY)
      for line in lines { marks[line] = kind.gutterMark }
    }
    return marks
  }
}
