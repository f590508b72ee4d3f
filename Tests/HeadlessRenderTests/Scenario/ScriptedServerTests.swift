import Foundation
import HeadlessRender
import Testing

@Suite struct ScriptedServerTests {
  /// Starts `count` requests and waits until they have all arrived.
  private func ask(_ server: ScriptedServer, _ count: Int) async -> [Task<ScriptedReply, Never>] {
    var tasks: [Task<ScriptedReply, Never>] = []
    for number in 1...count {
      tasks.append(Task { await server.ask() })
      await server.waitUntilReceived(number)
    }
    return tasks
  }

  @Test func requestsAreNumberedFromOneInTheOrderTheyArrive() async {
    let server = ScriptedServer()
    let tasks = await ask(server, 3)
    #expect(await server.pendingRequests == [1, 2, 3])
    for task in tasks { task.cancel() }
    for number in [1, 2, 3] { try? await server.answer(request: number, with: .failure(.offline)) }
  }

  @Test func withoutANumberTheOldestPendingRequestIsAnswered() async throws {
    let server = ScriptedServer()
    let tasks = await ask(server, 2)
    try await server.answer(request: nil, with: .failure(.offline))
    #expect(await tasks[0].value == .failure(.offline))
    #expect(await server.pendingRequests == [2])
    try await server.answer(request: nil, with: .failure(.timeout))
    #expect(await tasks[1].value == .failure(.timeout))
  }

  @Test func aNumberedAnswerCanOvertakeAnOlderRequest() async throws {
    let server = ScriptedServer()
    let tasks = await ask(server, 2)
    try await server.answer(request: 2, with: .failure(.offline))
    #expect(await tasks[1].value == .failure(.offline))
    #expect(await server.pendingRequests == [1])
    try await server.answer(request: 1, with: .failure(.timeout))
    #expect(await tasks[0].value == .failure(.timeout))
  }

  @Test func answeringWithNothingPendingIsAnError() async {
    let server = ScriptedServer()
    await #expect(throws: ScriptedServer.AnswerError.noPendingRequest) {
      try await server.answer(request: nil, with: .failure(.offline))
    }
  }

  @Test func answeringARequestNeverMadeOrAlreadyAnsweredIsAnError() async throws {
    let server = ScriptedServer()
    _ = await ask(server, 1)
    await #expect(throws: ScriptedServer.AnswerError.unknownRequest(2, made: 1)) {
      try await server.answer(request: 2, with: .failure(.offline))
    }
    try await server.answer(request: 1, with: .failure(.offline))
    await #expect(throws: ScriptedServer.AnswerError.alreadyAnswered(1)) {
      try await server.answer(request: 1, with: .failure(.offline))
    }
  }
}
