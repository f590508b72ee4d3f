/// A Star Wars film from SWAPI's `/films/`.
package struct Film: Codable, Hashable, Sendable, Identifiable {
  /// The film's title, e.g. `"A New Hope"`.
  package var title: String
  /// The episode number, e.g. 4.
  package var episodeID: Int
  /// The opening crawl text.
  package var openingCrawl: String
  /// Who directed it.
  package var director: String
  /// Who produced it, as SWAPI writes it (comma-separated).
  package var producer: String
  /// When it was released.
  package var releaseDate: CalendarDate

  /// The episode number identifies a film.
  package var id: Int { episodeID }

  /// Creates a film from its fields.
  package init(
    title: String, episodeID: Int, openingCrawl: String, director: String, producer: String,
    releaseDate: CalendarDate
  ) {
    self.title = title
    self.episodeID = episodeID
    self.openingCrawl = openingCrawl
    self.director = director
    self.producer = producer
    self.releaseDate = releaseDate
  }
}
