/// How a message shows a value it was given: short enough to read, and with nothing in it that
/// a terminal or a CI log would hide or obey.
///
/// Scenario files, fixtures and command lines arrive from anyone who opens a pull request, and
/// their values come back in error messages. A message shows at most ``maximumLength``
/// characters of a value, then `…`; control characters and the invisible formatting characters
/// (a byte order mark, bidirectional overrides, line and paragraph separators, spaces other than
/// U+0020) are written as Swift writes them in a literal, so that a NUL, an escape sequence or a
/// right-to-left override is seen, not obeyed:
///
/// ```swift
/// EchoedText.quoted("UTC\u{0}x")                      // "UTC\u{0}x"
/// EchoedText.quoted(String(repeating: "a", count: 100))  // "aaa…aaa…" (60 a's, then …)
/// EchoedText.character("\u{FEFF}")                    // U+FEFF, a byte order mark
/// ```
package enum EchoedText {
  /// The most characters (Unicode scalars) a message shows of one value.
  package static let maximumLength = 60

  /// `text` in double quotes, at most `limit` scalars of it, escaped: `"UTC\u{0}x"`.
  package static func quoted(_ text: some StringProtocol, limit: Int = maximumLength) -> String {
    "\"" + shown(text, limit: limit) + "\""
  }

  /// `text` as a message shows it, without quotes: at most `limit` scalars, then `…`, with
  /// control and invisible characters escaped (`\n`, `\t`, `\r`, else `\u{1B}`).
  ///
  /// - Complexity: O(`limit`), whatever the length of `text`.
  package static func shown(_ text: some StringProtocol, limit: Int = maximumLength) -> String {
    var result = ""
    var count = 0
    for scalar in text.unicodeScalars {
      guard count < limit else {
        result += "…"
        break
      }
      count += 1
      result += escaped(scalar, keepingJoiners: true)
    }
    return result
  }

  /// Bytes that should be UTF-8 text, such as a file's name, as a message shows them: the
  /// UTF-8 in them as ``shown(_:limit:)`` shows text, and each byte that is not UTF-8 as
  /// `\x{E9}`, so that a name the file system holds is told apart from its look-alikes.
  ///
  /// ```swift
  /// EchoedText.bytes(Array("caf".utf8) + [0xE9] + Array(".json".utf8))  // caf\x{E9}.json
  /// ```
  ///
  /// - Complexity: O(n) in the number of bytes.
  package static func bytes(_ bytes: some Collection<UInt8>, limit: Int = maximumLength)
    -> String
  {
    var text = ""
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var rest = bytes[...]
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        text += String(Unicode.UTF8.decode(encoded))
        rest = rest.dropFirst(encoded.count)
      case .error(let length):
        for byte in rest.prefix(length) { text += "\\x{" + hex(UInt32(byte), digits: 2) + "}" }
        rest = rest.dropFirst(length)
      case .emptyInput:
        return shown(text, limit: limit)
      }
    }
  }

  /// One character as a message names it: in quotes when it can be seen (`"x"`), by its code
  /// point when it cannot (`U+FEFF, a byte order mark`, `U+0000`).
  package static func character(_ scalar: Unicode.Scalar) -> String {
    guard isInvisible(scalar, keepingJoiners: false) else {
      return "\"" + scalar.escaped(asASCII: false) + "\""
    }
    let codePoint = "U+" + hex(scalar.value, digits: 4)
    return scalar == "\u{FEFF}" ? codePoint + ", a byte order mark" : codePoint
  }

  /// `scalar` as it is, or escaped when it is a control or an invisible character. A zero-width
  /// joiner inside a text is kept when `keepingJoiners`: emoji sequences are made of them.
  private static func escaped(_ scalar: Unicode.Scalar, keepingJoiners: Bool) -> String {
    guard isInvisible(scalar, keepingJoiners: keepingJoiners) else { return String(scalar) }
    switch scalar {
    case "\n": return "\\n"
    case "\t": return "\\t"
    case "\r": return "\\r"
    default: return "\\u{" + hex(scalar.value, digits: 1) + "}"
    }
  }

  private static func isInvisible(_ scalar: Unicode.Scalar, keepingJoiners: Bool) -> Bool {
    if scalar == " " { return false }
    if scalar == "\u{200D}" { return !keepingJoiners }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .surrogate,
      .privateUse, .unassigned:
      return true
    default:
      // A lone variation selector or filler is default-ignorable: invisible when named alone.
      return !keepingJoiners && scalar.properties.isDefaultIgnorableCodePoint
    }
  }

  /// `value` in upper-case hexadecimal, at least `digits` long.
  private static func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
