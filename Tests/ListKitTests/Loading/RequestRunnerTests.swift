import ListKit
import TestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(3)))
struct RequestRunnerTests {
  let responder = ScriptedResponder<Int, String>()

  @Test func eachCallsTaskEndsOnceItsOwnAnswerIsDelivered() async {
    let runner = RequestRunner()
    let responder = responder
    var delivered: [String] = []
    let first = runner.start(fetching: { await responder.ask(1) }, then: { delivered.append($0) })
    let second = runner.start(fetching: { await responder.ask(2) }, then: { delivered.append($0) })
    #expect(runner.isRunning)

    await responder.respond(to: 2, with: "two")
    await second.value
    #expect(delivered == ["two"])
    #expect(runner.isRunning)

    await responder.respond(to: 1, with: "one")
    await first.value
    #expect(delivered == ["two", "one"])
    #expect(!runner.isRunning)
  }

  @Test func aSupersedingCallCancelsOnlyTheCallsBeforeItAndTheirLateAnswersStillArrive() async {
    let runner = RequestRunner()
    let responder = responder
    var delivered: [String] = []
    func call(_ request: Int, superseding: Bool) -> Task<Void, Never> {
      runner.start(
        supersedingEarlier: superseding,
        fetching: { "\(await responder.ask(request)) cancelled: \(Task.isCancelled)" },
        then: { delivered.append($0) })
    }
    let first = call(1, superseding: false)
    let second = call(2, superseding: true)
    let third = call(3, superseding: false)

    await responder.respond(to: 1, with: "one")
    await first.value
    await responder.respond(to: 2, with: "two")
    await second.value
    await responder.respond(to: 3, with: "three")
    await third.value
    #expect(
      delivered == ["one cancelled: true", "two cancelled: false", "three cancelled: false"])
    #expect(!runner.isRunning)
  }
}
