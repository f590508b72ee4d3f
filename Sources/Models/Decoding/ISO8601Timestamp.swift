import Foundation

/// Parses the ISO 8601 timestamps the APIs send, with or without fractional seconds.
enum ISO8601Timestamp {
  /// An example of the expected form, for error messages.
  static let example = "2026-11-21T09:41:00Z"

  /// Returns the instant `text` names, or nil if it is not an ISO 8601 timestamp with a zone.
  static func date(from text: String) -> Date? {
    let plain = Date.ISO8601FormatStyle()
    if let date = try? plain.parse(text) { return date }
    return try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text)
  }
}

extension ISO8601Timestamp {
  /// Writes `date` in UTC, with milliseconds only when it has them, so encoding round-trips.
  static func string(from date: Date) -> String {
    let hasFraction = date.timeIntervalSince1970.rounded(.down) != date.timeIntervalSince1970
    return hasFraction
      ? Date.ISO8601FormatStyle(includingFractionalSeconds: true).format(date)
      : Date.ISO8601FormatStyle().format(date)
  }
}
