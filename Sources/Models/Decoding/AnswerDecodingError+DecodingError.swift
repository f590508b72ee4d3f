import Foundation
import JSONParsing

extension AnswerDecodingError {
  /// Describes a Swift `DecodingError` in words a person can act on.
  ///
  /// The coding path is printed as `recordings[3].length`. When the data is not JSON at all,
  /// the reason says whether it is truncated or malformed and where, instead of Foundation's
  /// generic text.
  ///
  /// - Parameters:
  ///   - error: What `JSONDecoder` threw.
  ///   - source: Where the data came from, e.g. `Fixtures/API/recordings/truncated.json`.
  ///   - data: The data that failed to decode, used to locate syntax errors.
  package init(_ error: DecodingError, source: String, data: Data? = nil) {
    switch error {
    case .typeMismatch(let type, let context):
      self.init(
        source: source,
        codingPath: Self.format(context.codingPath),
        reason: Self.mismatchReason(expected: type, context: context))
    case .valueNotFound(let type, let context):
      self.init(
        source: source,
        codingPath: Self.format(context.codingPath),
        reason: "expected \(Self.describe(type)), found null")
    case .keyNotFound(let key, let context):
      self.init(
        source: source,
        codingPath: Self.format(context.codingPath + [key]),
        reason: "required key is missing")
    case .dataCorrupted(let context):
      self.init(
        source: source,
        codingPath: Self.format(context.codingPath),
        reason: Self.corruptionReason(context: context, data: data))
    @unknown default:
      self.init(source: source, codingPath: "", reason: String(describing: error))
    }
  }

  /// Prints a coding path the way a person writes it: `recordings[3].length`.
  static func format(_ path: [any CodingKey]) -> String {
    var text = ""
    for key in path {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return text
  }

  /// Names a Swift type as JSON calls it: `a string`, `a number`, `an object`.
  static func describe(_ type: Any.Type) -> String {
    switch type {
    case is String.Type, is Character.Type, is URL.Type: return "a string"
    case is Bool.Type: return "true or false"
    case is any BinaryInteger.Type: return "an integer"
    case is any BinaryFloatingPoint.Type, is Decimal.Type: return "a number"
    default:
      let name = String(describing: type)
      if name.hasPrefix("Array<") { return "an array" }
      return "an object"
    }
  }

  private static func mismatchReason(expected type: Any.Type, context: DecodingError.Context)
    -> String
  {
    // Foundation's text is "Expected to decode Int but found a string instead."; only the
    // found part is worth keeping, named as JSON names it.
    let text = context.debugDescription
    guard
      let start = text.range(of: " but found "),
      let end = text.range(of: " instead", range: start.upperBound..<text.endIndex)
    else {
      return Self.lowercasingFirst(text)
    }
    return "expected \(describe(type)), found \(jsonName(text[start.upperBound..<end.lowerBound]))"
  }

  /// Foundation says `a dictionary` or `number`; a message says `an object` and `a number`.
  private static func jsonName(_ found: Substring) -> String {
    var word = found
    for article in ["a ", "an "] where word.hasPrefix(article) {
      word = word.dropFirst(article.count)
    }
    switch word {
    case "dictionary", "object": return "an object"
    case "array": return "an array"
    case "string": return "a string"
    case "number": return "a number"
    case "bool", "boolean": return "true or false"
    default: return String(found)
    }
  }

  private static func corruptionReason(context: DecodingError.Context, data: Data?) -> String {
    if context.codingPath.isEmpty, let data {
      // JSONDecoder only says the data is invalid; a person fixing a fixture or reading a
      // server's answer needs to know whether it was cut short or is not JSON at all, and
      // where. Its grammar alone decides, as it did for JSONDecoder.
      let bytes = Array(data)
      do {
        _ = try JSONParser.parse(bytes, options: .grammarOnly)
      } catch {
        return syntaxReason(error, in: bytes)
      }
      // Foundation on Linux also says "not valid JSON", with no path, when a number does not
      // fit its field; the data itself is fine, so say what is likely instead.
      return "the JSON is well-formed but a value does not fit its field"
        + " (for example a fraction or an out-of-range number where an integer is expected)"
    }
    return Self.lowercasingFirst(context.debugDescription)
  }

  /// Words a syntax error for a person reading a server's answer or a fixture.
  private static func syntaxReason(_ error: JSONSyntaxError, in bytes: [UInt8]) -> String {
    let line = error.position.line
    let column = error.position.column
    if error.kind == .empty { return "empty answer: expected JSON, found no data" }
    if error.endsEarly {
      return "truncated JSON: the data ends at line \(line), column \(column)"
        + " before the value is complete"
    }
    let found = character(at: error.position.offset, in: bytes)
    switch error.kind {
    case .trailingText:
      return "malformed JSON at line \(line), column \(column): unexpected \(found)"
        + " after the end of the value"
    case .tooDeep(let limit):
      return "malformed JSON at line \(line), column \(column): nested deeper than"
        + " \(limit) levels"
    default:
      return "malformed JSON at line \(line), column \(column): unexpected \(found)"
    }
  }

  /// The character starting at `index`, quoted for a message; control characters by number.
  private static func character(at index: Int, in bytes: [UInt8]) -> String {
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

  private static func lowercasingFirst(_ text: String) -> String {
    var trimmed = text
    if trimmed.hasSuffix(".") { trimmed.removeLast() }
    guard let first = trimmed.first else { return trimmed }
    return first.lowercased() + trimmed.dropFirst()
  }
}
