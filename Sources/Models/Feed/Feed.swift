/// The feed answer: every status and photo the signed-in user can see.
public struct Feed: Codable, Hashable, Sendable {
  /// The text posts.
  public var statuses: [Status]
  /// The photo posts.
  public var photos: [Photo]

  /// Creates a feed from its posts.
  public init(statuses: [Status], photos: [Photo]) {
    self.statuses = statuses
    self.photos = photos
  }
}
