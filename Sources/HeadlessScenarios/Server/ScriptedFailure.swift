import Foundation
import HeadlessRender
import ListKit

/// How a scenario fails a pending request, before any app decides what that means.
///
/// A team's scripted service maps it to its own error type; the reference screens map it to
/// their `APIError` (`.offline`, a 30-second timeout, an HTTP status with a body snippet).
///
/// ```swift
/// ScriptedFailure.status(code: 500, body: "<html>oops</html>").caption  // 500
/// ```
public enum ScriptedFailure: Hashable, Sendable {
  /// The device has no connection (`"offline"`).
  case offline
  /// The request took too long (`"timeout"`).
  case timeout
  /// The server answered with a status code and a body
  /// (`{"status": 500, "body": "<html>oops</html>"}`).
  case status(code: Int, body: String)

  /// `offline`, `timeout`, or the status code, as a `fail` step's caption shows it.
  public var caption: String {
    switch self {
    case .offline: "offline"
    case .timeout: "timeout"
    case .status(let code, _): "\(code)"
    }
  }
}
