import Foundation
import ListKit
import Models

/// The Films screen: SWAPI's films in episode order, paged as the user scrolls.
///
/// All it shows is ``state``; every change reaches ``view``. A successful load, an answer that
/// cannot be decoded and a server failure each show their own text: the film count as a footer
/// note, or the error in the footer. The loading rules are ``ListKit/ListLoader``'s.
@MainActor
package final class FilmsController: ListLoadingController {
  /// How many of the last rows, when displayed, ask for the next page.
  package let prefetchDistance: Int

  /// The loading machine: the list, its requests and their rules. The screen hears about
  /// every change of the list from it.
  package let loader: ListLoader<NoQuery, FilmsPage, FilmCellModel, APIError>

  /// Creates the controller over `service`.
  package init(service: any FilmsService, prefetchDistance: Int = 3) {
    self.prefetchDistance = prefetchDistance
    loader = ListLoader(
      query: NoQuery(),
      fetch: { _, page in await service.films(page: page) },
      // Films already on screen are not added twice (the loader drops rows it already shows).
      rows: { page, _ in (page.results.map(FilmCellModel.init), page.next != nil) },
      emptyMessage: { _ in "There are no films." },
      errorMessage: { ErrorMessage($0, loading: "films") })
  }

  /// The films and how far they have loaded.
  package var state: ListState<FilmCellModel> { loader.list }

  /// The films in one section, in episode order, or no section while there are none.
  package var sections: [ListSection<FilmsSectionID, FilmCellModel>] {
    [ListSection](grouping: state.items.sorted { $0.id < $1.id }, by: { _ in .films })
  }

  /// What the footer shows: once every page has loaded, how many films there are, e.g.
  /// `6 films`.
  package var footer: ListFooter {
    switch state {
    case .populated(let films): .note(films.count == 1 ? "1 film" : "\(films.count) films")
    case .loading, .paging, .empty, .error: state.footer
    }
  }

  /// The row at `indexPath` is about to display: near the end of a paging list, ask for the
  /// next page, unless an answer is already awaited.
  ///
  /// Rows are shown in episode order; the next page is due by how many rows have loaded.
  @discardableResult
  package func rowWillDisplay(at indexPath: IndexPath) -> Task<Void, Never>? {
    loader.rowWillDisplay(at: indexPath, in: sections, prefetchDistance: prefetchDistance)
  }
}
