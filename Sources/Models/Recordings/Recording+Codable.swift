import Foundation
import JSONParsing

// xeno-canto v2 names fields with short keys and sends every value as a string; the file link
// may be protocol-relative or missing.
extension Recording {
  enum CodingKeys: String, CodingKey {
    case id
    case genus = "gen"
    case species = "sp"
    case englishName = "en"
    case recordist = "rec"
    case country = "cnt"
    case locality = "loc"
    case fileURL = "file"
    case quality = "q"
    case length
    case date
  }

  /// Decodes a recording from a xeno-canto v2 `recordings` item.
  ///
  /// `id` may be a string or a number; `length` may be `"m:ss"` or a number of seconds; a
  /// missing, empty or unusable `file` gives a nil ``fileURL``. Unknown keys are ignored.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decodeText(forKey: .id),
      genus: try container.decode(String.self, forKey: .genus),
      species: try container.decode(String.self, forKey: .species),
      englishName: try container.decode(String.self, forKey: .englishName),
      recordist: try container.decode(String.self, forKey: .recordist),
      country: try container.decode(String.self, forKey: .country),
      locality: try container.decode(String.self, forKey: .locality),
      fileURL: try container.decodeLink(forKey: .fileURL),
      quality: try container.decode(String.self, forKey: .quality),
      length: try Self.decodeLength(in: container),
      date: try container.decode(String.self, forKey: .date)
    )
  }

  /// Encodes the recording in the xeno-canto v2 shape it was decoded from.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(genus, forKey: .genus)
    try container.encode(species, forKey: .species)
    try container.encode(englishName, forKey: .englishName)
    try container.encode(recordist, forKey: .recordist)
    try container.encode(country, forKey: .country)
    try container.encode(locality, forKey: .locality)
    try container.encodeIfPresent(fileURL?.absoluteString, forKey: .fileURL)
    try container.encode(quality, forKey: .quality)
    try container.encode(length, forKey: .length)
    try container.encode(date, forKey: .date)
  }

  /// The length as `m:ss`; a number is read as seconds.
  private static func decodeLength(in container: KeyedDecodingContainer<CodingKeys>) throws
    -> String
  {
    let value = try container.decode(DecodedJSONValue.self, forKey: .length)
    switch value {
    case .string(let text):
      return text
    case .integer(let seconds) where seconds >= 0:
      let remainder = seconds % 60
      return "\(seconds / 60):" + (remainder < 10 ? "0\(remainder)" : "\(remainder)")
    default:
      throw container.mismatch(.length, expected: "a string or number", found: value)
    }
  }
}
