/// A Star Wars film from SWAPI's `/films/`.
public struct Film: Codable, Hashable, Sendable, Identifiable {
  /// The film's title, e.g. `"A New Hope"`.
  public var title: String
  /// The episode number, e.g. 4.
  public var episodeID: Int
  /// The opening crawl text.
  public var openingCrawl: String
  /// Who directed it.
  public var director: String
  /// Who produced it, as SWAPI writes it (comma-separated).
  public var producer: String
  /// When it was released.
  public var releaseDate: CalendarDate

  /// The episode number identifies a film.
  public var id: Int { episodeID }

  /// Creates a film from its fields.
  public init(
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
