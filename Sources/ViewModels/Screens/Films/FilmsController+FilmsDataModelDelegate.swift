import ListKit
import Models

extension FilmsController: FilmsDataModelDelegate {
  /// Applies `page` if `request` is the one awaited; drops it otherwise.
  ///
  /// Films already on screen are not added twice, since duplicate identities would break the
  /// diff.
  public func filmsDataModel(
    _ dataModel: FilmsDataModel, didReceive page: FilmsPage, for request: PageRequest
  ) {
    guard ledger.accept(request) else { return }
    var seen = Set(state.items.map(\.id))
    let rows = page.results.map(FilmCellModel.init).filter { seen.insert($0.id).inserted }
    let received = ListPage(
      number: request.page, items: rows, next: page.next == nil ? nil : request.page + 1)
    guard let list = try? state.receiving(received, emptyMessage: "There are no films.") else {
      return
    }
    apply(list)
  }

  /// Shows the failure in the footer, keeping the rows, if `request` is the one awaited.
  public func filmsDataModel(
    _ dataModel: FilmsDataModel, didFailWith error: APIError, for request: PageRequest
  ) {
    guard ledger.accept(request),
      let list = try? state.failing(page: request.page, with: ErrorMessage(error, loading: "films"))
    else { return }
    apply(list)
  }
}
