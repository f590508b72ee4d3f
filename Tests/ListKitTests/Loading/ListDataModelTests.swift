import ListKit
import TestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(3)))
struct ListDataModelTests {
  typealias DataModel = ListDataModel<String, String, Failure>

  struct Failure: Error, Equatable {
    var reason: String
  }

  @MainActor
  final class Spy: ListDataModelDelegate {
    var log: [String] = []

    func dataModel(
      _ dataModel: DataModel, didReceive answer: String, for request: PageRequest<String>
    ) {
      log.append("\(answer) for \(request.query) #\(request.generation)")
    }

    func dataModel(
      _ dataModel: DataModel, didFailWith error: Failure, for request: PageRequest<String>
    ) {
      log.append("\(error.reason) for \(request.query) #\(request.generation)")
    }
  }

  let responder = ScriptedResponder<String, Result<String, Failure>>()

  func makeDataModel() -> DataModel {
    let responder = responder
    return DataModel { query, page in await responder.ask("\(query) \(page)") }
  }

  @Test func reportsEveryAnswerWithTheRequestItAnswersInTheOrderTheyArrive() async {
    let dataModel = makeDataModel()
    let spy = Spy()
    dataModel.delegate = spy

    let owl = dataModel.request(PageRequest(generation: 1, query: "owl", page: 1))
    let wren = dataModel.request(PageRequest(generation: 2, query: "wren", page: 1))
    await responder.respond(to: "wren 1", with: .failure(Failure(reason: "offline")))
    await wren.value
    await responder.respond(to: "owl 1", with: .success("page 1"))
    await owl.value

    #expect(spy.log == ["offline for wren #2", "page 1 for owl #1"])
  }

  @Test func aNewRequestCancelsTheOneStillRunning() async {
    let sawCancellation = Box()
    let responder = responder
    let dataModel = DataModel { query, page in
      let answer = await responder.ask("\(query) \(page)")
      if query == "owl" { await sawCancellation.set(Task.isCancelled) }
      return answer
    }
    let owl = dataModel.request(PageRequest(generation: 1, query: "owl", page: 1))
    let wren = dataModel.request(PageRequest(generation: 2, query: "wren", page: 1))
    await responder.respond(to: "owl 1", with: .success("late"))
    await responder.respond(to: "wren 1", with: .success("page 1"))
    await owl.value
    await wren.value
    #expect(await sawCancellation.value == true)
  }

  @Test func cancellingStopsTheRequestStillRunning() async {
    let sawCancellation = Box()
    let responder = responder
    let dataModel = DataModel { query, page in
      let answer = await responder.ask("\(query) \(page)")
      await sawCancellation.set(Task.isCancelled)
      return answer
    }
    let owl = dataModel.request(PageRequest(generation: 1, query: "owl", page: 1))
    dataModel.cancel()
    await responder.respond(to: "owl 1", with: .success("late"))
    await owl.value
    #expect(await sawCancellation.value == true)
  }

  @Test func theDelegateIsNotRetained() {
    let dataModel = makeDataModel()
    weak var released: Spy?
    do {
      let spy = Spy()
      dataModel.delegate = spy
      released = spy
    }
    #expect(released == nil)
    #expect(dataModel.delegate == nil)
  }
}

/// A value set from a task and read after it.
actor Box {
  private(set) var value: Bool?

  func set(_ value: Bool) { self.value = value }
}
