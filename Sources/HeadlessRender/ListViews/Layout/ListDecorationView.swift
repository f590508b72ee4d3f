import TextCanvas

/// What a table view draws over its cells: separator lines, filler rows' separators, grouped
/// sections' boxes, and section header and footer titles at their floating positions.
///
/// The table keeps it in front of its cells, so that a pinned header covers the rows that
/// scroll under it; header and footer views of the delegate's go in front of it.
@MainActor
final class ListDecorationView: UIView {
  /// A separator line: the line it is on, in the table's coordinates, and the columns it
  /// covers.
  struct Separator: Hashable {
    var y: Int
    var columns: Range<Int>
  }

  /// A section header or footer where it is drawn, in the table's coordinates.
  struct SectionTitle: Hashable {
    enum Kind: Hashable {
      case header
      case footer
    }

    var kind: Kind
    var section: Int
    /// The title drawn; nil for a view, which draws itself on the cleared band.
    var text: String?
    var y: Int
    var height: Int
  }

  /// A grouped section's box, in the table's coordinates: a top edge (none when it is not in
  /// the section's header), a bottom edge, and, when rounded, sides down the rows' lines.
  struct SectionBox: Hashable {
    var top: Int?
    var bottom: Int?
    /// The line of the first row, and the line after the last.
    var firstRow: Int
    var end: Int
    var columns: Range<Int>
    var isRounded: Bool
  }

  /// The separators, drawn first.
  var separators: [Separator] = []
  /// The boxes, drawn after the separators.
  var boxes: [SectionBox] = []
  /// The titles, drawn in order over the separators, each on a cleared band: footers, then
  /// headers, a pinned one last.
  var titles: [SectionTitle] = []
  /// Columns kept clear before a title (and after a plain header's rule).
  var titleInset = 0
  /// Columns at the trailing edge a title's band leaves to the section index, where the rows
  /// end too.
  var titleTrailingColumns = 0
  /// How the table draws its titles.
  var tableStyle = UITableView.Style.plain

  /// Draws nothing until the next layout.
  func clear() {
    separators = []
    boxes = []
    titles = []
  }

