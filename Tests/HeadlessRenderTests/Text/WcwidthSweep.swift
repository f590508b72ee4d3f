import Testing

/// What `Scripts/wcwidth-sweep.py` prints: python's `wcwidth` of every code point and of every
/// emoji sequence.
struct WcwidthSweep: Decodable {
  /// U+0000 to U+10FFFF.
  static let codePointCount = 0x11_0000

  /// The version of python's `wcwidth`.
  let wcwidth: String
  /// The Unicode version of wcwidth's tables.
  let unicode: String
  /// The version of the python package `emoji` the sequences come from.
  let emoji: String
  /// `wcwidth.wcwidth` of U+0000 to U+10FFFF as run lengths: `[width, count, width, count, ...]`.
  let runs: [Int]
  /// The emoji sequences of the `emoji` package.
  let sequences: [String]
  /// `wcwidth.wcswidth` of each of ``sequences``.
  let sequenceWidths: [Int]

  /// The width of every code point, indexed by code point.
  func widths() throws -> [Int8] {
    var widths: [Int8] = []
    widths.reserveCapacity(Self.codePointCount)
    for pair in stride(from: 0, to: runs.count - 1, by: 2) {
      widths += repeatElement(Int8(runs[pair]), count: runs[pair + 1])
    }
    try #require(widths.count == Self.codePointCount, "the runs cover \(widths.count) code points")
    return widths
  }
}
