import Foundation
import TestSupport

/// Python's `wcwidth` as `wcwidth-reference.txt` beside this file holds it: every code point,
/// every emoji sequence, and the seeded strings, at the versions pinned in
/// `Scripts/requirements.txt`.
///
/// The file is generated (`make wcwidth-reference` runs `Scripts/generate-wcwidth-reference.py`)
/// and committed, so that the tests compare with it without python; CI checks that it is what
/// the pinned packages give.
struct WcwidthReference: Sendable {
  /// A line of the file that is not what the generator writes.
  struct FormatError: Error, CustomStringConvertible {
    /// The line's number, from 1.
    var line: Int
    /// What is wrong with it.
    var problem: String

    var description: String { "wcwidth-reference.txt, line \(line): \(problem)" }
  }

  /// A text and python's `wcwidth.wcswidth` of it.
  struct Measured: Sendable {
    /// The text.
    var text: String
    /// `wcwidth.wcswidth` of it.
    var width: Int
  }

  /// U+0000 to U+10FFFF.
  static let codePointCount = 0x11_0000

  /// The committed file, read once for every test that compares with it.
  static let committed = Result {
    try WcwidthReference(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("wcwidth-reference.txt"))
  }

  /// The version of python's `wcwidth`.
  let wcwidth: String
  /// The Unicode version of wcwidth's tables.
  let unicode: String
  /// The version of the python package `emoji` the sequences come from.
  let emoji: String
  /// `wcwidth.wcwidth` of every code point, indexed by code point.
  let codePointWidths: [Int8]
  /// The emoji sequences of the `emoji` package, with `wcwidth.wcswidth` of each.
  let sequences: [Measured]
  /// The strings `TextSamples(seed: 0x5EED)` draws, in order, with `wcwidth.wcswidth` of each.
  let strings: [Measured]

  /// Reads the file at `url`.
  init(contentsOf url: URL) throws {
    var lines = Lines(try String(contentsOf: url, encoding: .utf8))
    wcwidth = try lines.value(of: "wcwidth")
    unicode = try lines.value(of: "unicode")
    emoji = try lines.value(of: "emoji")
    var runs: [(first: Int, width: Int8)] = []
    for (number, fields) in try lines.section("code-points") {
      guard fields.count == 2, let first = Int(fields[0], radix: 16), let width = Int8(fields[1]),
        first == 0 ? runs.isEmpty : (runs.last?.first ?? .max) < first,
        first < Self.codePointCount
      else { throw FormatError(line: number, problem: "not the next run of code points") }
      runs.append((first, width))
    }
    var widths: [Int8] = []
    widths.reserveCapacity(Self.codePointCount)
    for (index, run) in runs.enumerated() {
      let end = index + 1 < runs.count ? runs[index + 1].first : Self.codePointCount
      widths += repeatElement(run.width, count: end - run.first)
    }
    codePointWidths = widths
    sequences = try lines.section("sequences").map(Self.measured)
    strings = try lines.section("strings").map(Self.measured)
  }

  /// A line `WIDTH HEX HEX ...`: a width, then code points.
  private static func measured(_ line: (number: Int, fields: [Substring])) throws -> Measured {
    var text = String.UnicodeScalarView()
    for field in line.fields.dropFirst() {
      guard let scalar = UInt32(field, radix: 16).flatMap(Unicode.Scalar.init) else {
        throw FormatError(line: line.number, problem: "\(field) is not a code point")
      }
      text.append(scalar)
    }
    guard let width = line.fields.first.flatMap({ Int($0) }), line.fields.count > 1 else {
      throw FormatError(line: line.number, problem: "not a width and code points")
    }
    return Measured(text: String(text), width: width)
  }

  /// The file's lines that are neither comments nor blank, with their numbers.
  private struct Lines {
    private var lines: [(number: Int, fields: [Substring])]
    private var next = 0

    init(_ text: String) {
      lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        .filter { !$1.isEmpty && !$1.hasPrefix("#") }
        .map { ($0 + 1, $1.split(separator: " ")) }
    }

    /// The value of a line `NAME VALUE`.
    mutating func value(of name: String) throws -> String {
      let (number, fields) = try line(naming: name)
      guard fields.count == 2 else { throw FormatError(line: number, problem: "no \(name) value") }
      return String(fields[1])
    }

    /// The lines of a section `NAME COUNT`: the COUNT lines after it.
    mutating func section(_ name: String) throws -> ArraySlice<(number: Int, fields: [Substring])> {
      let (number, fields) = try line(naming: name)
      guard fields.count == 2, let count = Int(fields[1]), next + count <= lines.count else {
        throw FormatError(line: number, problem: "not a count of lines that follow")
      }
      defer { next += count }
      return lines[next..<next + count]
    }

    private mutating func line(naming name: String) throws -> (Int, [Substring]) {
      guard next < lines.count else {
        throw FormatError(line: lines.last?.number ?? 0, problem: "the file ends before \(name)")
      }
      let line = lines[next]
      guard line.fields.first == Substring(name) else {
        throw FormatError(line: line.number, problem: "\(name) expected")
      }
      next += 1
      return line
    }
  }
}
