import JSONParsing

extension JSONValue {
  /// The value as compact JSON text: numbers exactly as written (so `1e400` stays `1e400`),
  /// members in order, duplicates kept.
  var text: String {
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let literal): return literal
    case .string(let string): return Self.quoted(string)
    case .array(let elements): return "[" + elements.map(\.text).joined(separator: ",") + "]"
    case .object(let members):
      return "{"
        + members.map { Self.quoted($0.key) + ":" + $0.value.text }
        .joined(separator: ",") + "}"
    }
  }

  /// `string` as a JSON string literal.
  static func quoted(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case _ where scalar.value < 0x20:
        result +=
          "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
          + String(scalar.value, radix: 16)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
