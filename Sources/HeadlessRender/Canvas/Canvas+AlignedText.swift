import TextCanvas

extension Canvas {
  /// Draws `text` on line `y` between `rect`'s left and right edges: cut with a tail `…` to
  /// the rect's width, then placed by `alignment`.
  mutating func draw(
    _ text: String, onLine y: Int, of rect: GridRect, alignment: NSTextAlignment,
    clippedTo clip: GridRect
  ) {
    let line = text.truncated(toWidth: rect.width)
    let x = rect.minX + alignment.offset(ofLineWidth: line.displayWidth, inWidth: rect.width)
    draw(line, at: GridPoint(x: x, y: y), clippedTo: clip)
  }
}
