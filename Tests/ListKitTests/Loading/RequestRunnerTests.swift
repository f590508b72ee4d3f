import ListKit
import TestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(3)))
struct RequestRunnerTests {
  let responder = ScriptedResponder<Int, String>()

  @Test func requestsStartedWhileAnActivityIsCurrentAreCountedWithTheirAnswers() async {
    let runner = RequestRunner()
    let activity = RequestActivity()
    let responder = responder
    var delivered: [String] = []
    await activity.run {
      runner.start(fetching: { await responder.ask(1) }, then: { delivered.append($0) })
      runner.start(
        fetching: { await responder.ask(2) },
        then: { answer in
          delivered.append(answer)
          // Started while delivering, outside `run`: still counted, since the delivering
          // task inherits the activity.
          runner.start(fetching: { await responder.ask(3) }, then: { delivered.append($0) })
        })
    }
    #expect(activity.requestsStarted == 2)

    await responder.respond(to: 2, with: "two")
    await activity.waitUntilDelivered(1)
    #expect(delivered == ["two"])
    #expect(activity.requestsStarted == 3)

    await responder.respond(to: 1, with: "one")
    await responder.respond(to: 3, with: "three")
    await activity.waitUntilDelivered(3)
    #expect(delivered.sorted() == ["one", "three", "two"])
    #expect(!runner.isRunning)
  }

  @Test func requestsStartedOutsideAnActivityAreNotCounted() async {
    let runner = RequestRunner()
    let activity = RequestActivity()
    let responder = responder
    let task = runner.start(fetching: { await responder.ask(1) }, then: { _ in })
    #expect(runner.isRunning)
    await responder.respond(to: 1, with: "one")
    await task.value
    #expect(activity.requestsStarted == 0)
    await activity.waitUntilDelivered(0)
  }
}
