import Foundation

/// Fetches the article list over HTTP from `<base>articles`, in the shape of
/// `Fixtures/API/articles/articles.json`; the items stay raw.
///
/// The Medium-like list has no public server, so there is no default base URL.
package struct HTTPArticlesService: ArticlesService {
  /// The API's root.
  package var baseURL: String
  /// How long to wait for the server.
  package var timeout: Duration

  /// Creates a service for the API at `baseURL`.
  package init(baseURL: String, timeout: Duration = .seconds(30)) {
    self.baseURL = baseURL
    self.timeout = timeout
  }

  /// Fetches every raw item of the list.
  package func articleItems() async -> Result<[[String: String]], APIError> {
    switch RequestURL.make(base: baseURL, path: "articles") {
    case .success(let url):
      return await HTTPClient(timeout: timeout).get(url, as: ArticleItems.self).map(\.articles)
    case .failure(let error): return .failure(error)
    }
  }
}
