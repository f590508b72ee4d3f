import Foundation

/// An item of the Medium-like article list.
package struct Article: Codable, Hashable, Sendable, Identifiable {
  /// The article's stable identifier.
  package var id: String
  /// Where the author's avatar is, if the item had a usable URL.
  package var avatarURL: URL?
  /// The author's name.
  package var authorName: String
  /// When it was published.
  package var publishedAt: Date
  /// The headline.
  package var title: String
  /// The first lines of the article.
  package var preview: String

  /// Creates an article from its fields.
  package init(
    id: String, avatarURL: URL?, authorName: String, publishedAt: Date, title: String,
    preview: String
  ) {
    self.id = id
    self.avatarURL = avatarURL
    self.authorName = authorName
    self.publishedAt = publishedAt
    self.title = title
    self.preview = preview
  }
}
