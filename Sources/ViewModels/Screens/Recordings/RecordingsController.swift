import Foundation
import ListKit
import Models

/// The Recordings screen: search xeno-canto, page through the answers as the user scrolls.
///
/// All it shows is ``state``; every change reaches ``view``. The loading rules (stale answers
/// dropped, a page asked for at most once, retry of the failed page, a superseded search
/// cancelled) are ``ListKit/ListLoading``'s and ``ListKit/ListDataModel``'s; what is the
/// screen's own is the query, its one section and its events.
///
/// Events that start a request return its task, which finishes once the answer has been
/// applied (or dropped as stale):
///
/// ```swift
/// let search = controller.searchSubmitted("owl")
/// await service.respond(to: "owl", page: 1, with: .success(firstPage))
/// await search?.value  // the page is now in `controller.state`
/// ```
@MainActor
public final class RecordingsController: ListScreenController {
  /// Told about every change of ``state``; held weakly.
  public weak var view: (any ListScreenView)?
  /// How many of the last rows, when displayed, ask for the next page.
  public let prefetchDistance: Int

  let dataModel: ListDataModel<String, RecordingsPage, APIError>
  var loading = ListLoading<String, RecordingCellModel>(
    query: RecordingsState.initial.query, list: RecordingsState.initial.list)

  /// Creates the controller; it becomes the delegate of its own data model over `service`.
  public init(service: any RecordingsService, prefetchDistance: Int = 3) {
    self.prefetchDistance = prefetchDistance
    dataModel = ListDataModel { query, page in
      await service.recordings(matching: query, page: page)
    }
    dataModel.delegate = self
  }

  /// What the screen shows: the query and the list.
  public var state: RecordingsState {
    RecordingsState(query: loading.query, list: loading.list)
  }

  /// The matching recordings in one section, or no section while there are none.
  public var sections: [Section<RecordingsSectionID, RecordingCellModel>] {
    let items = loading.list.items
    return items.isEmpty ? [] : [Section(id: .results, items: items)]
  }

  /// What the footer shows.
  public var footer: ListFooter { loading.list.footer }

  /// The user searched for `query`: start over at page 1, cancelling the search on its way.
  ///
  /// A blank query clears the list and asks for nothing.
  @discardableResult
  public func searchSubmitted(_ query: String) -> Task<Void, Never>? {
    let query = query.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !query.isEmpty else {
      loading.reset(query: RecordingsState.initial.query, to: RecordingsState.initial.list)
      dataModel.cancel()
      view?.listScreenDidChange()
      return nil
    }
    let request = loading.load(query)
    view?.listScreenDidChange()
    return dataModel.request(request)
  }

  /// The row at `indexPath` is about to display: near the end of a paging list, ask for the
  /// next page, unless an answer is already awaited.
  @discardableResult
  public func rowWillDisplay(at indexPath: IndexPath) -> Task<Void, Never>? {
    guard indexPath.section == sections.sectionIndex(of: .results),
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

extension RecordingsController: ListDataModelDelegate {
  /// Applies `page` if `request` is the one awaited; drops it otherwise.
  ///
  /// Recordings already on screen are not added twice: xeno-canto pages can shift while the
  /// user scrolls.
  public func dataModel(
    _ dataModel: ListDataModel<String, RecordingsPage, APIError>,
    didReceive page: RecordingsPage, for request: PageRequest<String>
  ) {
    let outcome = loading.receive(
      page.recordings.map(RecordingCellModel.init), hasNextPage: request.page < page.numPages,
      for: request, emptyMessage: "No recordings match “\(request.query)”.")
    if case .applied = outcome { view?.listScreenDidChange() }
  }

  /// Shows the failure in the footer, keeping the rows, if `request` is the one awaited.
  public func dataModel(
    _ dataModel: ListDataModel<String, RecordingsPage, APIError>, didFailWith error: APIError,
    for request: PageRequest<String>
  ) {
    let message = ErrorMessage(error, loading: "recordings")
    if case .applied = loading.fail(with: message, for: request) { view?.listScreenDidChange() }
  }
}
