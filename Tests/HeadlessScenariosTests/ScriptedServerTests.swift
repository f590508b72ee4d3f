import Foundation
import HeadlessRender
import HeadlessScenarios
import HeadlessTesting
import Testing

@Suite struct ScriptedServerTests {
  /// Starts `count` requests, one at a time, each arriving before the next starts.
  private func ask(_ server: ScriptedServer, _ count: Int) async throws
    -> [Task<ScriptedReply, Never>]
  {
    var tasks: [Task<ScriptedReply, Never>] = []
    for _ in 1...count {
      let activity = ScreenActivity()
      activity.run { tasks.append(Task { await server.ask() }) }
      try await activity.settle(at: server)
    }
    return tasks
  }

  @Test func requestsAreNumberedFromOneInTheOrderTheyArrive() async throws {
    let server = ScriptedServer()
    let tasks = try await ask(server, 3)
    #expect(await server.pendingRequests == [1, 2, 3])
    for task in tasks { task.cancel() }
    for number in [1, 2, 3] { try? await server.answer(request: number, with: .failure(.offline)) }
  }

  @Test func withoutANumberTheOldestPendingRequestIsAnswered() async throws {
    let server = ScriptedServer()
    let tasks = try await ask(server, 2)
    try await server.answer(request: nil, with: .failure(.offline))
    #expect(await tasks[0].value == .failure(.offline))
    #expect(await server.pendingRequests == [2])
    try await server.answer(request: nil, with: .failure(.timeout))
    #expect(await tasks[1].value == .failure(.timeout))
  }

  @Test func aNumberedAnswerCanOvertakeAnOlderRequest() async throws {
    let server = ScriptedServer()
    let tasks = try await ask(server, 2)
    try await server.answer(request: 2, with: .failure(.offline))
    #expect(await tasks[1].value == .failure(.offline))
    #expect(await server.pendingRequests == [1])
    try await server.answer(request: 1, with: .failure(.timeout))
    #expect(await tasks[0].value == .failure(.timeout))
  }

  @Test func answeringWithNothingPendingIsAnError() async throws {
    let server = ScriptedServer()
    await #expect(throws: ScriptedServer.AnswerError.noPendingRequest) {
      try await server.answer(request: nil, with: .failure(.offline))
    }
  }

  @Test func answeringARequestNeverMadeOrAlreadyAnsweredIsAnError() async throws {
    let server = ScriptedServer()
    _ = try await ask(server, 1)
    await #expect(throws: ScriptedServer.AnswerError.unknownRequest(2, made: 1)) {
      try await server.answer(request: 2, with: .failure(.offline))
    }
    try await server.answer(request: 1, with: .failure(.offline))
    await #expect(throws: ScriptedServer.AnswerError.alreadyAnswered(1)) {
      try await server.answer(request: 1, with: .failure(.offline))
    }
  }
}
