import Foundation
import HeadlessRender
import HeadlessTesting
import ListKit

/// The scripted server behind a scenario's services: it keeps every request until the
/// scenario answers it.
///
/// Requests are numbered from 1 in the order they arrive. A scenario answers the oldest
/// pending request, or the one it names by number, in any order, which is how stale answers
/// are made to arrive late.
///
/// A screen's scripted service calls ``ask()``; the scenario's `respond` and `fail` steps call
/// ``answer(request:with:)``:
///
/// ```swift
/// let server = ScriptedServer()
/// // ... the screen asks: request 1, then request 2 ...
/// try await server.answer(request: 2, with: .body(page, source: "p-1.json"))
/// try await server.answer(request: nil, with: .failure(.offline))  // the oldest: request 1
/// print(await server.pendingRequests)
/// // []
/// ```
public actor ScriptedServer {
  /// Why a request cannot be answered.
  public enum AnswerError: Error, Hashable, Sendable {
    /// No request is waiting.
    case noPendingRequest
    /// The request with this number has not been made; `made` have been.
    case unknownRequest(Int, made: Int)
    /// The request with this number already has its answer.
    case alreadyAnswered(Int)
  }

  private struct PendingRequest {
    var number: Int
    /// The scenario session whose screen asked, if the asking task was started during one of
    /// its steps.
    var session: ObjectIdentifier?
    var continuation: CheckedContinuation<ScriptedReply, Never>
  }

  private var pending: [PendingRequest] = []
  private var made = 0

  /// Creates a server with no requests.
  public init() {}

  /// How many requests have arrived so far.
  public var requestCount: Int { made }

  /// The numbers of the requests waiting for an answer, oldest first.
  public var pendingRequests: [Int] { pending.map(\.number) }

  /// What a scripted service calls: waits until the scenario answers this request, which
  /// takes the next number.
  public func ask() async -> ScriptedReply {
    let session = ScreenActivity.current.map(ObjectIdentifier.init)
    return await withCheckedContinuation { continuation in
      made += 1
      pending.append(PendingRequest(number: made, session: session, continuation: continuation))
    }
  }

  /// How many of the requests waiting for an answer were asked by tasks that a session with
  /// `token` counts.
  func waitingCount(of token: ScreenActivity.Token) -> Int {
    let session = ObjectIdentifier(token)
    return pending.reduce(0) { $0 + ($1.session == session ? 1 : 0) }
  }

  /// Answers request number `request`, or the oldest pending one when nil.
  ///
  /// - Throws: ``AnswerError`` when there is no such pending request.
  public func answer(request: Int?, with reply: ScriptedReply) throws(AnswerError) {
    let index: Int
    if let request {
      guard request <= made else { throw .unknownRequest(request, made: made) }
      guard let found = pending.firstIndex(where: { $0.number == request }) else {
        throw .alreadyAnswered(request)
      }
      index = found
    } else {
      guard !pending.isEmpty else { throw .noPendingRequest }
      index = 0
    }
    pending.remove(at: index).continuation.resume(returning: reply)
  }
}
