/// The service calls a data model has started and not yet finished delivering.
///
/// Each call runs as a task: the service answers off the main actor, then the answer is
/// delivered on it. ``settle()`` is how a caller waits until delivery is done.
@MainActor
final class InFlightRequests {
  private var tasks: [Int: Task<Void, Never>] = [:]
  private var nextID = 0

  /// Asks `fetch` off the main actor, then hands its answer to `deliver` on it.
  ///
  /// The returned task finishes once `deliver` has run.
  func start<Answer: Sendable>(
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
      self?.tasks[id] = nil
    }
    tasks[id] = task
    return task
  }

  /// Returns when every call started so far, and every call started while waiting, has
  /// delivered its answer.
  func settle() async {
    while let task = tasks.values.first {
      await task.value
    }
  }
}
