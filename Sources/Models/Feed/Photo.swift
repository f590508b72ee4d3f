import Foundation

/// A photo post in the feed.
public struct Photo: Codable, Hashable, Sendable, Identifiable {
  /// The photo's stable identifier.
  public var id: String
  /// The name of the image to show.
  public var imageName: String
  /// The caption under the image.
  public var caption: String
  /// Who posted it.
  public var user: User
  /// When it was posted.
  public var createdAt: Date

  /// Creates a photo from its fields.
  public init(id: String, imageName: String, caption: String, user: User, createdAt: Date) {
    self.id = id
    self.imageName = imageName
    self.caption = caption
    self.user = user
    self.createdAt = createdAt
  }
}
