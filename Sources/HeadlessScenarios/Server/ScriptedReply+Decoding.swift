import Foundation
import HeadlessRender
import ListKit

extension ScriptedReply {
  /// The reply as a service returns it: the body decoded from JSON as `Answer`, or a failure
  /// of the service's own error type.
  ///
  /// A team's scripted service is then one call:
  ///
  /// ```swift
  /// struct ScriptedContactsService: ContactsService {
  ///   let server: ScriptedServer
  ///   func contacts(matching query: String, page: Int) async -> Result<ContactsPage, ContactsError> {
  ///     await server.ask().decoded(
  ///       as: ContactsPage.self,
  ///       failed: { ContactsError(message: "Contacts could not be loaded (\($0.caption)).") },
  ///       unreadable: { source, _ in
  ///         ContactsError(message: "\(source) is not a page of contacts.")
  ///       })
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - type: What the body holds.
  ///   - decoder: Decodes the body; a plain `JSONDecoder` unless the service's API needs
  ///     another date or key strategy.
  ///   - failed: The service's error for a scenario's `fail` step.
  ///   - unreadable: The service's error for a body that does not decode, from the fixture's
  ///     path and the decoder's error; the screen then shows its decoding-error state.
  public func decoded<Answer: Decodable, Failure: Error>(
    as type: Answer.Type, decoder: JSONDecoder = JSONDecoder(),
    failed: (ScriptedFailure) -> Failure,
    unreadable: (_ source: String, _ error: any Error) -> Failure
  ) -> Result<Answer, Failure> {
    switch self {
    case .body(let data, let source):
      do {
        return .success(try decoder.decode(type, from: data))
      } catch {
        return .failure(unreadable(source, error))
      }
    case .failure(let failure):
      return .failure(failed(failure))
    }
  }
}
