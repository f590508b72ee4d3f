/// A grid of character cells that views draw into, and that becomes text.
///
/// Text is measured in display columns (`Character.displayWidth`): a wide character owns two
/// cells, the left one holding it and the right one marked as its continuation. A clip never
/// cuts one in half: when only one of its two cells is inside the clip, that cell becomes a
/// space. Drawing over half of a wide character already on the canvas turns its other half
/// into a space too, even outside the clip, because half a character cannot be shown.
/// Zero-width characters on their own (a lone combining mark, U+200B) are dropped; control
/// characters are drawn as their visible form (`Character.visibleForm`).
///
/// A cell takes 4 bytes: a character of one code point (nearly all of them) is stored as
/// that code point, and the rare character of several (an emoji sequence, a letter with a
/// combining mark) as its number in a list of those the canvas holds.
///
/// ```swift
/// var canvas = Canvas(width: 12, height: 3)
/// canvas.drawBox(canvas.gridBounds, clippedTo: canvas.gridBounds)
/// canvas.draw("東京 Tokyo", at: GridPoint(x: 1, y: 1))
/// print(canvas.text)
/// // Prints:
/// // ┌──────────┐
/// // │東京 Tokyo│
/// // └──────────┘
/// ```
public struct Canvas: Hashable, Sendable {
  /// A cell that holds the right part of the wide character to its left.
  private static let continuation: UInt32 = 0xFFFF_FFFF
  /// The first cell value that stands for an entry of ``clusters``; below it, a cell holds
  /// the code point of a character of one code point.
  private static let firstCluster: UInt32 = 0x8000_0000
  /// A blank cell.
  private static let blank = UInt32(UInt8(ascii: " "))

  /// The number of columns.
  public let width: Int
  /// The number of lines.
  public let height: Int
  /// The first line: 0, except for a band of a taller canvas (see ``init(width:lines:)``).
  package let top: Int
  /// Line by line, `width` cells each; see ``continuation`` and ``firstCluster``.
  private var cells: [UInt32]
  /// The characters of several code points drawn so far, each once.
  private var clusters: [Character] = []
  private var clusterNumbers: [Character: UInt32] = [:]

  /// Creates a blank canvas; negative sizes count as zero.
  public init(width: Int, height: Int) {
    self.init(width: width, lines: 0..<max(height, 0))
  }

  /// A blank band of a taller canvas: `lines` of it, each `width` columns.
  ///
  /// Views draw on it in the taller canvas's coordinates, and what falls outside the band is
  /// dropped, so a tall screen is drawn a band at a time in the memory of one band.
  package init(width: Int, lines: Range<Int>) {
    self.width = max(width, 0)
    height = lines.count
    top = lines.lowerBound
    cells = Array(repeating: Self.blank, count: self.width * height)
  }

  /// The whole canvas as a rectangle.
  public var gridBounds: GridRect { GridRect(x: 0, y: top, width: width, height: height) }

  /// Draws one line of `text` starting at `point`, dropping whatever falls outside `clip`
  /// (and outside the canvas).
  ///
  /// The line is drawn in visual order: text in right-to-left scripts (Hebrew, Arabic) reads
  /// from the right, by the Unicode Bidirectional Algorithm with the line's first strong
  /// character setting its direction (left to right when it has none); a line without such
  /// text is drawn as it is.
  ///
  /// - Complexity: O(n) in the length of `text` (up to the clip's right edge for a line
  ///   without right-to-left text).
  public mutating func draw(_ text: String, at point: GridPoint, clippedTo clip: GridRect) {
    draw(text, at: point, clippedTo: clip, direction: .leftToRight)
  }

  /// Draws one line of `text` starting at `point` as ``draw(_:at:clippedTo:)`` does, the
  /// line running in `direction` when it has no strong character.
  package mutating func draw(
    _ text: String, at point: GridPoint, clippedTo clip: GridRect, direction: BidiDirection
  ) {
    let visible = clip.intersection(gridBounds)
    guard point.y >= visible.minY, point.y < visible.maxY, point.x < visible.maxX else { return }
    var x = point.x
    let shown =
      text.mayNeedReordering(in: direction)
      ? text.visualOrder(direction: nil, fallback: direction) : text
    for character in shown {
      guard x < visible.maxX else { return }
      let columns = character.displayWidth
      put(character.visibleForm, columns: columns, at: GridPoint(x: x, y: point.y), within: visible)
      x += columns
    }
  }

  /// Draws one line of `text` starting at `point`, clipped to the canvas.
  public mutating func draw(_ text: String, at point: GridPoint) {
    draw(text, at: point, clippedTo: gridBounds)
  }

  /// The character whose cell is at `point`: nil outside the canvas and for the right half of
  /// a wide character.
  public func character(at point: GridPoint) -> Character? {
    guard gridBounds.contains(point) else { return nil }
    return character(in: cells[index(of: point)])
  }

  /// The canvas as lines, each without trailing spaces.
  public var lines: [String] {
    (top..<(top + height)).map { row($0, keepingTrailingSpaces: false) }
  }

