import JSONParsing

/// Any JSON value, decoded so that a lenient field can say what it found instead of failing.
enum DecodedJSONValue: Decodable, Equatable {
  case null
  case bool(Bool)
  case integer(Int)
  case number(Double)
  case string(String)
  case array
  case object

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .integer(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if (try? decoder.unkeyedContainer()) != nil {
      self = .array
    } else {
      self = .object
    }
  }

  /// What a message says was found, e.g. `an array` or `the string "abc"`.
  var kindDescription: String {
    switch self {
    case .null: return "null"
    case .bool(let value): return "\(value)"
    case .integer(let value): return "the number \(value)"
    case .number(let value): return "the number \(value)"
    case .string(let value): return "the string \"\(value)\""
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}
