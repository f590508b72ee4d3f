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

extension HeadlessApp {
  /// Waits until every task the app's actions (and the screen's loading) started has ended or
  /// waits for an answer at `server`: a request a pull started is pending, an answer given is
  /// on screen.
  ///
  /// ```swift
  /// let server = ScriptedServer()
  /// let app = HeadlessApp(rootViewController: InboxViewController(api: ScriptedAPI(server)))
  /// try app.pullToRefresh()
  /// try await app.settle(at: server)   // the refresh's request waits at the server
  /// try await server.answer(request: nil, with: .body(page, source: "inbox.json"))
  /// try await app.settle(at: server)   // its answer is on screen
  /// ```
  ///
  /// - Throws: `ScreenActivity.Unsettled` when tasks kept running for the activity's patience.
  public func settle(at server: ScriptedServer) async throws(ScreenActivity.Unsettled) {
    try await activity.settle(at: server)
  }
}
