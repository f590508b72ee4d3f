import Foundation
import ListKit
import Models

/// What an article's row shows, decided from the article and the format environment.
public struct ArticleCellModel: Identifiable, Hashable, Sendable {
  /// The article's identifier.
  public var id: String
  /// The author's name.
  public var author: String
  /// The publication date in the environment's long style, e.g. `November 19, 2026`.
  public var date: String
  /// The headline.
  public var title: String
  /// The first lines of the article.
  public var preview: String
  /// Where the author's avatar is, if the item had a usable URL.
  public var avatarURL: URL?

  /// Decides the row for `article` as seen from `environment`.
  public init(_ article: Article, in environment: FormatEnvironment) {
    id = article.id
    author = article.authorName
    date = environment.longDate(article.publishedAt)
    title = article.title
    preview = article.preview
    avatarURL = article.avatarURL
  }

  /// The image shown in the avatar's place: `avatar-loading` while there is one to fetch,
  /// `avatar-missing` when the item had none.
  public var avatarPlaceholderName: String {
    avatarURL == nil ? "avatar-missing" : "avatar-loading"
  }
}
