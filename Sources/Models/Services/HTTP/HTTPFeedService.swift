import Foundation

/// Fetches the PokeBall feed over HTTP from `<base>feed`, in the shape of
/// `Fixtures/API/feed/feed.json`.
///
/// PokeBall has no public server, so there is no default base URL.
package struct HTTPFeedService: FeedService {
  /// The API's root.
  package var baseURL: String
  /// How long to wait for the server.
  package var timeout: Duration

  /// Creates a service for the API at `baseURL`.
  package init(baseURL: String, timeout: Duration = .seconds(30)) {
    self.baseURL = baseURL
    self.timeout = timeout
  }

  /// Fetches the feed.
  package func feed() async -> Result<Feed, APIError> {
    switch RequestURL.make(base: baseURL, path: "feed") {
    case .success(let url): return await HTTPClient(timeout: timeout).get(url, as: Feed.self)
    case .failure(let error): return .failure(error)
    }
  }
}
