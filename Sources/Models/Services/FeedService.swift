/// Fetches the PokeBall feed.
package protocol FeedService: Sendable {
  /// Fetches every status and photo of the signed-in user's feed.
  func feed() async -> Result<Feed, APIError>
}
