import Foundation
import HeadlessGoldens
import HeadlessRender
import HeadlessTesting
import ListKit
import PhotosExample
import PhotosScenarios
import Testing

/// The Photos screen in its states, each a golden under
/// `__Goldens__/PhotosScreenTests/<test>.<n>.txt`.
@MainActor
@Suite struct PhotosScreenTests {
  private let device = GridSize(width: 40, height: 16)

  private func loadedScreen() async throws -> PhotosViewController {
    let screen = PhotosViewController(
      controller: PhotosController(service: try FixturePhotosService()))
    await screen.controller.loadRequested().value
    return screen
  }

  @Test func theFavoritesRowIsAboveAGridPerAlbum() async throws {
    let screen = try await loadedScreen()
    assertGolden(of: screen, as: .screen(device: device, accessibility: true))
  }

  @Test func favoritingAPhotoMovesItIntoTheRowAndBack() async throws {
    let screen = try await loadedScreen()
    assertGolden(of: screen, as: .screen(device: device))
    #expect(screen.controller.favoriteTapped(id: "p3") == .handled)
    assertGolden(of: screen, as: .screen(device: device))
    #expect(screen.controller.favoriteTapped(id: "p3") == .handled)
    assertGolden(of: screen, as: .screen(device: device))
  }

  @Test func tappingAPhotoFavoritesItAsAFingerWould() async throws {
    let screen = try await loadedScreen()
    let app = HeadlessApp(rootViewController: screen, device: device)
    let photo = app.cells[IndexPath(item: 1, section: 1)]
    #expect(photo.isHittable)
    try photo.tap()
    #expect(screen.controller.sections[0].items.map(\.id) == ["p1", "p3", "p6", "p9"])
    #expect(
      throws: InteractionError(
        action: "tap", element: "cell at [9, 0]",
        reason: .notApplicable("the list has no item there (per section: [4, 3, 2])"))
    ) { try app.cells[IndexPath(item: 0, section: 9)].tap() }
  }
}
