import Foundation

extension Article {
  /// The keys an article item must have.
  static let requiredKeys = ["id", "author", "date", "title", "preview"]

  /// Creates an article from a raw list item, or nil if the item is unusable.
  ///
  /// Required keys: `id`, `author`, `date` (ISO 8601, fractional seconds optional), `title`,
  /// `preview`; an empty value counts as missing. Optional: `avatar`, an http(s) URL; a
  /// missing or unusable avatar gives a nil ``avatarURL`` rather than dropping the item.
  ///
  /// ```swift
  /// Article(dictionary: ["id": "a1", "author": "Ada", "date": "2026-11-20T08:00:00Z",
  ///                      "title": "Cells", "preview": "Why cells decorate themselves"])
  /// // an Article; without "title" it is nil
  /// ```
  package init?(dictionary: [String: String]) {
    guard case .success(let article) = Self.parse(dictionary) else { return nil }
    self = article
  }

  /// Parses a raw item, saying why when it is unusable.
  static func parse(_ dictionary: [String: String]) -> Result<Article, ArticleList.ItemError> {
    var values: [String: String] = [:]
    for key in requiredKeys {
      guard let value = dictionary[key], !value.trimmingCharacters(in: .whitespaces).isEmpty
      else {
        return .failure(.missingKey(key))
      }
      values[key] = value
    }
    let dateText = values["date", default: ""]
    guard let publishedAt = ISO8601Timestamp.date(from: dateText) else {
      return .failure(.badDate(dateText))
    }
    return .success(
      Article(
        id: values["id", default: ""],
        avatarURL: dictionary["avatar"].flatMap(WebLink.url(from:)),
        authorName: values["author", default: ""],
        publishedAt: publishedAt,
        title: values["title", default: ""],
        preview: values["preview", default: ""]
      ))
  }
}
