import Foundation

/// Fetches JSONPlaceholder's todos over HTTP.
public struct HTTPTodosService: TodosService {
  /// The API's root, e.g. `https://jsonplaceholder.typicode.com/`; tests point it at
  /// 127.0.0.1.
  public var baseURL: String
  /// How long to wait for the server.
  public var timeout: Duration

  /// Creates a service for the API at `baseURL`.
  public init(
    baseURL: String = "https://jsonplaceholder.typicode.com/", timeout: Duration = .seconds(30)
  ) {
    self.baseURL = baseURL
    self.timeout = timeout
  }

  /// The request URL: `<base>todos`.
  public func requestURL() -> Result<URL, APIError> {
    RequestURL.make(base: baseURL, path: "todos")
  }

  /// Fetches every todo.
  public func todos() async -> Result<[Todo], APIError> {
    switch requestURL() {
    case .success(let url): return await HTTPClient(timeout: timeout).get(url, as: [Todo].self)
    case .failure(let error): return .failure(error)
    }
  }
}
