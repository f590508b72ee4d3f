extension APIError {
  /// The text to show a person, built here for every case.
  ///
  /// ```swift
  /// APIError.httpStatus(code: 404, bodySnippet: "Not found").message
  /// // The server answered 404 Not Found: Not found
  /// ```
  package var message: String {
    switch self {
    case .offline:
      return "You are offline. Check your connection and try again."
    case .timedOut(let seconds):
      return "The server did not answer within \(Self.format(seconds: seconds))."
    case .transport(let description):
      return "Could not reach the server: \(description)"
    case .httpStatus(let code, let bodySnippet):
      let status = Self.reasonPhrases[code].map { "\(code) \($0)" } ?? "\(code)"
      return bodySnippet.isEmpty
        ? "The server answered \(status)."
        : "The server answered \(status): \(bodySnippet)"
    case .decoding(let problem):
      let place = problem.codingPath.isEmpty ? "" : "\(problem.codingPath): "
      return "\(place)\(problem.reason) (in \(problem.source))"
    case .invalidRequest(let description):
      return "The request could not be made: \(description)"
    case .cancelled:
      return "The request was cancelled."
    }
  }

  // Fixed English phrases rather than the platform's, so messages are the same bytes
  // everywhere.
  private static let reasonPhrases: [Int: String] = [
    400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found",
    405: "Method Not Allowed", 408: "Request Timeout", 410: "Gone", 429: "Too Many Requests",
    500: "Internal Server Error", 501: "Not Implemented", 502: "Bad Gateway",
    503: "Service Unavailable", 504: "Gateway Timeout",
  ]

  // Whole seconds print as an integer while an `Int` holds them exactly; past 10^15, and for
  // infinity, which `Int(_:)` would trap on, as the number is written.
  private static func format(seconds: Double) -> String {
    let isWhole = seconds == seconds.rounded() && abs(seconds) < 1e15
    let number = isWhole ? String(Int(seconds)) : String(seconds)
    return seconds == 1 ? "1 second" : "\(number) seconds"
  }
}
