import Foundation
import HeadlessRender
import ListKit
import Models
import ViewModels

/// What a scenario answers a pending request with: a fixture's body, or a failure.
public enum ScriptedReply: Hashable, Sendable {
  /// The server's answer body, and where it came from (named in decoding errors).
  case body(Data, source: String)
  /// The request fails.
  case failure(APIError)

  /// The body decoded as `Answer` with ``Models/AnswerDecoder``, or the failure.
  ///
  /// A body that does not decode becomes ``Models/APIError/decoding(_:)``: the screen shows
  /// its decoding-error state.
  func decoded<Answer: Decodable>(as type: Answer.Type) -> Result<Answer, APIError> {
    switch self {
    case .body(let data, let source):
      AnswerDecoder().decode(type, from: data, source: source)
    case .failure(let error):
      .failure(error)
    }
  }
}
