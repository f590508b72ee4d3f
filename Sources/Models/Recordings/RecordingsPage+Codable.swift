// xeno-canto v2 sends `numRecordings` and `numSpecies` as strings and `page` and `numPages`
// as numbers; both forms are accepted for all four.
extension RecordingsPage {
  enum CodingKeys: String, CodingKey {
    case numRecordings
    case numSpecies
    case page
    case numPages
    case recordings
  }

  /// Decodes a xeno-canto v2 search answer; counts may be numbers or strings of digits.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      numRecordings: try container.decodeCount(forKey: .numRecordings),
      numSpecies: try container.decodeCount(forKey: .numSpecies),
      page: try container.decodeCount(forKey: .page),
      numPages: try container.decodeCount(forKey: .numPages),
      recordings: try container.decode([Recording].self, forKey: .recordings)
    )
  }

  /// Encodes the page in the xeno-canto v2 shape, counts as numbers.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(numRecordings, forKey: .numRecordings)
    try container.encode(numSpecies, forKey: .numSpecies)
    try container.encode(page, forKey: .page)
    try container.encode(numPages, forKey: .numPages)
    try container.encode(recordings, forKey: .recordings)
  }
}
