import ListKit
import Models

/// What a film's row shows.
package struct FilmCellModel: Identifiable, Hashable, Sendable {
  /// The episode number, which identifies a film.
  package var id: Int
  /// `Episode IV`; episodes Roman numerals cannot write keep their digits (`Episode 0`).
  package var episodeLabel: String
  /// The title, e.g. `A New Hope`.
  package var title: String
  /// The release year, e.g. `1977`.
  package var releaseYear: String
  /// Who directed it.
  package var director: String
  /// What VoiceOver says for the episode label, with the number in digits: `Episode 4`.
  /// VoiceOver reads the Roman numeral on screen, `Episode IV`, letter by letter.
  package var episodeAccessibilityLabel: String

  /// Decides the row for `film`.
  package init(_ film: Film) {
    id = film.id
    episodeLabel = "Episode \(RomanNumeral.string(for: film.episodeID) ?? String(film.episodeID))"
    title = film.title
    releaseYear = String(film.releaseDate.year)
    director = film.director
    episodeAccessibilityLabel = "Episode \(film.episodeID)"
  }
}