  /// The ``lines`` joined with newlines.
  public var text: String { lines.joined(separator: "\n") }

  /// The canvas inside a box, every line exactly `width + 2` columns wide (spaces kept), as a
  /// device frame is printed.
  ///
  /// ```swift
  /// var canvas = Canvas(width: 4, height: 1)
  /// canvas.draw("漢", at: GridPoint(x: 1, y: 0))
  /// print(canvas.framedLines(style: .rounded).joined(separator: "\n"))
  /// // Prints:
  /// // ╭────╮
  /// // │ 漢 │
  /// // ╰────╯
  /// ```
  public func framedLines(style: BoxStyle = .light) -> [String] {
    var result = [Self.border(width: width, style: style, top: true)]
    for y in top..<(top + height) {
      result.append(String(style.vertical) + row(y) + String(style.vertical))
    }
    result.append(Self.border(width: width, style: style, top: false))
    return result
  }

  /// The top or bottom line of a box around a canvas `width` columns wide.
  package static func border(width: Int, style: BoxStyle, top: Bool) -> String {
    let line = String(repeating: style.horizontal, count: max(width, 0))
    return top
      ? String(style.topLeft) + line + String(style.topRight)
      : String(style.bottomLeft) + line + String(style.bottomRight)
  }

  /// Line `y` (inside the canvas), exactly `width` columns unless trailing spaces are dropped.
  ///
  /// - Complexity: O(width).
  package func row(_ y: Int, keepingTrailingSpaces: Bool = true) -> String {
    let start = (y - top) * width
    var end = start + width
    if !keepingTrailingSpaces {
      while end > start, cells[end - 1] == Self.blank { end -= 1 }
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(end - start)
    for cell in cells[start..<end] {
      if cell < 0x80 {
        bytes.append(UInt8(cell))
      } else if cell < Self.firstCluster, let scalar = Unicode.Scalar(cell) {
        UTF8.encode(scalar) { bytes.append($0) }
      } else if cell != Self.continuation {
        bytes.append(contentsOf: clusters[Int(cell - Self.firstCluster)].utf8)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Two canvases are equal when they have the same size and place and show the same
  /// character in every cell, however their characters are numbered.
  public static func == (lhs: Canvas, rhs: Canvas) -> Bool {
    guard lhs.width == rhs.width, lhs.height == rhs.height, lhs.top == rhs.top else {
      return false
    }
    if lhs.clusters == rhs.clusters { return lhs.cells == rhs.cells }
    return zip(lhs.cells, rhs.cells).allSatisfy { left, right in
      left == right || lhs.character(in: left) == rhs.character(in: right)
    }
  }

  /// Hashes the size, the place and every line, as `==` compares them.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(width)
    hasher.combine(height)
    hasher.combine(top)
    for y in top..<(top + height) { hasher.combine(row(y)) }
  }

  private func index(of point: GridPoint) -> Int {
    (point.y - top) * width + point.x
  }

  /// The character a cell holds; nil for the right part of a wide character.
  private func character(in cell: UInt32) -> Character? {
    if cell == Self.continuation { return nil }
    if cell >= Self.firstCluster { return clusters[Int(cell - Self.firstCluster)] }
    return Unicode.Scalar(cell).map(Character.init)
  }

  /// The cell that holds `character`, numbering it when it has several code points.
  private mutating func cell(for character: Character) -> UInt32 {
    let scalars = character.unicodeScalars
    if let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
      return first.value
    }
    if let number = clusterNumbers[character] { return number }
    let number = Self.firstCluster + UInt32(clusters.count)
    clusters.append(character)
    clusterNumbers[character] = number
    return number
  }

  /// Writes `character`, `columns` wide, at `point`, keeping to `visible`: all of it, or a
  /// space in each of its cells that is visible when some are not.
  private mutating func put(
    _ character: Character, columns: Int, at point: GridPoint, within visible: GridRect
  ) {
    guard columns > 0 else { return }
    let cells = point.x..<(point.x + columns)
    let shown = cells.clamped(to: visible.minX..<visible.maxX)
    guard !shown.isEmpty else { return }
    if shown == cells {
      set(cell(for: character), at: point)
      for x in cells.dropFirst() { set(Self.continuation, at: GridPoint(x: x, y: point.y)) }
    } else {
      for x in shown { set(Self.blank, at: GridPoint(x: x, y: point.y)) }
    }
  }

  /// Stores `cell` at `point` (inside the canvas), first blanking the rest of any wide
  /// character it overwrites part of.
  private mutating func set(_ cell: UInt32, at point: GridPoint) {
    let row = (point.y - top) * width
    var head = point.x
    while head > 0, cells[row + head] == Self.continuation { head -= 1 }
    for x in head..<point.x { cells[row + x] = Self.blank }
    var tail = point.x + 1
    while tail < width, cells[row + tail] == Self.continuation {
      cells[row + tail] = Self.blank
      tail += 1
    }
    cells[row + point.x] = cell
  }
}
