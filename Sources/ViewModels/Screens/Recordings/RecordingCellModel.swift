import ListKit
import Models

/// What a recording's row shows, decided from the recording alone.
package struct RecordingCellModel: Identifiable, Hashable, Sendable {
  /// The recording's catalogue number.
  package var id: String
  /// The bird's English name, e.g. `Rose-ringed Parakeet`.
  package var englishName: String
  /// Genus and species, e.g. `Psittacula krameri`.
  package var scientificName: String
  /// Where it was recorded.
  package var country: String
  /// How long it is, as the API writes it, e.g. `0:32`.
  package var length: String
  /// The play button's title: `Play 0:32`, or `No audio` when there is no file to play.
  package var playButtonTitle: String
  /// Whether the recording has audio to play; the play button is dimmed for VoiceOver when
  /// not.
  package var hasAudio: Bool

  /// Decides the row for `recording`.
  package init(_ recording: Recording) {
    id = recording.id
    englishName = recording.englishName
    scientificName = "\(recording.genus) \(recording.species)"
    country = recording.country
    length = recording.length
    playButtonTitle = recording.fileURL == nil ? "No audio" : "Play \(recording.length)"
    hasAudio = recording.fileURL != nil
  }

  /// What VoiceOver says for the play button: what it plays, e.g. `Play Common Kingfisher`,
  /// or `No audio for Common Kingfisher`. The title on screen, `Play 0:32`, says only how
  /// long.
  package var playButtonAccessibilityLabel: String {
    hasAudio ? "Play \(englishName)" : "No audio for \(englishName)"
  }
}
