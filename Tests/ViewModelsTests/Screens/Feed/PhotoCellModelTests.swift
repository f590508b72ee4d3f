import ListKit
import Models
import Testing
import ViewModels

@Suite struct PhotoCellModelTests {
  @Test func showsTheImageCaptionAuthorAndHowLongAgo() throws {
    let photo = Photo(
      id: "p1", imageName: "pikachu", caption: "Found one", user: Fixtures.parrot,
      createdAt: try Fixtures.date("2026-11-21T09:48:00Z"))
    let model = PhotoCellModel(photo, in: try Fixtures.environment())
    #expect(model.id == "p1")
    #expect(model.imageName == "pikachu")
    #expect(model.caption == "Found one")
    #expect(model.userName == "Polly")
    #expect(model.relativeTime == "12 min ago")
  }

  @Test func thePhotosAccessibilityLabelSaysItIsAPhoto() throws {
    let photo = Photo(
      id: "p1", imageName: "pikachu", caption: "Found one", user: Fixtures.parrot,
      createdAt: try Fixtures.date("2026-11-21T09:48:00Z"))
    #expect(
      PhotoCellModel(photo, in: try Fixtures.environment()).photoAccessibilityLabel == "Photo")
  }
}
