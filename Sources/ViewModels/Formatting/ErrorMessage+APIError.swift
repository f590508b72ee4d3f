import ListKit
import Models

extension ErrorMessage {
  /// Describes `error`, which happened while loading `subject` (a plural noun, e.g. `films`).
  ///
  /// ```swift
  /// ErrorMessage(.httpStatus(code: 503, bodySnippet: ""), loading: "films").text
  /// // The server could not send the films (HTTP 503).
  /// ```
  package init(_ error: APIError, loading subject: String) {
    let text: String
    switch error {
    case .offline:
      text = "You are offline. Connect to the internet to load the \(subject)."
    case .timedOut(let seconds):
      text = "The server took longer than \(Self.format(seconds)) s to send the \(subject)."
    case .transport(let reason):
      text = "The \(subject) could not be loaded: \(reason)."
    case .httpStatus(let code, _):
      text = "The server could not send the \(subject) (HTTP \(code))."
    case .decoding(let problem):
      // A syntax error has no coding path; its reason already says where (line, column).
      let place = problem.codingPath.isEmpty ? "" : " at \(problem.codingPath)"
      text = "The \(subject) could not be read: \(problem.reason)\(place) in \(problem.source)."
    case .invalidRequest(let reason):
      text = "The \(subject) could not be requested: \(reason)."
    case .cancelled:
      text = "Loading the \(subject) was cancelled."
    }
    self.init(text)
  }

  // Whole seconds print without a fraction so `30 s` never reads `30.0 s`.
  private static func format(_ seconds: Double) -> String {
    seconds.rounded() == seconds && abs(seconds) < 1e15 ? String(Int(seconds)) : String(seconds)
  }
}
