import Foundation

/// One bird-call recording from the xeno-canto API (v2).
///
/// Only the fields a screen shows are typed; the API's other fields are ignored.
package struct Recording: Codable, Hashable, Sendable, Identifiable {
  /// The catalogue number, e.g. `"12345"` for XC12345.
  package var id: String
  /// The genus, e.g. `"Psittacula"`.
  package var genus: String
  /// The species epithet, e.g. `"krameri"`.
  package var species: String
  /// The English name, e.g. `"Rose-ringed Parakeet"`.
  package var englishName: String
  /// Who made the recording.
  package var recordist: String
  /// The country it was made in.
  package var country: String
  /// The place it was made at.
  package var locality: String
  /// Where the audio file is downloaded from, if the API sent a usable URL.
  package var fileURL: URL?
  /// The quality grade, `"A"` (best) to `"E"`, or `"no score"`.
  package var quality: String
  /// The length as the API writes it, e.g. `"0:32"`.
  package var length: String
  /// The recording date as the API writes it, e.g. `"2019-05-04"`.
  package var date: String

  /// Creates a recording from its fields.
  package init(
    id: String, genus: String, species: String, englishName: String, recordist: String,
    country: String, locality: String, fileURL: URL?, quality: String, length: String,
    date: String
  ) {
    self.id = id
    self.genus = genus
    self.species = species
    self.englishName = englishName
    self.recordist = recordist
    self.country = country
    self.locality = locality
    self.fileURL = fileURL
    self.quality = quality
    self.length = length
    self.date = date
  }
}
