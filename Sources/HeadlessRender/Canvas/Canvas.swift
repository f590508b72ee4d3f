/// A grid of character cells that views draw into, and that becomes text.
///
/// PROVISIONAL (foundation scaffold): one column per `Character`. The text-metrics work
/// replaces the body with real display widths (wide characters own two cells) while keeping
/// these names.
public struct Canvas: Sendable {
  /// The number of columns.
  public let width: Int
  /// The number of lines.
  public let height: Int
  private var cells: [Character]

  /// Creates a blank canvas.
  public init(width: Int, height: Int) {
    self.width = max(width, 0)
    self.height = max(height, 0)
    cells = Array(repeating: " ", count: self.width * self.height)
  }

  /// The whole canvas as a rectangle.
  public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

  /// Draws one line of `text` starting at `point`, dropping whatever falls outside `clip`.
  public mutating func draw(_ text: String, at point: Point, clippedTo clip: Rect) {
    let visible = clip.intersection(bounds)
    guard point.y >= visible.minY, point.y < visible.maxY else { return }
    var x = point.x
    for character in text {
      if x >= visible.minX, x < visible.maxX { cells[point.y * width + x] = character }
      x += 1
    }
  }

  /// The canvas as lines, each without trailing spaces.
  public var lines: [String] {
    (0..<height).map { y in
      var line = String(cells[(y * width)..<((y + 1) * width)])
      while line.last == " " { line.removeLast() }
      return line
    }
  }
}
