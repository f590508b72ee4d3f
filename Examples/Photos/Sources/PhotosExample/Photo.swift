/// A photo, as the photos API sends it and as its cell shows it: the cell adds no
/// formatting, so the model is its own cell view-model.
public struct Photo: Decodable, Identifiable, Hashable, Sendable {
  /// The photo's identifier, e.g. `p7`.
  public var id: String
  /// What the photo shows, e.g. `Harbour`.
  public var title: String
  /// The album the photo is in, e.g. `Lisbon`.
  public var album: String
  /// Whether the user marked the photo as a favourite: it is then shown among the favourites,
  /// not in its album, with a star.
  public var isFavorite: Bool

  /// A photo `id` showing `title`, in `album`, a favourite or not.
  public init(id: String, title: String, album: String, isFavorite: Bool) {
    self.id = id
    self.title = title
    self.album = album
    self.isFavorite = isFavorite
  }

  /// Favourites, or the photo's album.
  public var section: PhotosSectionID {
    isFavorite ? .favorites : .album(album)
  }
}

/// The photos of the library, in the order the API sends them.
public struct PhotoLibrary: Decodable, Hashable, Sendable {
  /// Every photo.
  public var photos: [Photo]

  /// A library of `photos`, in order.
  public init(photos: [Photo]) {
    self.photos = photos
  }
}
