import Foundation

extension Article {
  /// Parses an item of the article list, or answers nil when it lacks a required field.
  ///
  /// Required keys: `id`, `author`, `date` (ISO 8601, e.g. `2026-11-19T08:30:00Z`), `title`,
  /// `preview`. Optional: `avatar`, a URL; an unusable one is treated as absent.
  public init?(dictionary: [String: String]) {
    guard let id = dictionary["id"], let author = dictionary["author"],
      let dateText = dictionary["date"], let title = dictionary["title"],
      let preview = dictionary["preview"],
      let date = ISO8601DateFormatter().date(from: dateText)
    else { return nil }
    self.init(
      id: id, avatarURL: dictionary["avatar"].flatMap(URL.init(string:)), authorName: author,
      publishedAt: date, title: title, preview: preview)
  }
}
