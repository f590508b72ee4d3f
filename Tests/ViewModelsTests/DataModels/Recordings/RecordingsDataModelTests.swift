import ListKit
import Models
import Testing
import ViewModels

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct RecordingsDataModelTests {
  @MainActor
  final class Spy: RecordingsDataModelDelegate {
    var log: [String] = []

    func recordingsDataModel(
      _ dataModel: RecordingsDataModel, didReceive page: RecordingsPage,
      for request: RecordingsRequest
    ) {
      log.append("page \(page.page) for \(request.parameters.query) #\(request.generation)")
    }

    func recordingsDataModel(
      _ dataModel: RecordingsDataModel, didFailWith error: APIError, for request: RecordingsRequest
    ) {
      log.append("\(error) for \(request.parameters.query) #\(request.generation)")
    }
  }

  let service = ScriptedRecordingsService()

  @Test func reportsEveryAnswerWithTheRequestItAnswersInTheOrderTheyArrive() async {
    let dataModel = RecordingsDataModel(service: service)
    let spy = Spy()
    dataModel.delegate = spy

    let owl = dataModel.request(
      RecordingsRequest(generation: 1, parameters: RecordingsSearchPage(query: "owl", page: 1)))
    let wren = dataModel.request(
      RecordingsRequest(generation: 2, parameters: RecordingsSearchPage(query: "wren", page: 1)))
    await service.respond(to: "wren", page: 1, with: .failure(.offline))
    await wren.value
    await service.respond(
      to: "owl", page: 1, with: .success(Fixtures.recordingsPage(1, of: 1, ids: 0..<1)))
    await owl.value

    #expect(spy.log == ["offline for wren #2", "page 1 for owl #1"])
  }

  @Test func theDelegateIsNotRetained() {
    let dataModel = RecordingsDataModel(service: service)
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
