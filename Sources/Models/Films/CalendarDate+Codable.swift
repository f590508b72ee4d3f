import JSONParsing

// APIs write a calendar day as the string "1977-05-25"; the value round-trips in that form.
extension CalendarDate {
  /// Decodes a day written `yyyy-MM-dd`; anything else, or a day that does not exist, is a
  /// decoding error at this value's path.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let value = try container.decode(DecodedJSONValue.self)
    guard case .string(let text) = value, let date = CalendarDate(text) else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "expected a date like 1977-05-25, found \(value.kindDescription)")
    }
    self = date
  }

  /// Encodes the day as `yyyy-MM-dd`.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
