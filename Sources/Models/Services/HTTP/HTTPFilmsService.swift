import Foundation

/// Fetches Star Wars films from SWAPI over HTTP.
///
/// ```swift
/// HTTPFilmsService().requestURL(page: 1)  // https://swapi.dev/api/films/?page=1
/// ```
package struct HTTPFilmsService: FilmsService {
  /// The API's root, e.g. `https://swapi.dev/api/`; tests point it at 127.0.0.1.
  package var baseURL: String
  /// How long to wait for the server.
  package var timeout: Duration

  /// Creates a service for the API at `baseURL`.
  package init(baseURL: String = "https://swapi.dev/api/", timeout: Duration = .seconds(30)) {
    self.baseURL = baseURL
    self.timeout = timeout
  }

  /// The request URL for `page`: `<base>films/?page=<n>`.
  package func requestURL(page: Int) -> Result<URL, APIError> {
    guard page >= 1 else {
      return .failure(.invalidRequest("page \(page) does not exist; pages count from 1"))
    }
    return RequestURL.make(base: baseURL, path: "films/", query: [("page", String(page))])
  }

  /// Fetches page `page` of the film list.
  package func films(page: Int) async -> Result<FilmsPage, APIError> {
    switch requestURL(page: page) {
    case .success(let url): return await HTTPClient(timeout: timeout).get(url, as: FilmsPage.self)
    case .failure(let error): return .failure(error)
    }
  }
}
