import Foundation

/// Builds request URLs from a base URL, a path and query parameters.
enum RequestURL {
  /// The characters a query name or value keeps as they are: RFC 3986's unreserved set.
  /// Everything else, including space, `&`, `+`, `=` and non-ASCII text, is percent-escaped,
  /// because servers disagree on what `+` and a raw space mean.
  static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

  /// `base` joined with `path` (one `/` between them) and the escaped `query` items.
  ///
  /// - Returns: The URL, or `.invalidRequest` if `base` is not an http(s) URL.
  static func make(base: String, path: String, query: [(name: String, value: String)] = [])
    -> Result<URL, APIError>
  {
    guard
      var components = URLComponents(string: base),
      let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
      components.host?.isEmpty == false
    else {
      return .failure(.invalidRequest("the base URL \"\(base)\" is not an http or https URL"))
    }
    let basePath =
      components.percentEncodedPath.hasSuffix("/")
      ? components.percentEncodedPath : components.percentEncodedPath + "/"
    components.percentEncodedPath = basePath + path.drop(while: { $0 == "/" })
    if !query.isEmpty {
      components.percentEncodedQuery = query.map { "\(escape($0.name))=\(escape($0.value))" }
        .joined(separator: "&")
    }
    guard let url = components.url else {
      return .failure(.invalidRequest("cannot build a URL from \"\(base)\" and \"\(path)\""))
    }
    return .success(url)
  }

  private static func escape(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
  }
}