  override func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    for separator in separators where !separator.columns.isEmpty {
      canvas.drawHorizontalLine(
        from: GridPoint(x: rect.minX + separator.columns.lowerBound, y: rect.minY + separator.y),
        length: separator.columns.count, clippedTo: clip)
    }
    for box in boxes { draw(box, in: rect, on: &canvas, clip: clip) }
    let rightToLeft = isRightToLeft
    for title in titles {
      // Right to left, the section index is at the left edge.
      let band = GridRect(
        x: rect.minX + (rightToLeft ? titleTrailingColumns : 0), y: rect.minY + title.y,
        width: max(rect.width - titleTrailingColumns, 0), height: title.height)
      // The band hides whatever scrolled under it: a pinned header lies over rows.
      canvas.clear(band.intersection(clip))
      guard let text = title.text else { continue }
      Self.drawTitle(
        text, kind: title.kind, style: tableStyle, in: band, inset: titleInset,
        rightToLeft: rightToLeft, on: &canvas, clip: clip)
    }
  }

  /// Draws `text` as a table of `style` draws a section header or footer title in `band`,
  /// `inset` columns from its leading edge: a plain header as ``headerLine(_:width:)`` (the
  /// same inset after it), a grouped header as its text, a footer as its text, a grouped
  /// footer's wrapped over the band's lines. Right to left (`rightToLeft`), the texts are
  /// against the right edge and a plain header's rule comes before its title.
  static func drawTitle(
    _ text: String, kind: SectionTitle.Kind, style: UITableView.Style, in band: GridRect,
    inset: Int, rightToLeft: Bool = false, on canvas: inout Canvas, clip: GridRect
  ) {
    let origin = GridPoint(x: band.minX + inset, y: band.minY)
    let width = max(band.width - 2 * inset, 0)
    if rightToLeft {
      drawTitleRightToLeft(
        text, kind: kind, style: style, at: origin, width: width, in: band, on: &canvas, clip: clip)
      return
    }
    switch (kind, style) {
    case (.header, .plain):
      canvas.draw(
        headerLine(text, width: max(band.width - 2 * inset, 0)), at: origin, clippedTo: clip)
    case (.header, _), (.footer, .plain):
      canvas.draw(
        text.truncated(toWidth: max(band.width - 2 * inset, 0)), at: origin, clippedTo: clip)
    case (.footer, _):
      let lines = TextLayout(
        text, width: max(band.width - 2 * inset, 0), numberOfLines: band.height,
        lineBreakMode: .byTruncatingTail
      ).lines
      for (offset, line) in lines.enumerated() {
        canvas.draw(line, at: GridPoint(x: origin.x, y: origin.y + offset), clippedTo: clip)
      }
    }
  }

  /// Draws a title as ``drawTitle(_:kind:style:in:inset:rightToLeft:on:clip:)`` does right
  /// to left, in the `width` columns from `origin`.
  private static func drawTitleRightToLeft(
    _ text: String, kind: SectionTitle.Kind, style: UITableView.Style, at origin: GridPoint,
    width: Int, in band: GridRect, on canvas: inout Canvas, clip: GridRect
  ) {
    let area = GridRect(x: origin.x, y: origin.y, width: width, height: 1)
    switch (kind, style) {
    case (.header, .plain) where width >= 4 && !text.isEmpty:
      // The rule and the title drawn apart: the title's own order is the algorithm's.
      let shown = text.truncated(toWidth: width - 3)
      let rule = width - shown.displayWidth - 1
      canvas.draw(
        String(repeating: BoxStyle.heavy.horizontal, count: rule), at: origin, clippedTo: clip)
      canvas.draw(
        shown, at: GridPoint(x: origin.x + rule + 1, y: origin.y), clippedTo: clip,
        direction: .rightToLeft)
    case (.header, .plain):
      canvas.draw(headerLine(text, width: width), at: origin, clippedTo: clip)
    case (.header, _), (.footer, .plain):
      canvas.draw(
        text, onLine: origin.y, of: area, alignment: .natural, rightToLeft: true, clippedTo: clip)
    case (.footer, _):
      let lines = TextLayout(
        text, width: width, numberOfLines: band.height, lineBreakMode: .byTruncatingTail
      ).lines
      for (offset, line) in lines.enumerated() {
        canvas.draw(
          line, onLine: origin.y + offset,
          of: GridRect(x: area.minX, y: origin.y + offset, width: width, height: 1),
          alignment: .natural, rightToLeft: true, clippedTo: clip)
      }
    }
  }

  /// Draws a grouped section's box: full-width lines for a grouped table's edges, a rounded
  /// box with sides down the rows for an inset grouped one.
  private func draw(_ box: SectionBox, in rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    guard box.columns.count >= 2 || !box.isRounded else { return }
    let left = rect.minX + box.columns.lowerBound
    let style = BoxStyle.rounded
    for (line, edge) in [(box.top, true), (box.bottom, false)] {
      guard let line else { continue }
      let y = rect.minY + line
      canvas.drawHorizontalLine(
        from: GridPoint(x: left, y: y), length: box.columns.count, clippedTo: clip)
      guard box.isRounded else { continue }
      canvas.draw(
        String(edge ? style.topLeft : style.bottomLeft), at: GridPoint(x: left, y: y),
        clippedTo: clip)
      canvas.draw(
        String(edge ? style.topRight : style.bottomRight),
        at: GridPoint(x: left + box.columns.count - 1, y: y), clippedTo: clip)
    }
    guard box.isRounded else { return }
    for y in (rect.minY + box.firstRow)..<(rect.minY + max(box.end, box.firstRow)) {
      for x in [left, left + box.columns.count - 1] {
        canvas.draw(String(style.vertical), at: GridPoint(x: x, y: y), clippedTo: clip)
      }
    }
  }

  /// A header's line in `width` columns: the title, a space, and a heavy rule to the end, so
  /// that it reads as a header and not as a row. A title too long for that is cut with `…`
  /// to keep two columns of rule; in fewer than 4 columns only the cut title shows.
  ///
  /// ```swift
  /// ListDecorationView.headerLine("Today", width: 12)        // "Today ━━━━━━"
  /// ListDecorationView.headerLine("十一月十九日", width: 12)  // "十一月十… ━━"
  /// ```
  static func headerLine(_ title: String, width: Int) -> String {
    let rule = BoxStyle.heavy.horizontal
    guard width >= 4 else { return title.truncated(toWidth: width) }
    guard !title.isEmpty else { return String(repeating: rule, count: width) }
    let shown = title.truncated(toWidth: width - 3)
    return shown + " " + String(repeating: rule, count: width - shown.displayWidth - 1)
  }
}
