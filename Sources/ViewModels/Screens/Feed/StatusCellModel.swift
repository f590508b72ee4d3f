import Foundation
import ListKit
import Models

/// What a status row shows, decided from the status and the format environment.
package struct StatusCellModel: Identifiable, Hashable, Sendable {
  /// The status's identifier.
  package var id: String
  /// What the user wrote.
  package var text: String
  /// Who wrote it.
  package var userName: String
  /// How many comments it has.
  package var commentCount: Int
  /// Whether the signed-in user marked it as a favourite.
  package var isFavorite: Bool
  /// When it was posted; the feed groups rows by its day.
  package var postedAt: Date
  /// How long ago it was posted, e.g. `5 min ago` (see ``RelativeTime``).
  package var relativeTime: String

  /// Decides the row for `status` as seen from `environment`.
  package init(_ status: Status, in environment: FormatEnvironment) {
    id = status.id
    text = status.text
    userName = status.user.name
    commentCount = status.comments.count
    isFavorite = status.isFavorite
    postedAt = status.createdAt
    relativeTime = RelativeTime.text(for: status.createdAt, in: environment)
  }

  /// `no-comments-icon` without comments, `comments-icon` with some.
  package var commentIconName: String {
    commentCount == 0 ? "no-comments-icon" : "comments-icon"
  }

  /// `Favorite` to mark it, `Unfavorite` once marked.
  package var favoriteButtonTitle: String { isFavorite ? "Unfavorite" : "Favorite" }

  /// What VoiceOver says for the comments icon: how many comments there are, e.g.
  /// `3 comments`, `1 comment`, `No comments`.
  package var commentsAccessibilityLabel: String {
    switch commentCount {
    case 0: "No comments"
    case 1: "1 comment"
    default: "\(commentCount) comments"
    }
  }

  /// The same row with the favourite flipped: same identity, new content.
  package func togglingFavorite() -> StatusCellModel {
    var toggled = self
    toggled.isFavorite.toggle()
    return toggled
  }
}
