import HeadlessRender
import HeadlessScenarios
import PhotosExample

extension ScenarioRegistry {
  /// The Photos screen, as scenarios name it (`"screen": "photos"`), on a scripted service;
  /// and the album order (`"screen": "album-order"`) over four albums.
  public static let photos = ScenarioRegistry().registering("photos") { context in
    PhotosViewController(
      controller: PhotosController(service: ScriptedPhotosService(server: context.server)))
  }
  .registering("album-order") { _ in
    AlbumOrderViewController(albums: ["Lisbon", "Bergen", "Porto", "Kyoto"])
  }
}
