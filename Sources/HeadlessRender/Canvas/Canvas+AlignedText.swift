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
