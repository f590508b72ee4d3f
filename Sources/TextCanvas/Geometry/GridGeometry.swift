/// A position on the character grid: `x` in columns, `y` in lines, from the top-left corner.
public struct GridPoint: Hashable, Sendable, CustomStringConvertible {
  /// The column.
  public var x: Int
  /// The line.
  public var y: Int

  /// The top-left corner.
  public static let zero = GridPoint(x: 0, y: 0)

  /// Creates a point.
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }

  /// `(x, y)`.
  public var description: String { "(\(x), \(y))" }
}

/// A size on the character grid, in columns and lines.
public struct GridSize: Hashable, Sendable, CustomStringConvertible {
  /// The number of columns.
  public var width: Int
  /// The number of lines.
  public var height: Int

  /// No columns, no lines.
  public static let zero = GridSize(width: 0, height: 0)

  /// Creates a size.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// `width x height`.
  public var description: String { "\(width)x\(height)" }
}

/// A rectangle on the character grid.
public struct GridRect: Hashable, Sendable, CustomStringConvertible {
  /// The top-left corner.
  public var origin: GridPoint
  /// The width and height.
  public var size: GridSize

  /// The empty rectangle at the origin.
  public static let zero = GridRect(origin: .zero, size: .zero)

  /// Creates a rectangle from a corner and a size.
  public init(origin: GridPoint, size: GridSize) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its four numbers.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.init(origin: GridPoint(x: x, y: y), size: GridSize(width: width, height: height))
  }

  /// The first column.
  public var minX: Int { origin.x }
  /// The first line.
  public var minY: Int { origin.y }
  /// The column just past the right edge.
  public var maxX: Int { origin.x + size.width }
  /// The line just past the bottom edge.
  public var maxY: Int { origin.y + size.height }
  /// The number of columns.
  public var width: Int { size.width }
  /// The number of lines.
  public var height: Int { size.height }

  /// Whether the rectangle covers no cell.
  public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

  /// The cells both rectangles cover; empty when they do not overlap.
  public func intersection(_ other: GridRect) -> GridRect {
    let left = Swift.max(minX, other.minX)
    let top = Swift.max(minY, other.minY)
    let right = Swift.min(maxX, other.maxX)
    let bottom = Swift.min(maxY, other.maxY)
    guard right > left, bottom > top else { return GridRect(x: left, y: top, width: 0, height: 0) }
    return GridRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The rectangle moved by `dx` columns and `dy` lines.
  public func offsetBy(dx: Int, dy: Int) -> GridRect {
    GridRect(x: minX + dx, y: minY + dy, width: width, height: height)
  }

  /// Whether the cell at `point` is inside.
  public func contains(_ point: GridPoint) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// `(x, y, width x height)`.
  public var description: String { "(\(minX), \(minY), \(size))" }
}

/// A layout axis.
package enum Axis: Hashable, Sendable, CaseIterable {
  /// Columns: left to right.
  case horizontal
  /// Lines: top to bottom.
  case vertical
}
