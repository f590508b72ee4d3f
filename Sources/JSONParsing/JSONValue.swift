/// A parsed JSON value that keeps what a precise error message needs: numbers as written,
/// object members in file order.
package enum JSONValue: Hashable, Sendable {
  /// One `"key": value` pair of an object.
  package struct Member: Hashable, Sendable {
    /// The key, escapes decoded.
    package var key: String
    /// The value.
    package var value: JSONValue

    /// A member.
    package init(key: String, value: JSONValue) {
      self.key = key
      self.value = value
    }
  }

  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// The number exactly as written, e.g. `-12` or `1.5e3`.
  case number(String)
  /// A string, escapes decoded.
  case string(String)
  /// An array's elements in order.
  case array([JSONValue])
  /// An object's members in file order.
  case object([Member])

  /// The value as an `Int`, when it is written as an integer (no fraction, no exponent) that
  /// fits.
  package var integer: Int? {
    guard case .number(let literal) = self else { return nil }
    return Int(literal)
  }

  /// The members' keys in file order, when the value is an object.
  package var keys: [String]? {
    guard case .object(let members) = self else { return nil }
    return members.map(\.key)
  }

  /// The value of `key`, when the value is an object holding it.
  package subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first(where: { $0.key == key })?.value
  }

  /// How an error message names the value it found: short values as written, containers by
  /// kind; a string or a number cut after 30 characters with `…`, control characters escaped
  /// (see ``EchoedText``).
  ///
  /// ```swift
  /// JSONValue.string("slow").summary   // "slow" (with the quotes)
  /// JSONValue.array([.number("1")]).summary  // [1]
  /// JSONValue.object([]).summary       // an object
  /// ```
  package var summary: String {
    let limit = 30
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let literal): return EchoedText.shown(literal, limit: limit)
    case .string(let text): return EchoedText.quoted(text, limit: limit)
    case .array(let elements):
      // Short arrays of scalars, like a bad index path, are clearer shown than named.
      let isShort =
        elements.count <= limit / 2
        && elements.allSatisfy {
          switch $0 {
          case .array, .object: false
          default: true
          }
        }
      guard isShort else { return "an array" }
      let shown = "[" + elements.map(\.summary).joined(separator: ", ") + "]"
      return shown.count <= limit ? shown : "an array"
    case .object: return "an object"
    }
  }
}
