import ListKit
import Models
import Testing
import ViewModels

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct FilmsDataModelTests {
  @MainActor
  final class Spy: FilmsDataModelDelegate {
    var log: [String] = []

    func filmsDataModel(
      _ dataModel: FilmsDataModel, didReceive page: FilmsPage, for request: PageRequest
    ) {
      log.append("answer #\(request.generation)")
    }

    func filmsDataModel(
      _ dataModel: FilmsDataModel, didFailWith error: APIError, for request: PageRequest
    ) {
      log.append("\(error) #\(request.generation)")
    }
  }

  let service = ScriptedFilmsService()

  @Test func reportsEachAnswerWithTheRequestItAnswers() async {
    let dataModel = FilmsDataModel(service: service)
    let spy = Spy()
    dataModel.delegate = spy

    dataModel.request(PageRequest(generation: 1, parameters: 1))
    await service.responder.waitUntilPending(1)
    dataModel.request(PageRequest(generation: 2, parameters: 1))
    await service.responder.waitUntilPending(2)
    await service.responder.respondToNewest(with: .failure(.offline))
    await service.responder.respondToOldest(
      with: .success(FilmsPage(count: 0, next: nil, previous: nil, results: [])))
    await dataModel.settle()

    #expect(spy.log.sorted() == ["answer #1", "offline #2"])
  }

  @Test func theDelegateIsNotRetained() {
    let dataModel = FilmsDataModel(service: service)
    weak var released: Spy?
    do {
      let spy = Spy()
      dataModel.delegate = spy
      released = spy
    }
    #expect(released == nil)
  }
}
