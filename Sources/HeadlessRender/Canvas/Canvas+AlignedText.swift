import TextCanvas

extension Canvas {
  /// Draws `text` on line `y` between `rect`'s left and right edges: cut with a tail `…` to
  /// the rect's width, then placed by `alignment` (laid out right to left when
  /// `rightToLeft`).
  mutating func draw(
    _ text: String, onLine y: Int, of rect: GridRect, alignment: NSTextAlignment,
    rightToLeft: Bool = false, clippedTo clip: GridRect
  ) {
    let line = text.truncated(toWidth: rect.width)
    let x =
      rect.minX
      + alignment.offset(
        ofLineWidth: line.displayWidth, inWidth: rect.width, rightToLeft: rightToLeft)
    draw(
      line, at: GridPoint(x: x, y: y), clippedTo: clip,
      direction: rightToLeft ? .rightToLeft : .leftToRight)
  }
}

extension Canvas {
  /// Draws `pieces` (in visual order, left to right) on line `y`, `separator` between them,
  /// placed in `rect` by `alignment` as one text: each piece is put in visual order on its
  /// own (by its first strong character, left to right when it has none), so the pieces keep
  /// the order given whatever their scripts (a bar's items, a row's buttons). When they do
  /// not fit, the joined text is drawn cut instead.
  mutating func draw(
    pieces: [String], separator: String, onLine y: Int, of rect: GridRect,
    alignment: NSTextAlignment, rightToLeft: Bool = false, clippedTo clip: GridRect
  ) {
    let joined = pieces.joined(separator: separator)
    let width = joined.displayWidth
    guard pieces.count > 1, width <= rect.width else {
      draw(
        joined, onLine: y, of: rect, alignment: alignment, rightToLeft: rightToLeft,
        clippedTo: clip)
      return
    }
    var x =
      rect.minX
      + alignment.offset(ofLineWidth: width, inWidth: rect.width, rightToLeft: rightToLeft)
    for (index, piece) in pieces.enumerated() {
      if index > 0 {
        draw(separator, at: GridPoint(x: x, y: y), clippedTo: clip)
        x += separator.displayWidth
      }
      // A piece without strong characters (a chevron) is drawn as it is, never mirrored.
      draw(piece, at: GridPoint(x: x, y: y), clippedTo: clip)
      x += piece.displayWidth
    }
  }
}

extension Canvas {
  /// Draws the selection bar of a selected row or cell: `▌` down `rect`'s first column, or
  /// `▐` down its last right to left.
  mutating func drawSelectionBar(in rect: GridRect, rightToLeft: Bool, clip: GridRect) {
    let x = rightToLeft ? rect.maxX - 1 : rect.minX
    for y in rect.minY..<rect.maxY {
      draw(rightToLeft ? "▐" : "▌", at: GridPoint(x: x, y: y), clippedTo: clip)
    }
  }
}
