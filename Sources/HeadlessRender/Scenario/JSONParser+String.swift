extension JSONParser {
  /// Parses a string literal at the current `"`, decoding escapes and surrogate pairs.
  mutating func parseString() throws(SyntaxError) -> String {
    let start = position
    position += 1
    var scalars = String.UnicodeScalarView()
    var runStart = position
    func flushRun() {
      scalars.append(
        contentsOf: String(decoding: bytes[runStart..<position], as: UTF8.self).unicodeScalars)
    }
    while true {
      guard let byte = current else { throw error("unterminated string", at: start) }
      switch byte {
      case UInt8(ascii: "\""):
        flushRun()
        position += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        flushRun()
        scalars.append(try parseEscape())
        runStart = position
      case 0..<0x20:
        throw error("control character in a string; write it as an escape like \\n")
      default:
        position += 1
      }
    }
  }

  /// Parses the escape at the current `\` and returns the character it stands for.
  private mutating func parseEscape() throws(SyntaxError) -> Unicode.Scalar {
    let start = position
    position += 1
    guard let letter = current else { throw error("unterminated string", at: start) }
    position += 1
    switch letter {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{8}"
    case UInt8(ascii: "f"): return "\u{C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try parseHexQuad(escapeStart: start)
      if (0xD800..<0xDC00).contains(high) {
        guard current == UInt8(ascii: "\\"), position + 1 < bytes.count,
          bytes[position + 1] == UInt8(ascii: "u")
        else { throw error("unpaired surrogate in \\u escape", at: start) }
        position += 2
        let low = try parseHexQuad(escapeStart: start)
        guard (0xDC00..<0xE000).contains(low),
          let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        else { throw error("unpaired surrogate in \\u escape", at: start) }
        return scalar
      }
      guard let scalar = Unicode.Scalar(high) else {
        throw error("unpaired surrogate in \\u escape", at: start)
      }
      return scalar
    default:
      position -= 1
      throw error("invalid escape \"\\\(found.dropFirst().dropLast())\"", at: start)
    }
  }

  /// Four hexadecimal digits after `\u`.
  private mutating func parseHexQuad(escapeStart: Int) throws(SyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = Self.hexDigit(byte) else {
        throw error("invalid \\u escape; it takes four hexadecimal digits", at: escapeStart)
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
