extension Canvas {
  /// Draws a horizontal line of `length` columns from `start` to the right.
  public mutating func drawHorizontalLine(
    from start: GridPoint, length: Int, style: BoxStyle = .light, clippedTo clip: GridRect
  ) {
    guard length > 0 else { return }
    draw(String(repeating: style.horizontal, count: length), at: start, clippedTo: clip)
  }

  /// Draws a vertical line of `length` lines from `start` downwards.
  public mutating func drawVerticalLine(
    from start: GridPoint, length: Int, style: BoxStyle = .light, clippedTo clip: GridRect
  ) {
    guard length > 0 else { return }
    for y in start.y..<(start.y + length) {
      draw(String(style.vertical), at: GridPoint(x: start.x, y: y), clippedTo: clip)
    }
  }

  /// Draws the outline of `rect`: corners, top and bottom lines, sides.
  ///
  /// A rectangle one column or one line thin is drawn as a plain line.
  ///
  /// ```swift
  /// var canvas = Canvas(width: 4, height: 3)
  /// canvas.drawBox(canvas.gridBounds, clippedTo: canvas.gridBounds)
  /// print(canvas.text)
  /// // Prints:
  /// // ┌──┐
  /// // │  │
  /// // └──┘
  /// ```
  public mutating func drawBox(_ rect: GridRect, style: BoxStyle = .light, clippedTo clip: GridRect)
  {
    guard !rect.isEmpty else { return }
    if rect.height == 1 {
      drawHorizontalLine(from: rect.origin, length: rect.width, style: style, clippedTo: clip)
      return
    }
    if rect.width == 1 {
      drawVerticalLine(from: rect.origin, length: rect.height, style: style, clippedTo: clip)
      return
    }
    let inner = String(repeating: style.horizontal, count: rect.width - 2)
    let top = String(style.topLeft) + inner + String(style.topRight)
    let bottom = String(style.bottomLeft) + inner + String(style.bottomRight)
    draw(top, at: rect.origin, clippedTo: clip)
    draw(bottom, at: GridPoint(x: rect.minX, y: rect.maxY - 1), clippedTo: clip)
    drawVerticalLine(
      from: GridPoint(x: rect.minX, y: rect.minY + 1), length: rect.height - 2, style: style,
      clippedTo: clip)
    drawVerticalLine(
      from: GridPoint(x: rect.maxX - 1, y: rect.minY + 1), length: rect.height - 2, style: style,
      clippedTo: clip)
  }

  /// Draws a separator across a box drawn around `rect`, on line `y`: `├───┤`, joining the
  /// box's sides.
  ///
  /// ```swift
  /// var canvas = Canvas(width: 4, height: 4)
  /// canvas.drawBox(canvas.gridBounds, clippedTo: canvas.gridBounds)
  /// canvas.drawSeparator(atLine: 2, across: canvas.gridBounds, clippedTo: canvas.gridBounds)
  /// print(canvas.text)
  /// // Prints:
  /// // ┌──┐
  /// // │  │
  /// // ├──┤
  /// // └──┘
  /// ```
  public mutating func drawSeparator(
    atLine y: Int, across rect: GridRect, style: BoxStyle = .light, clippedTo clip: GridRect
  ) {
    guard rect.width >= 2 else { return }
    let inner = String(repeating: style.horizontal, count: rect.width - 2)
    let line = String(style.leftTee) + inner + String(style.rightTee)
    draw(line, at: GridPoint(x: rect.minX, y: y), clippedTo: clip)
  }

  /// Fills `rect` with spaces, erasing what was drawn there.
  public mutating func clear(_ rect: GridRect) {
    let blank = String(repeating: " ", count: max(rect.width, 0))
    for y in rect.minY..<max(rect.maxY, rect.minY) {
      draw(blank, at: GridPoint(x: rect.minX, y: y), clippedTo: rect)
    }
  }
}
