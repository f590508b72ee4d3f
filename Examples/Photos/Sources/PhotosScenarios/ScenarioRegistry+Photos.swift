import HeadlessRender
import HeadlessScenarios
import PhotosExample

extension ScenarioRegistry {
  /// The Photos screen, as scenarios name it (`"screen": "photos"`), on a scripted service;
  /// the album order (`"screen": "album-order"`) over four albums; the settings
  /// (`"screen": "settings"`) and the albums (`"screen": "albums"`) over sample data.
  public static let photos = ScenarioRegistry().registering("photos") { context in
    PhotosViewController(
      controller: PhotosController(service: ScriptedPhotosService(server: context.server)))
  }
  .registering("album-order") { _ in
    AlbumOrderViewController(albums: ["Lisbon", "Bergen", "Porto", "Kyoto"])
  }
  .registering("settings") { _ in
    PhotoSettingsViewController(
      settings: [
        PhotoSetting(id: "icloud", title: "iCloud Photos", isOn: true),
        PhotoSetting(id: "shared", title: "Shared Albums", isOn: false),
      ],
      albums: ["Lisbon", "Bergen", "Porto"])
  }
  .registering("albums") { _ in PhotoAlbumsViewController(library: sampleLibrary) }

  /// The library the albums scenario shows: two albums, three favourites.
  private static let sampleLibrary = PhotoLibrary(photos: [
    Photo(id: "p1", title: "Harbour", album: "Lisbon", isFavorite: true),
    Photo(id: "p2", title: "Tram 28", album: "Lisbon", isFavorite: false),
    Photo(id: "p3", title: "Alfama", album: "Lisbon", isFavorite: false),
    Photo(id: "p4", title: "Tiles", album: "Lisbon", isFavorite: false),
    Photo(id: "p5", title: "Fado night", album: "Lisbon", isFavorite: false),
    Photo(id: "p6", title: "Fjord", album: "Bergen", isFavorite: true),
    Photo(id: "p7", title: "Bryggen", album: "Bergen", isFavorite: false),
    Photo(id: "p8", title: "Funicular", album: "Bergen", isFavorite: false),
    Photo(id: "p9", title: "Fish market", album: "Bergen", isFavorite: true),
  ])
}
