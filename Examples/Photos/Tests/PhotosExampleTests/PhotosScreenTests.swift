import Foundation
import HeadlessGoldens
import HeadlessRender
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
}
