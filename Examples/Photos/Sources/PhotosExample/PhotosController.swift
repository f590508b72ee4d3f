import ListKit

/// The Photos screen's logic: favourites first, then every album's other photos. Events that
/// start a request return its task; `ListLoader` keeps the loading rules.
@MainActor
public final class PhotosController: ListLoadingController {
  /// The loading machine: the library, its request and its rules. The screen hears about
  /// every change of the list from it.
  public let loader: ListLoader<NoQuery, PhotoLibrary, Photo, PhotosError>

  /// Creates the controller over `service`.
  public init(service: any PhotosService) {
    loader = ListLoader(
      query: NoQuery(), fetch: { _, _ in await service.library() },
      rows: { library, _ in (library.photos, false) },
      emptyMessage: { _ in "No photos yet." }, errorMessage: { ErrorMessage($0.message) })
  }

  /// The photos in the API's order, and how far they have loaded.
  public var state: ListState<Photo> { loader.list }
  /// What the screen shows while there are no photos.
  public var footer: ListFooter { state.footer }

  /// Favorites, then a section for each album in the order the API first names it.
  public var sections: [ListSection<PhotosSectionID, Photo>] {
    let photos = state.items.filter(\.isFavorite) + state.items.filter { !$0.isFavorite }
    return [ListSection](grouping: photos, by: \.section, title: \.title)
  }

  /// The user tapped photo `id`: it becomes a favourite, or stops being one. The change stays
  /// on screen: the service has no call to save it.
  public func favoriteTapped(id: String) -> EventOutcome {
    loader.editItem(id: id) { $0.isFavorite.toggle() }
  }
}
