import ListKit
import Models
import Testing
import ViewModels

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct FeedDataModelTests {
  @MainActor
  final class Spy: FeedDataModelDelegate {
    var log: [String] = []

    func feedDataModel(
      _ dataModel: FeedDataModel, didReceive feed: Feed, for request: PageRequest
    ) {
      log.append("answer #\(request.generation)")
    }

    func feedDataModel(
      _ dataModel: FeedDataModel, didFailWith error: APIError, for request: PageRequest
    ) {
      log.append("\(error) #\(request.generation)")
    }
  }

  let service = ScriptedFeedService()

  @Test func reportsEachAnswerWithTheRequestItAnswers() async {
    let dataModel = FeedDataModel(service: service)
    let spy = Spy()
    dataModel.delegate = spy

    dataModel.request(PageRequest(generation: 1, parameters: 1))
    await service.responder.waitUntilPending(1)
    dataModel.request(PageRequest(generation: 2, parameters: 1))
    await service.responder.waitUntilPending(2)
    await service.responder.respondToNewest(with: .failure(.offline))
    await service.responder.respondToOldest(with: .success(Feed(statuses: [], photos: [])))
    await dataModel.settle()

    #expect(spy.log.sorted() == ["answer #1", "offline #2"])
  }

  @Test func theDelegateIsNotRetained() {
    let dataModel = FeedDataModel(service: service)
    weak var released: Spy?
    do {
      let spy = Spy()
      dataModel.delegate = spy
      released = spy
    }
    #expect(released == nil)
  }
}
