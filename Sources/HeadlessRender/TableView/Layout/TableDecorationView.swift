/// What a table view draws over its cells: separator lines, filler rows' separators, and
/// section header and footer titles at their floating positions.
///
/// The table keeps it as its frontmost subview, so that a pinned header covers the rows that
/// scroll under it.
@MainActor
final class TableDecorationView: UIView {
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
    var text: String
    var y: Int
    var height: Int
  }

  /// The separators, drawn first.
  var separators: [Separator] = []
  /// The titles, drawn in order over the separators, each on a cleared band: footers, then
  /// headers, a pinned one last.
  var titles: [SectionTitle] = []
  /// Columns kept clear on each side of a title.
  var titleInset = 0

  /// Draws nothing until the next layout.
  func clear() {
    separators = []
    titles = []
  }

  override func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    for separator in separators where !separator.columns.isEmpty {
      canvas.drawHorizontalLine(
        from: GridPoint(x: rect.minX + separator.columns.lowerBound, y: rect.minY + separator.y),
        length: separator.columns.count, clippedTo: clip)
    }
    for title in titles {
      let band = GridRect(
        x: rect.minX, y: rect.minY + title.y, width: rect.width, height: title.height)
      // The band hides whatever scrolled under it: a pinned header lies over rows.
      canvas.clear(band.intersection(clip))
      let room = max(rect.width - 2 * titleInset, 0)
      let text =
        switch title.kind {
        case .header: Self.headerLine(title.text, width: room)
        case .footer: title.text.truncated(toWidth: room)
        }
      canvas.draw(text, at: GridPoint(x: rect.minX + titleInset, y: band.minY), clippedTo: clip)
    }
  }

  /// A header's line in `width` columns: the title, a space, and a heavy rule to the end, so
  /// that it reads as a header and not as a row. A title too long for that is cut with `…`
  /// to keep two columns of rule; in fewer than 4 columns only the cut title shows.
  ///
  /// ```swift
  /// TableDecorationView.headerLine("Today", width: 12)        // "Today ━━━━━━"
  /// TableDecorationView.headerLine("十一月十九日", width: 12)  // "十一月十… ━━"
  /// ```
  static func headerLine(_ title: String, width: Int) -> String {
    let rule = BoxStyle.heavy.horizontal
    guard width >= 4 else { return title.truncated(toWidth: width) }
    guard !title.isEmpty else { return String(repeating: rule, count: width) }
    let shown = title.truncated(toWidth: width - 3)
    return shown + " " + String(repeating: rule, count: width - shown.displayWidth - 1)
  }
}
