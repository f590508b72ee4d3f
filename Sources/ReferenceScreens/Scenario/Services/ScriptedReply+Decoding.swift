import Foundation
import HeadlessRender
import HeadlessScenarios
import Models

extension ScriptedReply {
  /// The body decoded as `Answer` with ``Models/AnswerDecoder``, or the failure as the
  /// ``Models/APIError`` an HTTP service returns for it.
  ///
  /// A body that does not decode becomes ``Models/APIError/decoding(_:)``: the screen shows
  /// its decoding-error state.
  func decoded<Answer: Decodable>(as type: Answer.Type) -> Result<Answer, APIError> {
    switch self {
    case .body(let data, let source):
      AnswerDecoder().decode(type, from: data, source: source)
    case .failure(let failure):
      .failure(APIError(scripted: failure))
    }
  }
}
