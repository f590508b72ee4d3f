/// The service calls a data model has started and not yet finished delivering.
///
/// Each call runs as a task: the service answers off the main actor, then the answer is
/// delivered on it. Callers wait in one of two ways: ``settle()`` for every call started so far,
/// or ``waitUntilAnswered(_:)`` for a number of answers, which is what a scripted caller that
/// knows how many answers it has released uses while other calls are still unanswered.
@MainActor
package final class InFlightRequests {
  package init() {}

  private var tasks: [Int: Task<Void, Never>] = [:]
  private var nextID = 0
  /// How many answers have been delivered since this object was created.
  package private(set) var answeredCount = 0
  private var answerWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  /// Asks `fetch` off the main actor, then hands its answer to `deliver` on it.
  ///
  /// The returned task finishes once `deliver` has run.
  @discardableResult
  package func start<Answer: Sendable>(
    fetching fetch: @escaping @Sendable () async -> Answer,
    then deliver: @escaping @MainActor (Answer) -> Void
  ) -> Task<Void, Never> {
    let id = nextID
    nextID += 1
    // The task cannot run before this synchronous method returns (both are on the main
    // actor), so it is always recorded before it removes itself.
    let task = Task { @MainActor [weak self] in
      let answer = await fetch()
      deliver(answer)
      self?.finish(id)
    }
    tasks[id] = task
    return task
  }

  /// Returns when every call started so far, and every call started while waiting, has
  /// delivered its answer.
  package func settle() async {
    while let task = tasks.values.first {
      await task.value
    }
  }

  /// Returns once `count` answers in all have been delivered since this object was created.
  package func waitUntilAnswered(_ count: Int) async {
    guard answeredCount < count else { return }
    await withCheckedContinuation { answerWaiters.append((count, $0)) }
  }

  private func finish(_ id: Int) {
    tasks[id] = nil
    answeredCount += 1
    let ready = answerWaiters.filter { $0.count <= answeredCount }
    answerWaiters.removeAll { $0.count <= answeredCount }
    for waiter in ready { waiter.continuation.resume() }
  }
}
