extension JSONParser {
  /// Parses a string literal at the current `"`, decoding escapes and surrogate pairs.
  ///
  /// The decoded text is built as UTF-8 bytes, each written once (``decodedBytes`` counts
  /// them), and made a `String` at the closing quote: appending to a `String`'s scalars would
  /// copy the text so far on every escape, quadratic in a string of escapes.
  ///
  /// - Complexity: O(n) in the literal's length, whatever its escapes.
  mutating func parseString() throws(JSONSyntaxError) -> String {
    let start = position
    position += 1
    var decoded: [UInt8] = []
    var runStart = position
    while true {
      guard let byte = current else { throw error(.unterminatedString, tokenStart: start) }
      switch byte {
      case UInt8(ascii: "\""):
        decoded.append(contentsOf: bytes[runStart..<position])
        decodedBytes += position - runStart
        position += 1
        return String(decoding: decoded, as: UTF8.self)
      case UInt8(ascii: "\\"):
        decoded.append(contentsOf: bytes[runStart..<position])
        decodedBytes += position - runStart
        let scalar = try parseEscape()
        let countBefore = decoded.count
        UTF8.encode(scalar) { decoded.append($0) }
        decodedBytes += decoded.count - countBefore
        runStart = position
      case 0..<0x20:
        throw error(.controlCharacterInString)
      default:
        position += 1
      }
    }
  }

  /// Parses the escape at the current `\` and returns the character it stands for.
  private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
    let start = position
    position += 1
    guard let letter = current else { throw error(.unterminatedString, tokenStart: start) }
    if letter == UInt8(ascii: "u") {
      position += 1
      return try parseUnicodeEscape(start: start)
    }
    // The error points at the letter, so the parser moves past it only when it is valid.
    guard let scalar = Self.escapedScalar(letter) else {
      throw error(.invalidEscape, tokenStart: start)
    }
    position += 1
    return scalar
  }

  /// The character a one-letter escape such as `\n` stands for.
  private static func escapedScalar(_ letter: UInt8) -> Unicode.Scalar? {
    switch letter {
    case UInt8(ascii: "\""): "\""
    case UInt8(ascii: "\\"): "\\"
    case UInt8(ascii: "/"): "/"
    case UInt8(ascii: "b"): "\u{8}"
    case UInt8(ascii: "f"): "\u{C}"
    case UInt8(ascii: "n"): "\n"
    case UInt8(ascii: "r"): "\r"
    case UInt8(ascii: "t"): "\t"
    default: nil
    }
  }

  /// Parses the digits of the `\u` escape that begins at `start`, and a second `\u` escape
  /// when the first is the high half of a surrogate pair.
  private mutating func parseUnicodeEscape(start: Int) throws(JSONSyntaxError)
    -> Unicode.Scalar
  {
    let high = try parseHexQuad(escapeStart: start)
    if (0xD800..<0xDC00).contains(high) {
      guard current == UInt8(ascii: "\\"), position + 1 < bytes.count,
        bytes[position + 1] == UInt8(ascii: "u")
      else { return try unpaired(start: start) }
      let secondStart = position
      position += 2
      let low = try parseHexQuad(escapeStart: start)
      guard (0xDC00..<0xE000).contains(low),
        let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
      else {
        // The second escape stands on its own; read it again after the replacement.
        if !options.rejectsUnpairedSurrogates { position = secondStart }
        return try unpaired(start: start)
      }
      return scalar
    }
    guard let scalar = Unicode.Scalar(high) else { return try unpaired(start: start) }
    return scalar
  }

  /// U+FFFD for half a surrogate pair, unless the options make it an error.
  private func unpaired(start: Int) throws(JSONSyntaxError) -> Unicode.Scalar {
    guard !options.rejectsUnpairedSurrogates else {
      throw error(.unpairedSurrogate, tokenStart: start)
    }
    return "\u{FFFD}"
  }

  /// Four hexadecimal digits after `\u`.
  private mutating func parseHexQuad(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = Self.hexDigit(byte) else {
        throw error(.invalidUnicodeEscape, tokenStart: escapeStart)
      }
      value = value << 4 | digit
      position += 1
    }
    return value
  }

  private static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
