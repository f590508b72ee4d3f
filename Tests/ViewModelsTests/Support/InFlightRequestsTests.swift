import Testing
import ViewModels

@testable import ListKit

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct InFlightRequestsTests {
  let responder = ScriptedResponder<Int, String>()

  @Test func settlingWaitsForEveryDeliveryIncludingCallsStartedMeanwhile() async {
    let requests = InFlightRequests()
    var delivered: [String] = []
    let responder = responder
    requests.start(fetching: { await responder.ask(1) }, then: { delivered.append($0) })
    requests.start(
      fetching: { await responder.ask(2) },
      then: { answer in
        delivered.append(answer)
        requests.start(fetching: { await responder.ask(3) }, then: { delivered.append($0) })
      })

    await responder.respond(to: 2, with: "two")
    await responder.respond(to: 1, with: "one")
    await responder.respond(to: 3, with: "three")
    await requests.settle()

    #expect(delivered.sorted() == ["one", "three", "two"])
    #expect(requests.answeredCount == 3)
  }

  @Test func waitingForAnswersReturnsOnceThatManyWereDelivered() async {
    let requests = InFlightRequests()
    await requests.waitUntilAnswered(0)
    let responder = responder
    var delivered: [String] = []
    requests.start(fetching: { await responder.ask(1) }, then: { delivered.append($0) })
    requests.start(fetching: { await responder.ask(2) }, then: { delivered.append($0) })

    await responder.respond(to: 2, with: "two")
    await requests.waitUntilAnswered(1)
    #expect(delivered == ["two"])

    await responder.respond(to: 1, with: "one")
    await requests.waitUntilAnswered(2)
    #expect(delivered == ["two", "one"])
  }
}
