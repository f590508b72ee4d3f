import Foundation

extension DecodingProblem {
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
  public init(_ error: DecodingError, source: String, data: Data? = nil) {
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
      if let syntaxError = JSONSyntaxLocator.firstError(in: data) {
        return syntaxError.description
      }
      // Foundation on Linux also says "not valid JSON", with no path, when a number does not
      // fit its field; the data itself is fine, so say what is likely instead.
      return "the JSON is well-formed but a value does not fit its field"
        + " (for example a fraction or an out-of-range number where an integer is expected)"
    }
    return Self.lowercasingFirst(context.debugDescription)
  }

  private static func lowercasingFirst(_ text: String) -> String {
    var trimmed = text
    if trimmed.hasSuffix(".") { trimmed.removeLast() }
    guard let first = trimmed.first else { return trimmed }
    return first.lowercased() + trimmed.dropFirst()
  }
}
