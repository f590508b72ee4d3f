import Foundation
import ListKit
import Models

/// The Recordings screen: search xeno-canto, page through the answers as the user scrolls.
///
/// All it shows is ``state``; every change reaches ``view``. The loading rules (stale answers
/// dropped, a page asked for at most once, retry of the failed page, a superseded search
/// cancelled) are ``ListKit/ListLoader``'s; what is the screen's own is how a page becomes
/// rows, its texts, its one section and its events.
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
package final class RecordingsController: ListLoadingController {
  /// How many of the last rows, when displayed, ask for the next page.
  package let prefetchDistance: Int

  /// The loading machine: the list, its requests and their rules. The screen hears about
  /// every change of the list from it.
  package let loader: ListLoader<String, RecordingsPage, RecordingCellModel, APIError>

  /// Creates the controller over `service`.
  package init(service: any RecordingsService, prefetchDistance: Int = 3) {
    self.prefetchDistance = prefetchDistance
    loader = ListLoader(
      query: RecordingsState.initial.query, list: RecordingsState.initial.list,
      fetch: { query, page in await service.recordings(matching: query, page: page) },
      // Recordings already on screen are not added twice: xeno-canto pages can shift while the
      // user scrolls (the loader drops rows it already shows).
      rows: { page, request in
        (page.recordings.map(RecordingCellModel.init), request.page < page.numPages)
      },
      emptyMessage: { "No recordings match “\($0)”." },
      errorMessage: { ErrorMessage($0, loading: "recordings") })
  }

  /// What the screen shows: the query and the list.
  package var state: RecordingsState {
    RecordingsState(query: loader.query, list: loader.list)
  }

  /// The matching recordings in one section, or no section while there are none.
  package var sections: [ListSection<RecordingsSectionID, RecordingCellModel>] {
    [ListSection](grouping: loader.list.items, by: { _ in .results })
  }

  /// The user searched for `query`: start over at page 1, cancelling the search on its way.
  ///
  /// A blank query clears the list and asks for nothing.
  @discardableResult
  package func searchSubmitted(_ query: String) -> Task<Void, Never>? {
    let query = query.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !query.isEmpty else {
      loader.reset(query: RecordingsState.initial.query, to: RecordingsState.initial.list)
      return nil
    }
    return loader.load(query)
  }

  /// The row at `indexPath` is about to display: near the end of a paging list, ask for the
  /// next page, unless an answer is already awaited.
  @discardableResult
  package func rowWillDisplay(at indexPath: IndexPath) -> Task<Void, Never>? {
    loader.rowWillDisplay(at: indexPath, in: sections, prefetchDistance: prefetchDistance)
  }
}
