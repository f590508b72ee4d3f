import Foundation

/// Fetches JSONPlaceholder's todos over HTTP.
package struct HTTPTodosService: TodosService {
  /// The API's root, e.g. `https://jsonplaceholder.typicode.com/`; tests point it at
  /// 127.0.0.1.
  package var baseURL: String
  /// How long to wait for the server.
  package var timeout: Duration

  /// Creates a service for the API at `baseURL`.
  package init(
    baseURL: String = "https://jsonplaceholder.typicode.com/", timeout: Duration = .seconds(30)
  ) {
    self.baseURL = baseURL
    self.timeout = timeout
  }

  /// The request URL: `<base>todos`.
  package func requestURL() -> Result<URL, APIError> {
    RequestURL.make(base: baseURL, path: "todos")
  }

  /// Fetches every todo.
  package func todos() async -> Result<[Todo], APIError> {
    switch requestURL() {
    case .success(let url): return await HTTPClient(timeout: timeout).get(url, as: [Todo].self)
    case .failure(let error): return .failure(error)
    }
  }
}
