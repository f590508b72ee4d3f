/// A strict RFC 8259 JSON parser that reports the line and column of the first problem.
///
/// Foundation's `JSONSerialization` words its errors differently on each platform and folds
/// booleans into numbers; a scenario's error messages must be the same bytes everywhere.
/// Duplicate keys are an error, and nesting is limited so deep input cannot exhaust the stack.
///
/// - Complexity: O(n) in the input's length.
struct JSONParser {
  /// Where and why the input is not JSON. Lines and columns count from 1; a column counts
  /// characters, not bytes.
  struct SyntaxError: Error, Hashable, Sendable {
    var line: Int
    var column: Int
    var problem: String
  }

  static let maximumDepth = 512

  let bytes: [UInt8]
  var position = 0
  private var depth = 0

  /// Parses one JSON value that fills the whole text, whitespace aside.
  static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: Array(text.utf8))
    parser.skipWhitespace()
    let value = try parser.parseValue()
    parser.skipWhitespace()
    guard parser.position == parser.bytes.count else {
      throw parser.error("unexpected \(parser.found) after the JSON value")
    }
    return value
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  /// The character at the current position as an error message names it.
  var found: String {
    guard position < bytes.count else { return "the end of the file" }
    let scalars = String(decoding: bytes[position...].prefix(4), as: UTF8.self).unicodeScalars
    guard let scalar = scalars.first else { return "the end of the file" }
    return "\"\(scalar.escaped(asASCII: false))\""
  }

  func error(_ problem: String, at offset: Int? = nil) -> SyntaxError {
    let offset = offset ?? position
    var line = 1
    var lineStart = 0
    for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    let column =
      String(decoding: bytes[lineStart..<min(offset, bytes.count)], as: UTF8.self)
      .count + 1
    return SyntaxError(line: line, column: column, problem: problem)
  }

  private mutating func skipWhitespace() {
    while let byte = current,
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
        || byte == UInt8(ascii: "\r")
    {
      position += 1
    }
  }

  private mutating func parseValue() throws(SyntaxError) -> JSONValue {
    guard let byte = current else { throw error("expected a value but found \(found)") }
    switch byte {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw error("expected a value but found \(found)")
    }
  }

  private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(SyntaxError)
    -> JSONValue
  {
    let start = position
    for expected in word.utf8 {
      guard current == expected else {
        throw error("invalid literal (expected true, false or null)", at: start)
      }
      position += 1
    }
    return value
  }

  private mutating func enter() throws(SyntaxError) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw error("nesting deeper than \(Self.maximumDepth) levels")
    }
  }

  private mutating func parseObject() throws(SyntaxError) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    position += 1
    var members: [JSONValue.Member] = []
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      position += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else {
        throw error("expected a string key but found \(found)")
      }
      let keyStart = position
      let key = try parseString()
      if members.contains(where: { $0.key == key }) {
        throw error("duplicate key \"\(key)\"", at: keyStart)
      }
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { throw error("expected \":\" but found \(found)") }
      position += 1
      skipWhitespace()
      members.append(JSONValue.Member(key: key, value: try parseValue()))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "}"):
        position += 1
        return .object(members)
      default: throw error("expected \",\" or \"}\" but found \(found)")
      }
    }
  }

  private mutating func parseArray() throws(SyntaxError) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    position += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      position += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "]"):
        position += 1
        return .array(elements)
      default: throw error("expected \",\" or \"]\" but found \(found)")
      }
    }
  }

  private mutating func parseNumber() throws(SyntaxError) -> JSONValue {
    let start = position
    func digits() -> Int {
      let first = position
      while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        position += 1
      }
      return position - first
    }
    if current == UInt8(ascii: "-") { position += 1 }
    if current == UInt8(ascii: "0") {
      position += 1
    } else if digits() == 0 {
      throw error("invalid number", at: start)
    }
    if current == UInt8(ascii: ".") {
      position += 1
      guard digits() > 0 else { throw error("invalid number", at: start) }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      position += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
      guard digits() > 0 else { throw error("invalid number", at: start) }
    }
    return .number(String(decoding: bytes[start..<position], as: UTF8.self))
  }
}
