import ListKit
import Models
import Testing
import ViewModels

@Suite struct StatusCellModelTests {
  func status(comments: Int, isFavorite: Bool) throws -> Status {
    Status(
      id: "s1", text: "Gotta catch 'em all", user: Fixtures.parrot,
      comments: (0..<comments).map { Comment(id: "c\($0)", user: Fixtures.parrot, text: "!") },
      isFavorite: isFavorite, createdAt: try Fixtures.date("2026-11-21T07:00:00Z"))
  }

  @Test func showsTheTextTheAuthorAndHowLongAgo() throws {
    let model = StatusCellModel(
      try status(comments: 0, isFavorite: false), in: try Fixtures.environment())
    #expect(model.id == "s1")
    #expect(model.text == "Gotta catch 'em all")
    #expect(model.userName == "Polly")
    #expect(model.relativeTime == "3 h ago")
  }

  @Test func theCommentIconSaysWhetherThereAreComments() throws {
    let environment = try Fixtures.environment()
    #expect(
      StatusCellModel(try status(comments: 0, isFavorite: false), in: environment).commentIconName
        == "no-comments-icon")
    #expect(
      StatusCellModel(try status(comments: 2, isFavorite: false), in: environment).commentIconName
        == "comments-icon")
  }

  @Test func theFavoriteButtonOffersTheOtherState() throws {
    let environment = try Fixtures.environment()
    let plain = StatusCellModel(try status(comments: 0, isFavorite: false), in: environment)
    #expect(plain.favoriteButtonTitle == "Favorite")
    #expect(plain.togglingFavorite().favoriteButtonTitle == "Unfavorite")
  }

  @Test func togglingTheFavoriteKeepsTheIdentityAndChangesTheContent() throws {
    let model = StatusCellModel(
      try status(comments: 1, isFavorite: true), in: try Fixtures.environment())
    let toggled = model.togglingFavorite()
    #expect(toggled.id == model.id)
    #expect(toggled != model)
    #expect(toggled.togglingFavorite() == model)
  }

  @Test func theCommentIconsAccessibilityLabelSaysHowManyComments() throws {
    let environment = try Fixtures.environment()
    func label(_ comments: Int) throws -> String {
      StatusCellModel(try status(comments: comments, isFavorite: false), in: environment)
        .commentsAccessibilityLabel
    }
    #expect(try label(0) == "No comments")
    #expect(try label(1) == "1 comment")
    #expect(try label(12) == "12 comments")
  }
}
