/// Runs a data model's service calls: each off the main actor, its answer delivered on it.
///
/// Each call is a task the caller may await: it ends once the answer has been delivered. A
/// call started with `supersedingEarlier: true` cancels the calls still running: a service that honours task
/// cancellation (`URLSession` does) stops the superseded request; its late answer, if any, is
/// still delivered, for the caller to drop as stale.
///
/// ```swift
/// let runner = RequestRunner()
/// runner.start(supersedingEarlier: true) {
///   await service.recordings(matching: "owl", page: 1)
/// } then: { result in
///   delegate?.dataModel(self, didReceive: result)
/// }
/// ```
@MainActor
public final class RequestRunner {
  private var running: [Int: Task<Void, Never>] = [:]
  private var nextID = 0

  /// Creates a runner with no calls.
  public init() {}

  /// Whether any call has not delivered its answer yet.
  public var isRunning: Bool { !running.isEmpty }

  /// Asks `fetch` off the main actor, then hands its answer to `deliver` on it.
  ///
  /// The returned task finishes once `deliver` has run; awaiting it is how a caller that
  /// started the call knows its answer is applied.
  @discardableResult
  public func start<Answer: Sendable>(
    supersedingEarlier: Bool = false,
    fetching fetch: @escaping @Sendable () async -> Answer,
    then deliver: @escaping @MainActor (Answer) -> Void
  ) -> Task<Void, Never> {
    if supersedingEarlier { cancelAll() }
    let id = nextID
    nextID += 1
    // The task cannot run before this synchronous method returns (both are on the main
    // actor), so it is always recorded before it removes itself.
    let task = Task { @MainActor [weak self] in
      let answer = await fetch()
      deliver(answer)
      self?.running[id] = nil
    }
    running[id] = task
    return task
  }

  /// Cancels every call still running; their answers are still delivered when they come.
  public func cancelAll() {
    for task in running.values { task.cancel() }
  }
}
