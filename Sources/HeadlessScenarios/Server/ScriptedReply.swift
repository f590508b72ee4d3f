import Foundation
import HeadlessRender
import ListKit

/// What a scenario answers a pending request with: a fixture's body, or a failure.
///
/// A scripted service turns it into what its own service protocol returns:
///
/// ```swift
/// switch await server.ask() {
/// case .body(let data, let source): decode(data, naming: source)
/// case .failure(.offline): .failure(.noConnection)
/// case .failure(let failure): .failure(.other(failure.caption))
/// }
/// ```
public enum ScriptedReply: Hashable, Sendable {
  /// The server's answer body, and where it came from (for decoding errors to name).
  case body(Data, source: String)
  /// The request fails.
  case failure(ScriptedFailure)
}
