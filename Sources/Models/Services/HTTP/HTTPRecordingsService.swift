import Foundation

/// Searches xeno-canto's API v2 over HTTP.
///
/// ```swift
/// HTTPRecordingsService().requestURL(query: "Grey Parrot & co", page: 2)
/// // https://xeno-canto.org/api/2/recordings?query=Grey%20Parrot%20%26%20co&page=2
/// ```
package struct HTTPRecordingsService: RecordingsService {
  /// The API's root, e.g. `https://xeno-canto.org/api/2/`; tests point it at 127.0.0.1.
  package var baseURL: String
  /// How long to wait for the server.
  package var timeout: Duration

  /// Creates a service for the API at `baseURL`.
  package init(baseURL: String = "https://xeno-canto.org/api/2/", timeout: Duration = .seconds(30))
  {
    self.baseURL = baseURL
    self.timeout = timeout
  }

  /// The request URL for `query` and `page`: `<base>recordings?query=<q>&page=<n>`.
  ///
  /// - Returns: The URL, or `.invalidRequest` for an empty query, a page below 1 or a bad base.
  package func requestURL(query: String, page: Int) -> Result<URL, APIError> {
    guard !query.trimmingCharacters(in: .whitespaces).isEmpty else {
      return .failure(.invalidRequest("the search query is empty"))
    }
    guard page >= 1 else {
      return .failure(.invalidRequest("page \(page) does not exist; pages count from 1"))
    }
    return RequestURL.make(
      base: baseURL, path: "recordings", query: [("query", query), ("page", String(page))])
  }

  /// Fetches page `page` of the recordings matching `query`.
  package func recordings(matching query: String, page: Int) async -> Result<
    RecordingsPage, APIError
  > {
    switch requestURL(query: query, page: page) {
    case .success(let url):
      return await HTTPClient(timeout: timeout).get(url, as: RecordingsPage.self)
    case .failure(let error): return .failure(error)
    }
  }
}
