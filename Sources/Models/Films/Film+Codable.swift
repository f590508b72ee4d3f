// SWAPI's keys are snake_case and `release_date` is a calendar day ("1977-05-25").
extension Film {
  enum CodingKeys: String, CodingKey {
    case title
    case episodeID = "episode_id"
    case openingCrawl = "opening_crawl"
    case director
    case producer
    case releaseDate = "release_date"
  }
}
