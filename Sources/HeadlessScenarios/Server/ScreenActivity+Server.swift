import HeadlessTesting

extension ScreenActivity {
  /// Returns once every task started inside `run(_:)` has ended or waits for an
  /// answer at `server`.
  ///
  /// Call it outside `run(_:)`: a binding in progress holds the token as a task does.
  ///
  /// - Throws: `ScreenActivity.Unsettled` when tasks were still running after the
  ///   activity's `patience`.
  public func settle(at server: ScriptedServer) async throws(Unsettled) {
    try await settle { token in await server.waitingCount(of: token) }
  }
}
