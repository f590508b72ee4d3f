import Foundation

/// Finds the first syntax error in data that `JSONDecoder` rejected as "not valid JSON".
///
/// Foundation only says the data is invalid; a person fixing a fixture or reading a server's
/// answer needs to know whether it was cut short or is not JSON at all, and where.
///
/// - Complexity: O(*n*) in the size of the data; nesting is limited to ``maximumDepth``.
struct JSONSyntaxLocator {
  /// What is wrong with the data, and where.
  enum SyntaxError: Equatable, CustomStringConvertible {
    /// The data is empty or only whitespace.
    case empty
    /// The data ends before the value is complete.
    case truncated(line: Int, column: Int)
    /// A character that cannot appear at this place.
    case unexpected(String, line: Int, column: Int)
    /// A complete value followed by more text.
    case trailing(String, line: Int, column: Int)
    /// Arrays and objects nested deeper than the decoder allows.
    case tooDeep(line: Int, column: Int)

    var description: String {
      switch self {
      case .empty:
        return "empty answer: expected JSON, found no data"
      case .truncated(let line, let column):
        return "truncated JSON: the data ends at line \(line), column \(column)"
          + " before the value is complete"
      case .unexpected(let character, let line, let column):
        return "malformed JSON at line \(line), column \(column): unexpected \(character)"
      case .trailing(let character, let line, let column):
        return "malformed JSON at line \(line), column \(column): unexpected \(character)"
          + " after the end of the value"
      case .tooDeep(let line, let column):
        return "malformed JSON at line \(line), column \(column): nested deeper than"
          + " \(JSONSyntaxLocator.maximumDepth) levels"
      }
    }
  }

  /// The deepest nesting `JSONDecoder` accepts.
  static let maximumDepth = 512

  private struct Failure: Error {
    var error: SyntaxError
  }

  private let bytes: [UInt8]
  private var offset = 0

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Returns the first syntax error in `data`, or nil if the data is well-formed JSON.
  static func firstError(in data: Data) -> SyntaxError? {
    var locator = JSONSyntaxLocator(bytes: Array(data))
    do {
      locator.skipWhitespace()
      guard locator.offset < locator.bytes.count else { return .empty }
      try locator.scanValue(depth: 0)
      locator.skipWhitespace()
      guard locator.offset == locator.bytes.count else {
        let (line, column) = locator.position(of: locator.offset)
        return .trailing(locator.character(at: locator.offset), line: line, column: column)
      }
      return nil
    } catch {
      return error.error
    }
  }

  private mutating func scanValue(depth: Int) throws(Failure) {
    guard depth < Self.maximumDepth else { throw failure { .tooDeep(line: $0, column: $1) } }
    guard let byte = peek() else { throw truncated() }
    switch byte {
    case UInt8(ascii: "{"): try scanContainer(closing: UInt8(ascii: "}"), depth: depth)
    case UInt8(ascii: "["): try scanContainer(closing: UInt8(ascii: "]"), depth: depth)
    case UInt8(ascii: "\""): try scanString()
    case UInt8(ascii: "t"): try scanLiteral("true")
    case UInt8(ascii: "f"): try scanLiteral("false")
    case UInt8(ascii: "n"): try scanLiteral("null")
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try scanNumber()
    default: throw unexpected()
    }
  }

  /// Scans an object (members `"key": value`) or an array (elements `value`).
  private mutating func scanContainer(closing: UInt8, depth: Int) throws(Failure) {
    let isObject = closing == UInt8(ascii: "}")
    offset += 1
    skipWhitespace()
    if peek() == closing {
      offset += 1
      return
    }
    while true {
      skipWhitespace()
      if isObject {
        guard let byte = peek() else { throw truncated() }
        guard byte == UInt8(ascii: "\"") else { throw unexpected() }
        try scanString()
        skipWhitespace()
        try expect(UInt8(ascii: ":"))
        skipWhitespace()
      }
      try scanValue(depth: depth + 1)
      skipWhitespace()
      guard let byte = peek() else { throw truncated() }
      offset += 1
      if byte == closing { return }
      guard byte == UInt8(ascii: ",") else {
        offset -= 1
        throw unexpected()
      }
    }
  }

  private mutating func scanString() throws(Failure) {
    offset += 1
    while let byte = peek() {
      switch byte {
      case UInt8(ascii: "\""):
        offset += 1
        return
      case UInt8(ascii: "\\"):
        offset += 1
        guard let escaped = peek() else { throw truncated() }
        if escaped == UInt8(ascii: "u") {
          offset += 1
          for _ in 0..<4 {
            guard let digit = peek() else { throw truncated() }
            guard Self.isHexDigit(digit) else { throw unexpected() }
            offset += 1
          }
        } else if Array("\"\\/bfnrt".utf8).contains(escaped) {
          offset += 1
        } else {
          throw unexpected()
        }
      case 0..<0x20:
        throw unexpected()
      default:
        offset += 1
      }
    }
    throw truncated()
  }

  private mutating func scanNumber() throws(Failure) {
    if peek() == UInt8(ascii: "-") { offset += 1 }
    if peek() == UInt8(ascii: "0") {
      offset += 1
    } else {
      try scanDigits()
    }
    if peek() == UInt8(ascii: ".") {
      offset += 1
      try scanDigits()
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      offset += 1
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
      try scanDigits()
    }
  }

  /// Scans one or more decimal digits.
  private mutating func scanDigits() throws(Failure) {
    guard let first = peek() else { throw truncated() }
    guard Self.isDigit(first) else { throw unexpected() }
    while let byte = peek(), Self.isDigit(byte) { offset += 1 }
  }

  private mutating func scanLiteral(_ literal: String) throws(Failure) {
    for expected in literal.utf8 {
      try expect(expected)
    }
  }

  private mutating func expect(_ expected: UInt8) throws(Failure) {
    guard let byte = peek() else { throw truncated() }
    guard byte == expected else { throw unexpected() }
    offset += 1
  }

  private mutating func skipWhitespace() {
    while let byte = peek(), Self.isWhitespace(byte) { offset += 1 }
  }

  private func peek() -> UInt8? {
    offset < bytes.count ? bytes[offset] : nil
  }

  private func truncated() -> Failure {
    failure { .truncated(line: $0, column: $1) }
  }

  private func unexpected() -> Failure {
    let character = character(at: offset)
    return failure { .unexpected(character, line: $0, column: $1) }
  }

  private func failure(_ make: (Int, Int) -> SyntaxError) -> Failure {
    let (line, column) = position(of: offset)
    return Failure(error: make(line, column))
  }

  /// The line and column (both from 1, columns in characters) of the byte at `end`.
  private func position(of end: Int) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for byte in bytes[0..<min(end, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        // Continuation bytes belong to the character their lead byte started.
        column += 1
      }
    }
    return (line, column)
  }

  /// The character starting at `index`, quoted for a message.
  private func character(at index: Int) -> String {
    guard index < bytes.count else { return "end of data" }
    let lead = bytes[index]
    if lead < 0x20 || lead == 0x7F { return "control character \(lead)" }
    let length =
      switch lead {
      case 0xF0...: 4
      case 0xE0...: 3
      case 0xC0...: 2
      default: 1
      }
    let slice = bytes[index..<min(index + length, bytes.count)]
    return "\"" + String(decoding: slice, as: UTF8.self) + "\""
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
  }
}
