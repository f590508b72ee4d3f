/// Holds every call a scripted service receives until the test answers it.
///
/// Calls wait in arrival order. The test answers them one by one, in any order; an answer for
/// a call that has not arrived yet waits for it, so no test ever sleeps.
public actor ScriptedResponder<Request: Hashable & Sendable, Answer: Sendable> {
  /// Creates a responder with no calls.
  public init() {}

  private var pending: [(request: Request, continuation: CheckedContinuation<Answer, Never>)] = []
  private var arrivalWaiters: [CheckedContinuation<Void, Never>] = []
  /// Every call received so far, in arrival order.
  public private(set) var received: [Request] = []

  /// What the scripted service calls: suspends until the test answers.
  public func ask(_ request: Request) async -> Answer {
    await withCheckedContinuation { continuation in
      pending.append((request, continuation))
      received.append(request)
      let waiters = arrivalWaiters
      arrivalWaiters = []
      for waiter in waiters { waiter.resume() }
    }
  }

  /// The calls not answered yet, in arrival order.
  public var pendingRequests: [Request] { pending.map(\.request) }

  /// Waits until at least `count` calls are pending.
  public func waitUntilPending(_ count: Int) async {
    while pending.count < count {
      await withCheckedContinuation { arrivalWaiters.append($0) }
    }
  }

  /// Answers the oldest pending call for `request`, waiting for one to arrive.
  public func respond(to request: Request, with answer: Answer) async {
    while true {
      if let index = pending.firstIndex(where: { $0.request == request }) {
        pending.remove(at: index).continuation.resume(returning: answer)
        return
      }
      await withCheckedContinuation { arrivalWaiters.append($0) }
    }
  }

  /// Answers the oldest pending call, waiting for one to arrive.
  public func respondToOldest(with answer: Answer) async {
    await waitUntilPending(1)
    pending.removeFirst().continuation.resume(returning: answer)
  }

  /// Answers the newest pending call, waiting for one to arrive.
  public func respondToNewest(with answer: Answer) async {
    await waitUntilPending(1)
    pending.removeLast().continuation.resume(returning: answer)
  }
}
