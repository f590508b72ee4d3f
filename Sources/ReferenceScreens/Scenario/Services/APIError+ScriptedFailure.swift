import Foundation
import HeadlessRender
import HeadlessScenarios
import Models

extension APIError {
  /// The seconds a scripted `timeout` reports, as the HTTP services' default.
  static let scriptedTimeoutSeconds = 30.0

  /// The error an HTTP service returns for what a scenario's `fail` step scripts: no
  /// connection, a 30-second timeout, or a status with a snippet of its body.
  init(scripted failure: ScriptedFailure) {
    switch failure {
    case .offline:
      self = .offline
    case .timeout:
      self = .timedOut(seconds: Self.scriptedTimeoutSeconds)
    case .status(let code, let body):
      self = .httpStatus(code: code, bodySnippet: BodySnippet.make(from: Data(body.utf8)))
    }
  }
}
