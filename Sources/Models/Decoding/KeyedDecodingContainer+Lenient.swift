import Foundation
import JSONParsing

// The public APIs are loose about types (xeno-canto sends some numbers as strings); these
// helpers accept the forms seen in the wild and name what they found when they give up.
extension KeyedDecodingContainer {
  /// Decodes a text field that may arrive as a string or as an integer.
  func decodeText(forKey key: Key) throws -> String {
    switch try decode(DecodedJSONValue.self, forKey: key) {
    case .string(let value): return value
    case .integer(let value): return String(value)
    case let other: throw mismatch(key, expected: "a string or number", found: other)
    }
  }

  /// Decodes a count that may arrive as a number or as a string of digits.
  func decodeCount(forKey key: Key) throws -> Int {
    let value = try decode(DecodedJSONValue.self, forKey: key)
    switch value {
    case .integer(let count): return count
    case .string(let text):
      if let count = Int(text.trimmingCharacters(in: .whitespaces)) { return count }
      throw mismatch(key, expected: "a number or a string of digits", found: value)
    default:
      throw mismatch(key, expected: "a number or a string of digits", found: value)
    }
  }

  /// Decodes an ISO 8601 timestamp string, with or without fractional seconds.
  func decodeTimestamp(forKey key: Key) throws -> Date {
    let value = try decode(DecodedJSONValue.self, forKey: key)
    if case .string(let text) = value, let date = ISO8601Timestamp.date(from: text) {
      return date
    }
    throw mismatch(key, expected: "an ISO 8601 date like \(ISO8601Timestamp.example)", found: value)
  }

  /// Decodes an optional link: missing, null, empty or unusable gives nil.
  ///
  /// Protocol-relative links (`//xeno-canto.org/...`) are read as https.
  func decodeLink(forKey key: Key) throws -> URL? {
    guard case .string(let text)? = try decodeIfPresent(DecodedJSONValue.self, forKey: key) else {
      return nil
    }
    return WebLink.url(from: text)
  }

  /// The error for a value of the wrong kind, at this key's path.
  func mismatch(_ key: Key, expected: String, found: DecodedJSONValue) -> DecodingError {
    DecodingError.dataCorruptedError(
      forKey: key, in: self,
      debugDescription: "expected \(expected), found \(found.kindDescription)")
  }
}
