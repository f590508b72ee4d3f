import ListKit
import Models
import Testing
import ViewModels

@Suite struct FeedItemTests {
  @Test func aStatusAndAPhotoSharingAnIdentifierAreDifferentRows() throws {
    let environment = try Fixtures.environment()
    let date = try Fixtures.date("2026-11-21T09:00:00Z")
    let status = FeedItem.status(
      StatusCellModel(
        Status(
          id: "7", text: "Hi", user: Fixtures.parrot, comments: [], isFavorite: false,
          createdAt: date), in: environment))
    let photo = FeedItem.photo(
      PhotoCellModel(
        Photo(id: "7", imageName: "x", caption: "", user: Fixtures.parrot, createdAt: date),
        in: environment))
    #expect(status.id == .status("7"))
    #expect(photo.id == .photo("7"))
    #expect(status.id != photo.id)
    #expect(status.postedAt == date)
    #expect(photo.postedAt == date)
  }
}
