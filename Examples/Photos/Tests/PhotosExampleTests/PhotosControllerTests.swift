import ListKit
import PhotosExample
import Testing

/// The Photos screen's logic: favourites first, then the albums, and favouriting.
@MainActor
@Suite struct PhotosControllerTests {
  private func loaded() async throws -> PhotosController {
    let controller = PhotosController(service: try FixturePhotosService())
    await controller.loadRequested().value
    return controller
  }

  @Test func favoritesComeFirstThenEveryAlbumInTheOrderTheLibraryNamesIt() async throws {
    let controller = try await loaded()
    #expect(controller.sections.map(\.id) == [.favorites, .album("Lisbon"), .album("Bergen")])
    #expect(controller.sections.map(\.title) == ["Favorites", "Lisbon", "Bergen"])
    #expect(controller.sections[0].items.map(\.id) == ["p1", "p6", "p9"])
    #expect(controller.sections[2].items.map(\.id) == ["p7", "p8"])
    #expect(controller.footer == .none)
  }

  @Test func favoritingAPhotoMovesItToTheFavoritesAndBack() async throws {
    let controller = try await loaded()
    #expect(controller.favoriteTapped(id: "p2") == .handled)
    #expect(controller.sections[0].items.map(\.id) == ["p1", "p2", "p6", "p9"])
    #expect(controller.favoriteTapped(id: "p2") == .handled)
    #expect(controller.sections[1].items.map(\.id) == ["p2", "p3", "p4", "p5"])
    #expect(controller.favoriteTapped(id: "p99") == .noSuchItem)
  }

  @Test func anAlbumWhosePhotosAreAllFavoritesHasNoSection() async throws {
    let controller = try await loaded()
    for id in ["p7", "p8"] { _ = controller.favoriteTapped(id: id) }
    #expect(controller.sections.map(\.id) == [.favorites, .album("Lisbon")])
  }
}
