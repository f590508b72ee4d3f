import Foundation

/// The tasks a screen starts while a scripted server answers it, and whether they have
/// settled: each one finished, or waiting at the server for an answer.
///
/// A ``HeadlessApp`` runs every action inside its activity, and `await app.settle()` waits for
/// what the action started; a scenario's session runs every step inside its activity and
/// settles before and after it, so that an answer is applied before the frame is drawn. A test
/// that drives a screen by hand does the same:
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
/// ## The rule
///
/// The activity is settled when every task started inside `run(_:)` (directly, or by a
/// task started there, at any depth) has ended or waits at the scripted server for an answer.
/// Settling is not a matter of time: `settle(at:)` (HeadlessScenarios) returns only in that state, however long
/// the tasks take, so the frame drawn next is the same on every run, in debug and release.
/// For a screen whose services answer by themselves, with no scripted server, ``settle()``
/// waits until every such task has ended.
///
/// A screen starts its requests in tasks of its own, wherever its code does: a controller's
/// loading machine, a view controller's `viewDidLoad`, a table delegate's `willDisplay`. The
/// activity does not ask the screen for them; it knows them through a task-local token. Swift
/// copies a task's task-local values into every `Task` it creates and releases them when that
/// task ends, so each task started inside `run` holds one reference to the token for exactly
/// its lifetime, and, outside `run` (whose binding holds it while its body runs), nothing else
/// does:
///
/// - the activity makes the token and keeps its one reference to it unmanaged, taken once;
///   no other code of the package keeps it;
/// - the references are read by one function that is never inlined, and every reading is
///   calibrated by the same reading of a second token that has exactly one reference, so what
///   the reading itself adds (which the optimiser is free to change) cancels out.
///
/// The references beyond the activity's own are the tasks alive; the server counts those
/// waiting for an answer. A reading can only be too high (code reading the token on another
/// thread at that instant), never too low, so a transient only makes `settle(at:)` look again.
///
/// What is not counted: detached tasks (`Task.detached` inherits no task-local values) and
/// work a screen queues outside Swift concurrency (`DispatchQueue.main.async`); a task that
/// waits for anything but the scripted server (a timer, an unanswered continuation) is waited
/// for up to ``patience``, then reported as ``Unsettled``.
///
/// Why not an executor of the scenario's own: in Swift 6.3 on Linux a main-actor task is
/// enqueued past `swift_task_enqueueMainExecutor_hook`, an unstructured `Task` does not
/// inherit a task executor preference, a task hopping to the global executor is enqueued after
/// it stops being the current task (so no hook can tell whose it is), and a custom main
/// executor is experimental SPI installed when a process starts. The task-local token is the
/// one mark that follows every task a screen starts, and nothing but the tasks holds it.
public final class ScreenActivity: Sendable {
  /// What every task started inside `run(_:)` inherits.
  package final class Token: Sendable {}

  /// The token of the activity whose code is running, if any.
  @TaskLocal package static var current: Token?

  /// How long the screen's tasks may keep running without settling before ``settle()``
  /// gives up on them, unless an activity is made with another.
  public static let defaultPatience = Duration.seconds(30)

  /// How long this activity's tasks may keep running without settling.
  public let patience: Duration

  /// The activity's one reference to its token.
  private let reference: UnmanagedToken
  /// A token nothing but this reference holds: what a reading adds by itself.
  private let calibration: UnmanagedToken

  /// Creates an activity that has started nothing, whose tasks may run for `patience`
  /// without settling.
  public init(patience: Duration = ScreenActivity.defaultPatience) {
    self.patience = patience
    reference = UnmanagedToken()
    calibration = UnmanagedToken()
  }

  deinit {
    reference.release()
    calibration.release()
  }

  /// The token the tasks inherit.
  package var token: Token { reference.token }

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

  /// Returns once every task started inside `run(_:)` has ended: for a screen whose services
  /// answer by themselves (a stub, an in-memory store), with no scripted server to wait at.
  ///
  /// ```swift
  /// let activity = ScreenActivity()
  /// activity.run { screen.refreshControl?.sendActions(for: .valueChanged) }
  /// try await activity.settle()   // the refresh's answer is on screen
  /// ```
  ///
  /// Call it outside `run(_:)`.
  ///
  /// - Throws: ``Unsettled`` when tasks were still running after ``patience``.
  public func settle() async throws(Unsettled) {
    try await settle { _ in 0 }
  }

  /// Returns once every task started inside `run(_:)` has ended or is counted by `waiting`
  /// (how many of the token's tasks wait for an answer, as a scripted server counts them).
  package func settle(waiting: (Token) async -> Int) async throws(Unsettled) {
    let clock = ContinuousClock()
    let deadline = clock.now + patience
    var polls = 0
    while true {
      // Tasks only finish or start waiting while nobody answers, so the waiting count can only
      // grow and the count alive only shrink, unless a running task starts another: equal
      // counts mean none is running.
      let waitingNow = await waiting(token)
      let running = tasksAlive - waitingNow
      if running <= 0 { return }
      guard clock.now < deadline else { throw Unsettled(running: running, patience: patience) }
      polls += 1
      if polls < 64 {
        await Task.yield()
      } else {
        try? await Task.sleep(for: .microseconds(200))
      }
    }
  }

  /// How many tasks started inside `run(_:)` are alive: the token's references beyond the
  /// activity's own. Meaningful outside `run`, whose own binding holds the token too.
  package var tasksAlive: Int {
    UnmanagedToken.references(to: reference) - UnmanagedToken.references(to: calibration)
  }

  /// Tasks a screen started that kept running, neither finished nor waiting at the scripted
  /// server, for the activity's patience.
  public struct Unsettled: Error, Hashable, Sendable, CustomStringConvertible {
    /// How many were still running.
    public var running: Int
    /// How long they were waited for.
    public var patience: Duration

    /// Tasks that kept running for `patience`, 30 s unless said.
    public init(running: Int, patience: Duration = ScreenActivity.defaultPatience) {
      self.running = running
      self.patience = patience
    }

    /// `2 tasks the screen started kept running for 30 s without finishing or asking the
    /// scripted server`.
    public var description: String {
      "\(running) task\(running == 1 ? "" : "s") the screen started kept running for "
        + "\(Self.seconds(patience)) without finishing or asking the scripted server"
    }

    /// `30 s`, `0.05 s`: whole seconds without a fraction.
    private static func seconds(_ duration: Duration) -> String {
      let (seconds, attoseconds) = duration.components
      guard attoseconds != 0 else { return "\(seconds) s" }
      let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
      var text = String(Double(milliseconds) / 1000)
      if text.hasSuffix(".0") { text.removeLast(2) }
      return "\(text) s"
    }
  }
}

/// A token held by one reference that no Swift variable owns, released by hand.
private struct UnmanagedToken: @unchecked Sendable {
  private let unmanaged: Unmanaged<ScreenActivity.Token>

  /// A new token with one reference: this one.
  init() { unmanaged = .passRetained(ScreenActivity.Token()) }

  /// The token, for a task-local binding to hold.
  var token: ScreenActivity.Token { unmanaged.takeUnretainedValue() }

  /// Gives up this reference.
  func release() { unmanaged.release() }

  /// The strong references to the token as one reading sees them, including what the reading
  /// itself adds: compare only with a reading of another token made the same way.
  @inline(never)
  static func references(to token: UnmanagedToken) -> Int {
    token.unmanaged._withUnsafeGuaranteedRef { Int(_getRetainCount($0)) }
  }
}
