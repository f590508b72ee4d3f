import Foundation

/// A text post in the feed.
public struct Status: Codable, Hashable, Sendable, Identifiable {
  /// The status's stable identifier.
  public var id: String
  /// What the user wrote.
  public var text: String
  /// Who wrote it.
  public var user: User
  /// The comments on it, oldest first.
  public var comments: [Comment]
  /// Whether the signed-in user marked it as a favourite.
  public var isFavorite: Bool
  /// When it was posted.
  public var createdAt: Date

  /// Creates a status from its fields.
  public init(
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
