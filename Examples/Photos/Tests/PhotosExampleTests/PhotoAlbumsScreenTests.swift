import Foundation
import HeadlessGoldens
import HeadlessRender
import PhotosExample
import Testing

/// The albums screen: a grid per album on a card, favourites starred; each state a golden
/// under `__Goldens__/PhotoAlbumsScreenTests/`.
@MainActor
@Suite struct PhotoAlbumsScreenTests {
  private let device = GridSize(width: 40, height: 24)

  private func screen() throws -> PhotoAlbumsViewController {
    let data = try Data(
      contentsOf: FixturePhotosService.folder.appendingPathComponent("library.json"))
    return PhotoAlbumsViewController(
      library: try JSONDecoder().decode(PhotoLibrary.self, from: data))
  }

  @Test func eachAlbumIsACardOfPhotosWithAStarOnTheFavorites() throws {
    let navigation = UINavigationController(rootViewController: try screen())
    assertGolden(of: navigation, as: .viewController(device: device, accessibility: true))
  }
}
