import Foundation
import ListKit
import Models
import Testing
import ViewModels

@MainActor
@Suite(.timeLimit(.minutes(3)))
struct ArticlesDataModelTests {
  @MainActor
  final class Spy: ArticlesDataModelDelegate {
    var articles: [Article] = []
    var droppedCount: Int?
    var error: APIError?

    func articlesDataModel(
      _ dataModel: ArticlesDataModel, didReceive articles: [Article], droppedCount: Int,
      for request: PageRequest<NoQuery>
    ) {
      self.articles = articles
      self.droppedCount = droppedCount
    }

    func articlesDataModel(
      _ dataModel: ArticlesDataModel, didFailWith error: APIError, for request: PageRequest<NoQuery>
    ) {
      self.error = error
    }
  }

  let service = ScriptedArticlesService()

  func answer(_ result: Result<[[String: String]], APIError>) async -> Spy {
    let dataModel = ArticlesDataModel(service: service)
    let spy = Spy()
    dataModel.delegate = spy
    let request = dataModel.request(PageRequest(generation: 1, page: 1))
    await service.responder.respondToOldest(with: result)
    await request.value
    return spy
  }

  @Test func parsesEachItemWithTheFailableInitializerAndCountsTheDropped() async throws {
    var withAvatar = Fixtures.articleItem("a2")
    withAvatar["avatar"] = "https://example.com/ada.png"
    var missingAuthor = Fixtures.articleItem("x")
    missingAuthor["author"] = nil

    let spy = await answer(
      .success([
        Fixtures.articleItem("a1"), missingAuthor, withAvatar,
        Fixtures.articleItem("y", date: "19/11/2026"),
      ]))

    #expect(spy.articles.map(\.id) == ["a1", "a2"])
    #expect(spy.droppedCount == 2)
    #expect(spy.articles.first?.avatarURL == nil)
    #expect(spy.articles.last?.avatarURL == URL(string: "https://example.com/ada.png"))
    #expect(spy.articles.first?.publishedAt == (try Fixtures.date("2026-11-19T08:30:00Z")))
  }

  @Test func reportsAFailure() async {
    let spy = await answer(.failure(.offline))
    #expect(spy.error == .offline)
    #expect(spy.droppedCount == nil)
  }

  @Test func theDelegateIsNotRetained() {
    let dataModel = ArticlesDataModel(service: service)
    weak var released: Spy?
    do {
      let spy = Spy()
      dataModel.delegate = spy
      released = spy
    }
    #expect(released == nil)
  }
}
