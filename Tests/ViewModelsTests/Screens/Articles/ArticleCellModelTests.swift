import Foundation
import ListKit
import Models
import Testing
import ViewModels

@Suite struct ArticleCellModelTests {
  func article(avatar: URL?) throws -> Article {
    Article(
      id: "a1", avatarURL: avatar, authorName: "Ada",
      publishedAt: try Fixtures.date(
        "2026-11-19T08:30:00Z"), title: "Tables", preview: "How cells reuse.")
  }

  @Test func showsTheAuthorDateTitleAndPreview() throws {
    let model = ArticleCellModel(try article(avatar: nil), in: try Fixtures.environment())
    #expect(model.id == "a1")
    #expect(model.author == "Ada")
    #expect(model.date == "November 19, 2026")
    #expect(model.title == "Tables")
    #expect(model.preview == "How cells reuse.")
  }

  @Test func theAvatarPlaceholderSaysWhetherAnAvatarIsComing() throws {
    let environment = try Fixtures.environment()
    let url = try #require(URL(string: "https://example.com/ada.png"))
    #expect(
      ArticleCellModel(try article(avatar: url), in: environment).avatarPlaceholderName
        == "avatar-loading")
    #expect(
      ArticleCellModel(try article(avatar: nil), in: environment).avatarPlaceholderName
        == "avatar-missing")
  }
}
