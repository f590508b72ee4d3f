import Foundation
import Models
import Testing

@Suite struct ArticleListTests {
  @Test func keepsTheGoodItemsOfTheFixtureAndSaysWhichWereDroppedAndWhy() async throws {
    let items = try await FixtureArticlesService(directory: TestFixtures.directory)
      .articleItems().get()
    let list = ArticleList(items: items)
    #expect(list.articles.map(\.id) == ["a-1001", "a-1002", "a-1003", "a-1005", "a-1008"])
    #expect(list.droppedCount == 3)
    #expect(
      list.dropped.map(\.description) == [
        #"item 3: missing required key "title""#,
        #"item 5: "date" is not an ISO 8601 date like 2026-11-21T09:41:00Z: "last Tuesday""#,
        #"item 6: missing required key "id""#,
      ])
  }

  @Test func theFixtureHasAVeryLongTitleAMissingAvatarAndCJKText() async throws {
    let items = try await FixtureArticlesService(directory: TestFixtures.directory)
      .articleItems().get()
    let articles = ArticleList(items: items).articles
    #expect(articles.map(\.title.count).max() ?? 0 > 150)
    #expect(articles.first { $0.id == "a-1003" }?.avatarURL == nil)
    let japanese = try #require(articles.first { $0.id == "a-1008" })
    #expect(japanese.authorName == "山本 直樹")
    #expect(japanese.title == "日本語のタイトルも折り返す")
    #expect(japanese.avatarURL == nil)
  }

  @Test func anEmptyListHasNoArticlesAndDropsNothing() {
    let list = ArticleList(items: [])
    #expect(list.articles.isEmpty)
    #expect(list.droppedCount == 0)
  }

  @Test func dropsNumberTheItemsByTheirPositionInTheRawList() {
    let list = ArticleList(items: [[:], ["id": "x"]])
    #expect(
      list.dropped == [
        ArticleList.Drop(index: 0, error: .missingKey("id")),
        ArticleList.Drop(index: 1, error: .missingKey("author")),
      ])
  }
}
