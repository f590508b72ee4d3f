/// A grid of character cells that views draw into, and that becomes text.
///
/// Text is measured in display columns (``Character/displayWidth``): a wide character owns two
/// cells, the left one holding it and the right one marked as its continuation. A clip never
/// cuts one in half: when only one of its two cells is inside the clip, that cell becomes a
/// space. Drawing over half of a wide character already on the canvas turns its other half
/// into a space too, even outside the clip, because half a character cannot be shown.
/// Zero-width characters on their own (a lone combining mark, U+200B) are dropped; control
/// characters are drawn as their ``Character/visibleForm``.
///
/// ```swift
/// var canvas = Canvas(width: 12, height: 3)
/// canvas.drawBox(canvas.bounds, clippedTo: canvas.bounds)
/// canvas.draw("東京 Tokyo", at: Point(x: 1, y: 1))
/// print(canvas.text)
/// // Prints:
/// // ┌──────────┐
/// // │東京 Tokyo│
/// // └──────────┘
/// ```
public struct Canvas: Sendable {
  /// One cell: a character, or the right half of the wide character to its left.
  private enum Cell: Hashable, Sendable {
    case character(Character)
    case continuation
  }

  /// The number of columns.
  public let width: Int
  /// The number of lines.
  public let height: Int
  private var cells: [Cell]

  /// Creates a blank canvas; negative sizes count as zero.
  public init(width: Int, height: Int) {
    self.width = max(width, 0)
    self.height = max(height, 0)
    cells = Array(repeating: .character(" "), count: self.width * self.height)
  }

  /// The whole canvas as a rectangle.
  public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

  /// Draws one line of `text` starting at `point`, dropping whatever falls outside `clip`
  /// (and outside the canvas).
  ///
  /// - Complexity: O(n) in the length of `text` up to the clip's right edge.
  public mutating func draw(_ text: String, at point: Point, clippedTo clip: Rect) {
    let visible = clip.intersection(bounds)
    guard point.y >= visible.minY, point.y < visible.maxY, point.x < visible.maxX else { return }
    var x = point.x
    for character in text {
      guard x < visible.maxX else { return }
      let columns = character.displayWidth
      put(character.visibleForm, columns: columns, at: Point(x: x, y: point.y), within: visible)
      x += columns
    }
  }

  /// Draws one line of `text` starting at `point`, clipped to the canvas.
  public mutating func draw(_ text: String, at point: Point) {
    draw(text, at: point, clippedTo: bounds)
  }

  /// The character whose cell is at `point`: nil outside the canvas and for the right half of
  /// a wide character.
  public func character(at point: Point) -> Character? {
    guard bounds.contains(point) else { return nil }
    switch cells[point.y * width + point.x] {
    case .character(let character): return character
    case .continuation: return nil
    }
  }

  /// The canvas as lines, each without trailing spaces.
  public var lines: [String] {
    (0..<height).map { y in
      var line = row(y)
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// The ``lines`` joined with newlines.
  public var text: String { lines.joined(separator: "\n") }

  /// The canvas inside a box, every line exactly `width + 2` columns wide (spaces kept), as a
  /// device frame is printed.
  ///
  /// ```swift
  /// var canvas = Canvas(width: 4, height: 1)
  /// canvas.draw("漢", at: Point(x: 1, y: 0))
  /// print(canvas.framedLines(style: .rounded).joined(separator: "\n"))
  /// // Prints:
  /// // ╭────╮
  /// // │ 漢 │
  /// // ╰────╯
  /// ```
  public func framedLines(style: BoxStyle = .light) -> [String] {
    let border = String(repeating: style.horizontal, count: width)
    var result = [String(style.topLeft) + border + String(style.topRight)]
    for y in 0..<height {
      result.append(String(style.vertical) + row(y) + String(style.vertical))
    }
    result.append(String(style.bottomLeft) + border + String(style.bottomRight))
    return result
  }

  /// Line `y` with every cell, exactly `width` columns.
  private func row(_ y: Int) -> String {
    var line = ""
    for cell in cells[(y * width)..<((y + 1) * width)] {
      if case .character(let character) = cell { line.append(character) }
    }
    return line
  }

  /// Writes `character`, `columns` wide, at `point`, keeping to `visible`: all of it, or a
  /// space in each of its cells that is visible when some are not.
  private mutating func put(
    _ character: Character, columns: Int, at point: Point, within visible: Rect
  ) {
    guard columns > 0 else { return }
    let cells = point.x..<(point.x + columns)
    let shown = cells.clamped(to: visible.minX..<visible.maxX)
    guard !shown.isEmpty else { return }
    if shown == cells {
      set(.character(character), at: point)
      for x in cells.dropFirst() { set(.continuation, at: Point(x: x, y: point.y)) }
    } else {
      for x in shown { set(.character(" "), at: Point(x: x, y: point.y)) }
    }
  }

  /// Stores `cell` at `point` (inside the canvas), first blanking the rest of any wide
  /// character it overwrites part of.
  private mutating func set(_ cell: Cell, at point: Point) {
    let row = point.y * width
    var head = point.x
    while head > 0, cells[row + head] == .continuation { head -= 1 }
    for x in head..<point.x { cells[row + x] = .character(" ") }
    var tail = point.x + 1
    while tail < width, cells[row + tail] == .continuation {
      cells[row + tail] = .character(" ")
      tail += 1
    }
    cells[row + point.x] = cell
  }
}
