import Foundation

/// The tasks a screen starts while a scripted server answers it, and whether they have
/// settled: each one finished, or waiting at the server for an answer.
///
/// A ``ScenarioSession`` runs every step inside its activity and settles before and after it,
/// so that an answer is applied before the frame is drawn. A test that drives a screen by hand
/// does the same:
///
/// ```swift
/// let server = ScriptedServer()
/// let activity = ScreenActivity()
/// let screen = RecordingsScreen(service: ScriptedRecordingsService(server: server))
/// activity.run { _ = screen.controller.searchSubmitted("owl") }
/// try await activity.settle(at: server)   // the request is waiting at the server
/// try await server.answer(request: nil, with: .body(page, source: "owl-1.json"))
/// try await activity.settle(at: server)   // the answer is on screen
/// ```
///
/// A screen starts its requests in tasks of its own, wherever its code does: a controller's
/// loading machine, a view controller's `viewDidLoad`, a table delegate's `willDisplay`. The
/// activity does not ask the screen for them. Every task created while the activity runs code
/// inherits its token (task-local values are copied into a new `Task` and released when the
/// task ends), so the token's retain count, less the activity's own reference, is the number of
/// those tasks alive; the server counts the ones waiting for an answer. When the two are
/// equal, every task the screen started has finished or waits for the scenario.
///
/// Detached tasks do not inherit task-local values and are not counted; a task that waits for
/// anything but the scripted server (a timer, another task) is waited for, up to
/// ``patience``.
public final class ScreenActivity: Sendable {
  /// What every task started inside `run(_:)` inherits.
  final class Token: Sendable {}

  /// The token of the activity whose code is running, if any.
  @TaskLocal static var current: Token?

  /// How long the screen's tasks may keep running without settling before ``settle(at:)``
  /// gives up on them.
  public static let patience = Duration.seconds(30)

  let token = Token()
  /// The token's retain count with no task holding it.
  private let baseline: UInt

  /// Creates an activity that has started nothing.
  public init() {
    baseline = _getRetainCount(token)
  }

  /// Runs `body` so that every task it starts, directly or through tasks of its own, is
  /// counted.
  public func run<Value, Failure: Error>(_ body: () throws(Failure) -> Value) throws(Failure)
    -> Value
  {
    let result: Result<Value, Failure> = Self.$current.withValue(token) {
      do throws(Failure) {
        return .success(try body())
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// Runs the asynchronous `body` so that every task it starts is counted.
  public func run<Value, Failure: Error>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws(Failure) -> Value
  ) async throws(Failure) -> Value {
    let result: Result<Value, Failure> = await Self.$current.withValue(token) {
      do throws(Failure) {
        return .success(try await body())
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// Returns once every task started inside `run(_:)` has ended or waits for an
  /// answer at `server`.
  ///
  /// - Throws: ``Unsettled`` when tasks were still running after ``patience``.
  public func settle(at server: ScriptedServer) async throws(Unsettled) {
    let clock = ContinuousClock()
    let deadline = clock.now + Self.patience
    var polls = 0
    while true {
      // Tasks only finish or start waiting while nobody answers, so the waiting count can only
      // grow and the count alive only shrink, unless a running task starts another: equal
      // counts mean none is running.
      let waiting = await server.waitingCount(of: token)
      let running = tasksAlive - waiting
      if running <= 0 { return }
      guard clock.now < deadline else { throw Unsettled(running: running) }
      polls += 1
      if polls < 64 {
        await Task.yield()
      } else {
        try? await Task.sleep(for: .microseconds(200))
      }
    }
  }

  /// How many tasks started inside `run(_:)` are alive. Meaningful outside `run`,
  /// whose own binding holds the token too.
  private var tasksAlive: Int {
    Int(_getRetainCount(token)) - Int(baseline)
  }

  /// Tasks a screen started that kept running, neither finished nor waiting at the scripted
  /// server, for ``ScreenActivity/patience``.
  public struct Unsettled: Error, Hashable, Sendable, CustomStringConvertible {
    /// How many were still running.
    public var running: Int

    /// `2 tasks the screen started kept running for 30 s without finishing or asking the
    /// scripted server`.
    public var description: String {
      "\(running) task\(running == 1 ? "" : "s") the screen started kept running for "
        + "\(ScreenActivity.patience.components.seconds) s without finishing or asking the "
        + "scripted server"
    }
  }
}
