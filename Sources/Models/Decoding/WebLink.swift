import Foundation

/// Reads the links APIs send for files and avatars.
enum WebLink {
  /// Returns an http(s) URL for `text`, or nil if it is empty or not a web link.
  ///
  /// A protocol-relative link (`//host/path`) is read as https.
  static func url(from text: String) -> URL? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let absolute = trimmed.hasPrefix("//") ? "https:" + trimmed : trimmed
    guard
      let components = URLComponents(string: absolute),
      let scheme = components.scheme?.lowercased(), scheme == "https" || scheme == "http",
      let host = components.host, !host.isEmpty
    else {
      return nil
    }
    return components.url
  }
}
