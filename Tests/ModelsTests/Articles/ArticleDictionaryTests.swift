import Foundation
import Models
import Testing

@Suite struct ArticleDictionaryTests {
  private let complete: [String: String] = [
    "id": "a1", "author": "Ada Byron", "avatar": "https://cdn.example.com/ada.png",
    "date": "2026-11-20T08:30:00Z", "title": "Cells", "preview": "Why cells decorate themselves",
  ]

  @Test func buildsAnArticleFromEveryKey() throws {
    let article = try #require(Article(dictionary: complete))
    #expect(
      article
        == Article(
          id: "a1", avatarURL: URL(string: "https://cdn.example.com/ada.png"),
          authorName: "Ada Byron", publishedAt: try TestFixtures.instant("2026-11-20T08:30:00Z"),
          title: "Cells", preview: "Why cells decorate themselves"))
  }

  @Test(arguments: ["id", "author", "date", "title", "preview"])
  func isNilWithoutARequiredKey(_ key: String) {
    var item = complete
    item[key] = nil
    #expect(Article(dictionary: item) == nil)
  }

  @Test(arguments: ["id", "author", "date", "title", "preview"])
  func isNilWhenARequiredValueIsBlank(_ key: String) {
    var item = complete
    item[key] = "  "
    #expect(Article(dictionary: item) == nil)
  }

  @Test func isNilWhenTheDateIsNotISO8601() {
    var item = complete
    item["date"] = "20 Nov 2026"
    #expect(Article(dictionary: item) == nil)
  }

  @Test func readsDatesWithFractionalSecondsAndOffsets() throws {
    var item = complete
    item["date"] = "2026-11-20T09:30:00.500+01:00"
    let article = try #require(Article(dictionary: item))
    #expect(article.publishedAt == (try TestFixtures.instant("2026-11-20T08:30:00Z")) + 0.5)
  }

  @Test func keepsTheArticleWithoutAnAvatarWhenItIsMissingOrUnusable() throws {
    for avatar in [nil, "", "not a url", "ftp://cdn.example.com/ada.png"] {
      var item = complete
      item["avatar"] = avatar
      let article = try #require(Article(dictionary: item), "avatar: \(avatar ?? "missing")")
      #expect(article.avatarURL == nil)
    }
  }

  @Test func ignoresUnknownKeys() {
    var item = complete
    item["claps"] = "1200"
    #expect(Article(dictionary: item) == Article(dictionary: complete))
  }
}
