/// Why and where text is not JSON, as ``JSONParser`` found it.
///
/// Each caller words its own message from the kind and the positions: a scenario file, a
/// server's answer and a command's input file each say it their way.
package struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A place in the input. Lines and columns count from 1; a column counts characters, not
  /// bytes.
  package struct Position: Hashable, Sendable {
    /// The byte offset from the start of the input, from 0.
    package var offset: Int
    /// The line, from 1.
    package var line: Int
    /// The column in characters, from 1.
    package var column: Int

    /// A position; `line` and `column` count from 1.
    package init(offset: Int, line: Int, column: Int) {
      self.offset = offset
      self.line = line
      self.column = column
    }
  }

  /// What the parser expected where it found something else.
  package enum Expectation: Hashable, Sendable {
    /// Any JSON value.
    case value
    /// An object's string key.
    case key
    /// The `:` after an object's key.
    case colon
    /// A `,` or the `]` that ends an array.
    case commaOrArrayEnd
    /// A `,` or the `}` that ends an object.
    case commaOrObjectEnd
  }

  /// What is wrong.
  package enum Kind: Hashable, Sendable {
    /// The input is empty or only whitespace.
    case empty
    /// Something else, or the end of the input, where the expectation was due.
    case unexpected(Expectation)
    /// A complete value followed by more text.
    case trailingText
    /// Arrays and objects nested deeper than the limit.
    case tooDeep(limit: Int)
    /// A word that starts like `true`, `false` or `null` but is none of them.
    case invalidLiteral
    /// A number that breaks JSON's number grammar, like `-` or `1.`.
    case invalidNumber
    /// The input ends inside a string.
    case unterminatedString
    /// A backslash followed by a letter that is not an escape.
    case invalidEscape
    /// A `\u` escape without four hexadecimal digits.
    case invalidUnicodeEscape
    /// A `\u` escape naming half of a surrogate pair without the other half.
    case unpairedSurrogate
    /// A control character written as is inside a string.
    case controlCharacterInString
    /// An object's key that the same object already has.
    case duplicateKey(String)
  }

  /// What is wrong.
  package var kind: Kind
  /// Where the parser stopped: the first character it could not take, or the end of the input.
  package var position: Position
  /// Where the string, escape, key, number or literal at fault begins; for a problem between
  /// tokens, the same as ``position``.
  package var tokenStart: Position
  /// The character at ``position``, or `nil` at the end of the input.
  package var found: Unicode.Scalar?

  /// An error; `tokenStart` defaults to `position`.
  package init(
    _ kind: Kind, at position: Position, tokenStart: Position? = nil, found: Unicode.Scalar?
  ) {
    self.kind = kind
    self.position = position
    self.tokenStart = tokenStart ?? position
    self.found = found
  }

  /// Whether the input ended before the value was complete.
  package var endsEarly: Bool {
    found == nil && kind != .empty
  }

  /// The problem in words, without its place, e.g. `expected ":" but found "2"`.
  package var description: String {
    let found = self.found.map(EchoedText.character) ?? "the end of the file"
    switch kind {
    case .empty: return "expected a value but found \(found)"
    case .unexpected(let expectation):
      let expected =
        switch expectation {
        case .value: "a value"
        case .key: "a string key"
        case .colon: "\":\""
        case .commaOrArrayEnd: "\",\" or \"]\""
        case .commaOrObjectEnd: "\",\" or \"}\""
        }
      return "expected \(expected) but found \(found)"
    case .trailingText: return "unexpected \(found) after the JSON value"
    case .tooDeep(let limit): return "nesting deeper than \(limit) levels"
    case .invalidLiteral: return "invalid literal (expected true, false or null)"
    case .invalidNumber: return "invalid number"
    case .unterminatedString: return "unterminated string"
    case .invalidEscape:
      guard found.hasPrefix("\"") else { return "invalid escape: a backslash before \(found)" }
      return "invalid escape \"\\\(found.dropFirst().dropLast())\""
    case .invalidUnicodeEscape: return "invalid \\u escape; it takes four hexadecimal digits"
    case .unpairedSurrogate: return "unpaired surrogate in \\u escape"
    case .controlCharacterInString:
      return "control character in a string; write it as an escape like \\n"
    case .duplicateKey(let key): return "duplicate key \(EchoedText.quoted(key))"
    }
  }
}
