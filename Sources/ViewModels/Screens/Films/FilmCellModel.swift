import ListKit
import Models

/// What a film's row shows.
public struct FilmCellModel: Identifiable, Hashable, Sendable {
  /// The episode number, which identifies a film.
  public var id: Int
  /// `Episode IV`; episodes Roman numerals cannot write keep their digits (`Episode 0`).
  public var episodeLabel: String
  /// The title, e.g. `A New Hope`.
  public var title: String
  /// The release year, e.g. `1977`.
  public var releaseYear: String
  /// Who directed it.
  public var director: String
  /// What VoiceOver says for the episode label, with the number in digits: `Episode 4`.
  /// VoiceOver reads the Roman numeral on screen, `Episode IV`, letter by letter.
  public var episodeAccessibilityLabel: String

  /// Decides the row for `film`.
  public init(_ film: Film) {
    id = film.id
    episodeLabel = "Episode \(RomanNumeral.string(for: film.episodeID) ?? String(film.episodeID))"
    title = film.title
    releaseYear = String(film.releaseDate.year)
    director = film.director
    episodeAccessibilityLabel = "Episode \(film.episodeID)"
  }
}
