import ListKit

extension RequestActivity {
  /// Runs `start`, a controller call that returns the request it started, if any, and counts
  /// that request and its answer with the current activity, unless ListKit already did.
  ///
  /// A stopgap while ListKit's loading machine does not yet report the requests it starts to
  /// ``ListKit/RequestActivity/current``: a scenario waits on the activity only. Once the
  /// loading machine reports them, the count moves during `start` and this adds nothing.
  @discardableResult
  static func counting(_ start: () -> Task<Void, Never>?) -> Task<Void, Never>? {
    guard let activity = current else { return start() }
    let before = activity.requestsStarted
    let started = start()
    guard let task = started, activity.requestsStarted == before else { return started }
    activity.requestStarted()
    Task {
      await task.value
      activity.answerDelivered()
    }
    return task
  }
}
