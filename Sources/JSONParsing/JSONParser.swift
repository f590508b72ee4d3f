/// A strict RFC 8259 JSON parser that reports the line and column of the first problem.
///
/// Foundation's `JSONSerialization` words its errors differently on each platform and folds
/// booleans into numbers; an error message must be the same bytes everywhere. Nesting is
/// limited so deep input cannot exhaust the stack.
///
/// ```swift
/// let value = try JSONParser.parse(#"{"screen": "todos"}"#)
/// value["screen"]  // .string("todos")
/// ```
///
/// - Complexity: O(n) in the input's length.
package struct JSONParser {
  /// What the parser rejects beyond JSON's grammar.
  package struct Options: Hashable, Sendable {
    /// Whether an object may not hold the same key twice.
    package var rejectsDuplicateKeys: Bool
    /// Whether a `\u` escape naming half a surrogate pair is an error; if not, it reads as
    /// U+FFFD.
    package var rejectsUnpairedSurrogates: Bool

    /// Options; both checks are on unless turned off.
    package init(rejectsDuplicateKeys: Bool = true, rejectsUnpairedSurrogates: Bool = true) {
      self.rejectsDuplicateKeys = rejectsDuplicateKeys
      self.rejectsUnpairedSurrogates = rejectsUnpairedSurrogates
    }

    /// Duplicate keys and unpaired surrogates are errors.
    package static let strict = Options()
    /// Only JSON's grammar: duplicate keys and unpaired surrogates pass, as RFC 8259's grammar
    /// lets them.
    package static let grammarOnly = Options(
      rejectsDuplicateKeys: false, rejectsUnpairedSurrogates: false)
  }

  /// The deepest nesting of arrays and objects the parser accepts.
  package static let maximumDepth = 512

  let bytes: [UInt8]
  let options: Options
  var position = 0
  private var depth = 0
  /// The bytes written to decoded strings so far: the work of decoding them, which a test
  /// compares with the input's length.
  var decodedBytes = 0

  /// Parses one JSON value that fills the whole text, whitespace aside.
  package static func parse(_ text: String, options: Options = .strict) throws(JSONSyntaxError)
    -> JSONValue
  {
    try parse(Array(text.utf8), options: options)
  }

  /// Parses one JSON value that fills the whole of `bytes` (UTF-8), whitespace aside.
  package static func parse(_ bytes: [UInt8], options: Options = .strict)
    throws(JSONSyntaxError) -> JSONValue
  {
    var parser = JSONParser(bytes: bytes, options: options)
    parser.skipWhitespace()
    guard parser.current != nil else { throw parser.error(.empty) }
    let value = try parser.parseValue()
    parser.skipWhitespace()
    guard parser.position == parser.bytes.count else { throw parser.error(.trailingText) }
    return value
  }

  init(bytes: [UInt8], options: Options) {
    self.bytes = bytes
    self.options = options
  }

  var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  /// The error `kind` at the current position, in the token that begins at `tokenStart`.
  func error(_ kind: JSONSyntaxError.Kind, tokenStart: Int? = nil) -> JSONSyntaxError {
    let scalars = String(decoding: bytes[min(position, bytes.count)...].prefix(4), as: UTF8.self)
      .unicodeScalars
    return JSONSyntaxError(
      kind, at: place(of: position), tokenStart: tokenStart.map(place), found: scalars.first)
  }

  /// The line and column of the byte at `offset`.
  private func place(of offset: Int) -> JSONSyntaxError.Position {
    let end = min(offset, bytes.count)
    var line = 1
    var lineStart = 0
    for index in 0..<end where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    let column = String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1
    return JSONSyntaxError.Position(offset: end, line: line, column: column)
  }

  private mutating func skipWhitespace() {
    while let byte = current,
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
        || byte == UInt8(ascii: "\r")
    {
      position += 1
    }
  }

  private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
    guard let byte = current else { throw error(.unexpected(.value)) }
    switch byte {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw error(.unexpected(.value))
    }
  }

  private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(JSONSyntaxError)
    -> JSONValue
  {
    let start = position
    for expected in word.utf8 {
      guard current == expected else { throw error(.invalidLiteral, tokenStart: start) }
      position += 1
    }
    return value
  }

  private mutating func enter() throws(JSONSyntaxError) {
    depth += 1
    guard depth <= Self.maximumDepth else { throw error(.tooDeep(limit: Self.maximumDepth)) }
  }

  private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    position += 1
    var members: [JSONValue.Member] = []
    // Keys seen so far, so that an object of many keys is checked in linear time.
    var keys: Set<String> = []
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      position += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else { throw error(.unexpected(.key)) }
      let keyStart = position
      let key = try parseString()
      if options.rejectsDuplicateKeys, !keys.insert(key).inserted {
        throw error(.duplicateKey(key), tokenStart: keyStart)
      }
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { throw error(.unexpected(.colon)) }
      position += 1
      skipWhitespace()
      members.append(JSONValue.Member(key: key, value: try parseValue()))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "}"):
        position += 1
        return .object(members)
      default: throw error(.unexpected(.commaOrObjectEnd))
      }
    }
  }

  private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
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
      default: throw error(.unexpected(.commaOrArrayEnd))
      }
    }
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
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
      throw error(.invalidNumber, tokenStart: start)
    }
    if current == UInt8(ascii: ".") {
      position += 1
      guard digits() > 0 else { throw error(.invalidNumber, tokenStart: start) }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      position += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
      guard digits() > 0 else { throw error(.invalidNumber, tokenStart: start) }
    }
    return .number(String(decoding: bytes[start..<position], as: UTF8.self))
  }
}
