/// Counts the requests started and the answers delivered while it is current: what a scenario
/// runner or a test waits on, so that no screen has to report its own requests.
///
/// The loading machine (``RequestRunner``) reports to the activity that is current when a
/// request starts, and to the same activity when its answer has been delivered, however late.
/// A caller makes an activity current around the code that may start requests:
///
/// ```swift
/// let activity = RequestActivity()
/// await activity.run { controller.searchSubmitted("owl") }
/// // ... the scripted service answers the request ...
/// await activity.waitUntilDelivered(1)  // the answer is now in the controller's state
/// ```
///
/// Outside such a scope (in an app) nothing is counted and nothing waits.
@MainActor
public final class RequestActivity {
  /// The activity requests report to, if any; set for the duration of ``run(_:)``.
  @TaskLocal public static var current: RequestActivity?

  /// How many requests have started while this activity was current.
  public private(set) var requestsStarted = 0
  /// How many of those requests have had their answer delivered (applied, or dropped as stale).
  public private(set) var answersDelivered = 0
  private var deliveryWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  /// Creates an activity that has counted nothing.
  public init() {}

  /// Runs `body` with this activity current: every request started inside it, or inside a task
  /// it creates, is counted here.
  public func run<Value, Failure: Error>(
    _ body: () async throws(Failure) -> Value
  ) async throws(Failure) -> Value {
    let result: Result<Value, Failure> = await Self.$current.withValue(self) {
      do throws(Failure) {
        return .success(try await body())
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// Returns once `count` answers in all have been delivered.
  public func waitUntilDelivered(_ count: Int) async {
    guard answersDelivered < count else { return }
    await withCheckedContinuation { deliveryWaiters.append((count, $0)) }
  }

  /// Called by the loading machine when a request starts.
  package func requestStarted() {
    requestsStarted += 1
  }

  /// Called by the loading machine once a request's answer has been delivered.
  package func answerDelivered() {
    answersDelivered += 1
    let ready = deliveryWaiters.filter { $0.count <= answersDelivered }
    deliveryWaiters.removeAll { $0.count <= answersDelivered }
    for waiter in ready { waiter.continuation.resume() }
  }
}
