import Foundation
import ListKit
import Models

/// What an article's row shows, decided from the article and the format environment.
package struct ArticleCellModel: Identifiable, Hashable, Sendable {
  /// The article's identifier.
  package var id: String
  /// The author's name.
  package var author: String
  /// The publication date in the environment's long style, e.g. `November 19, 2026`.
  package var date: String
  /// The headline.
  package var title: String
  /// The first lines of the article.
  package var preview: String
  /// Where the author's avatar is, if the item had a usable URL.
  package var avatarURL: URL?

  /// Decides the row for `article` as seen from `environment`.
  package init(_ article: Article, in environment: FormatEnvironment) {
    id = article.id
    author = article.authorName
    date = environment.longDate(article.publishedAt)
    title = article.title
    preview = article.preview
    avatarURL = article.avatarURL
  }

  /// The image shown in the avatar's place: `avatar-loading` while there is one to fetch,
  /// `avatar-missing` when the item had none.
  package var avatarPlaceholderName: String {
    avatarURL == nil ? "avatar-missing" : "avatar-loading"
  }
}
