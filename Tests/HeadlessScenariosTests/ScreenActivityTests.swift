import Foundation
import HeadlessScenarios
import HeadlessTesting
import Testing

/// The settling rule: every task started inside the activity, at any depth, has ended or waits
/// at the scripted server; never a matter of time.
@MainActor
@Suite struct ScreenActivityTests {
  /// A task that hops through `hops` suspensions (main actor and global executor alike) before
  /// it asks `server`: it is running, not waiting, until the last one.
  private nonisolated static func askAfterHops(_ hops: Int, server: ScriptedServer) async
    -> ScriptedReply
  {
    for hop in 0..<hops {
      if hop.isMultiple(of: 2) {
        await Task.yield()
      } else {
        await MainActor.run {}
      }
    }
    return await server.ask()
  }

  @Test(arguments: [0, 1, 50, 400])
  func settlingWaitsUntilATaskThatHopsManyTimesReachesTheServer(hops: Int) async throws {
    let server = ScriptedServer()
    let activity = ScreenActivity()
    let task = activity.run { Task { await Self.askAfterHops(hops, server: server) } }
    try await activity.settle(at: server)
    #expect(await server.pendingRequests == [1])
    try await server.answer(request: nil, with: .failure(.offline))
    #expect(await task.value == .failure(.offline))
  }

  @Test func settlingWaitsForTasksStartedByTasksAtAnyDepth() async throws {
    let server = ScriptedServer()
    let activity = ScreenActivity()
    _ = activity.run {
      Task {
        await Task.yield()
        Task {
          await Task.yield()
          Task { _ = await server.ask() }
          _ = await server.ask()
        }
      }
    }
    try await activity.settle(at: server)
    #expect(await server.pendingRequests.count == 2)
    for _ in 0..<2 { try await server.answer(request: nil, with: .failure(.offline)) }
    try await activity.settle(at: server)
    #expect(await server.pendingRequests.isEmpty)
  }

  @Test func anAnsweredTaskIsWaitedForUntilItHasDoneWithTheAnswer() async throws {
    let server = ScriptedServer()
    let activity = ScreenActivity()
    let applied = AppliedAnswers()
    _ = activity.run {
      Task { @MainActor in
        let reply = await server.ask()
        // Work on the global executor, then back on the main actor, after the answer.
        let text = await Task.detached { "\(reply)" }.value
        for _ in 0..<20 { await Task.yield() }
        applied.texts.append(text)
      }
    }
    try await activity.settle(at: server)
    #expect(applied.texts.isEmpty)
    try await activity.run { () async throws in
      try await server.answer(request: nil, with: .failure(.timeout))
    }
    try await activity.settle(at: server)
    #expect(applied.texts == ["\(ScriptedReply.failure(.timeout))"])
  }

  @Test func tasksStartedOutsideTheActivityAreNotItsOwn() async throws {
    let server = ScriptedServer()
    let activity = ScreenActivity(patience: .milliseconds(50))
    let outside = Task { await server.ask() }
    defer { outside.cancel() }
    // Nothing started inside: settled at once, whatever runs elsewhere.
    try await activity.settle(at: server)
    while await server.pendingRequests.isEmpty { await Task.yield() }
    try await server.answer(request: nil, with: .failure(.offline))
    #expect(await outside.value == .failure(.offline))
  }

  @Test func aTaskThatWaitsForSomethingElseIsReportedAfterThePatience() async throws {
    let server = ScriptedServer()
    let activity = ScreenActivity(patience: .milliseconds(50))
    let (stream, continuation) = AsyncStream<Void>.makeStream()
    let task = activity.run { Task { for await _ in stream {} } }
    await #expect(throws: ScreenActivity.Unsettled(running: 1, patience: .milliseconds(50))) {
      try await activity.settle(at: server)
    }
    continuation.finish()
    await task.value
    try await activity.settle(at: server)
  }

  @Test func aRequestAskedOutsideTheActivityDoesNotSettleATaskInside() async throws {
    let server = ScriptedServer()
    let activity = ScreenActivity(patience: .milliseconds(50))
    let outside = Task { await server.ask() }
    let (stream, continuation) = AsyncStream<Void>.makeStream()
    let inside = activity.run { Task { for await _ in stream {} } }
    while await server.pendingRequests.isEmpty { await Task.yield() }
    // One request waits, but it is not the activity's: its running task is still running.
    await #expect(throws: ScreenActivity.Unsettled(running: 1, patience: .milliseconds(50))) {
      try await activity.settle(at: server)
    }
    continuation.finish()
    await inside.value
    try await server.answer(request: nil, with: .failure(.offline))
    _ = await outside.value
  }

  @Test func withoutAServerSettlingWaitsUntilEveryTaskHasEnded() async throws {
    let activity = ScreenActivity()
    let applied = AppliedAnswers()
    _ = activity.run {
      Task { @MainActor in
        let text = await Task.detached { "answer" }.value
        for _ in 0..<20 { await Task.yield() }
        Task { @MainActor in applied.texts.append("late " + text) }
        applied.texts.append(text)
      }
    }
    try await activity.settle()
    #expect(applied.texts == ["answer", "late answer"])
    // A task that waits for anything, a scripted server too, keeps it from settling.
    let server = ScriptedServer()
    let impatient = ScreenActivity(patience: .milliseconds(50))
    let waiting = impatient.run { Task { await server.ask() } }
    while await server.pendingRequests.isEmpty { await Task.yield() }
    try await impatient.settle(at: server)
    await #expect(throws: ScreenActivity.Unsettled(running: 1, patience: .milliseconds(50))) {
      try await impatient.settle()
    }
    try await server.answer(request: nil, with: .failure(.offline))
    #expect(await waiting.value == .failure(.offline))
    try await impatient.settle()
  }

  @Test func theReportSaysHowManyTasksKeptRunningAndForHowLong() {
    #expect(
      "\(ScreenActivity.Unsettled(running: 2))"
        == "2 tasks the screen started kept running for 30 s without finishing or asking the "
        + "scripted server")
    #expect(
      "\(ScreenActivity.Unsettled(running: 1, patience: .milliseconds(50)))"
        == "1 task the screen started kept running for 0.05 s without finishing or asking the "
        + "scripted server")
    #expect(ScreenActivity.defaultPatience == .seconds(30))
    #expect(ScreenActivity().patience == .seconds(30))
  }
}

/// What a screen applied, on the main actor.
@MainActor
private final class AppliedAnswers {
  var texts: [String] = []
}
