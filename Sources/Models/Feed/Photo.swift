import Foundation

/// A photo post in the feed.
package struct Photo: Codable, Hashable, Sendable, Identifiable {
  /// The photo's stable identifier.
  package var id: String
  /// The name of the image to show.
  package var imageName: String
  /// The caption under the image.
  package var caption: String
  /// Who posted it.
  package var user: User
  /// When it was posted.
  package var createdAt: Date

  /// Creates a photo from its fields.
  package init(id: String, imageName: String, caption: String, user: User, createdAt: Date) {
    self.id = id
    self.imageName = imageName
    self.caption = caption
    self.user = user
    self.createdAt = createdAt
  }
}
