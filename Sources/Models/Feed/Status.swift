import Foundation

/// A text post in the feed.
package struct Status: Codable, Hashable, Sendable, Identifiable {
  /// The status's stable identifier.
  package var id: String
  /// What the user wrote.
  package var text: String
  /// Who wrote it.
  package var user: User
  /// The comments on it, oldest first.
  package var comments: [Comment]
  /// Whether the signed-in user marked it as a favourite.
  package var isFavorite: Bool
  /// When it was posted.
  package var createdAt: Date

  /// Creates a status from its fields.
  package init(
    id: String, text: String, user: User, comments: [Comment], isFavorite: Bool, createdAt: Date
  ) {
    self.id = id
    self.text = text
    self.user = user
    self.comments = comments
    self.isFavorite = isFavorite
    self.createdAt = createdAt
  }
}
