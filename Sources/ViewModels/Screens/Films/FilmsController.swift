import Foundation
import ListKit
import Models

/// The Films screen: SWAPI's films in episode order, paged as the user scrolls.
///
/// All it shows is ``state``; every change reaches ``view``. A successful load, an answer that
/// cannot be decoded and a server failure each show their own text: the film count as a footer
/// note, or the error in the footer. The loading rules are ``ListKit/ListLoading``'s.
@MainActor
public final class FilmsController: ListScreenController {
  /// Told about every change of ``state``; held weakly.
  public weak var view: (any ListScreenView)?
  /// How many of the last rows, when displayed, ask for the next page.
  public let prefetchDistance: Int

  let dataModel: ListDataModel<NoQuery, FilmsPage, APIError>
  var loading = ListLoading<NoQuery, FilmCellModel>(query: NoQuery())

  /// Creates the controller; it becomes the delegate of its own data model over `service`.
  public init(service: any FilmsService, prefetchDistance: Int = 3) {
    self.prefetchDistance = prefetchDistance
    dataModel = ListDataModel { _, page in await service.films(page: page) }
    dataModel.delegate = self
  }

  /// The films and how far they have loaded.
  public var state: ListState<FilmCellModel> { loading.list }

  /// The films in one section, in episode order, or no section while there are none.
  public var sections: [Section<FilmsSectionID, FilmCellModel>] {
    let items = state.items.sorted { $0.id < $1.id }
    return items.isEmpty ? [] : [Section(id: .films, items: items)]
  }

  /// What the footer shows: once every page has loaded, how many films there are, e.g.
  /// `6 films`.
  public var footer: ListFooter {
    switch state {
    case .populated(let films): .note(films.count == 1 ? "1 film" : "\(films.count) films")
    case .loading, .paging, .empty, .error: state.footer
    }
  }

  /// The screen wants the films: load them from page 1.
  @discardableResult
  public func loadRequested() -> Task<Void, Never> {
    let request = loading.load(NoQuery())
    view?.listScreenDidChange()
    return dataModel.request(request)
  }

  /// The row at `indexPath` is about to display: near the end of a paging list, ask for the
  /// next page, unless an answer is already awaited.
  ///
  /// Rows are shown in episode order; the next page is due by how many rows have loaded.
  @discardableResult
  public func rowWillDisplay(at indexPath: IndexPath) -> Task<Void, Never>? {
    guard indexPath.section == sections.sectionIndex(of: .films),
      let request = loading.nextPage(
        displayingRow: indexPath.row, prefetchDistance: prefetchDistance)
    else { return nil }
    return dataModel.request(request)
  }

  /// The user tapped the error footer: ask for the failed page again.
  @discardableResult
  public func retryTapped() -> Task<Void, Never>? {
    guard let request = loading.retry() else { return nil }
    view?.listScreenDidChange()
    return dataModel.request(request)
  }
}

extension FilmsController: ListDataModelDelegate {
  /// Applies `page` if `request` is the one awaited; films already on screen are not added
  /// twice.
  public func dataModel(
    _ dataModel: ListDataModel<NoQuery, FilmsPage, APIError>, didReceive page: FilmsPage,
    for request: PageRequest<NoQuery>
  ) {
    let outcome = loading.receive(
      page.results.map(FilmCellModel.init), hasNextPage: page.next != nil, for: request,
      emptyMessage: "There are no films.")
    if case .applied = outcome { view?.listScreenDidChange() }
  }

  /// Shows the failure in the footer, keeping the rows, if `request` is the one awaited.
  public func dataModel(
    _ dataModel: ListDataModel<NoQuery, FilmsPage, APIError>, didFailWith error: APIError,
    for request: PageRequest<NoQuery>
  ) {
    let message = ErrorMessage(error, loading: "films")
    if case .applied = loading.fail(with: message, for: request) { view?.listScreenDidChange() }
  }
}
