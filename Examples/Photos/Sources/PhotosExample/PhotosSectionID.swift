/// The Photos screen's sections: the favourites, in a row that scrolls sideways, then one grid
/// per album.
public enum PhotosSectionID: Hashable, Sendable {
  /// The photos marked as favourites.
  case favorites
  /// The other photos of an album, by the album's name.
  case album(String)

  /// The section's header title.
  public var title: String {
    switch self {
    case .favorites: "Favorites"
    case .album(let name): name
    }
  }
}
