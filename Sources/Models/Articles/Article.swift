import Foundation

/// An item of the Medium-like article list.
public struct Article: Codable, Hashable, Sendable, Identifiable {
  /// The article's stable identifier.
  public var id: String
  /// Where the author's avatar is, if the item had a usable URL.
  public var avatarURL: URL?
  /// The author's name.
  public var authorName: String
  /// When it was published.
  public var publishedAt: Date
  /// The headline.
  public var title: String
  /// The first lines of the article.
  public var preview: String

  /// Creates an article from its fields.
  public init(
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
