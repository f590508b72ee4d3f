/// The feed answer: every status and photo the signed-in user can see.
package struct Feed: Codable, Hashable, Sendable {
  /// The text posts.
  package var statuses: [Status]
  /// The photo posts.
  package var photos: [Photo]

  /// Creates a feed from its posts.
  package init(statuses: [Status], photos: [Photo]) {
    self.statuses = statuses
    self.photos = photos
  }
}
