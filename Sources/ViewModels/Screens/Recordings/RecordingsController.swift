import Foundation
import ListKit
import Models

/// The Recordings screen: search xeno-canto, page through the answers as the user scrolls.
///
/// All it shows is ``state``; every change goes through one entry point and reaches ``view``.
/// Each request carries a generation: answers to an older query or an older page generation
/// are dropped, and a page is never asked for while an answer is awaited, so it is requested
/// at most once (a retry after an error asks again, on purpose).
///
/// Events that start a request return its task, which finishes once the answer has been
/// applied (or dropped). A test answers the request through its scripted service, then awaits
/// that task, or ``settle()`` for every request started so far:
///
/// ```swift
/// let search = controller.searchSubmitted("owl")
/// await service.respond(to: "owl", page: 1, with: .success(firstPage))
/// await search?.value  // the page is now in `controller.state`
/// ```
///
/// A caller that only knows how many answers it has released (a scenario runner answering
/// "the oldest pending request") awaits ``waitUntilAnswered(_:)`` with that count instead;
/// neither way needs a sleep.
@MainActor
public final class RecordingsController: ListScreenController {
  /// What the screen shows.
  public private(set) var state = RecordingsState.initial
  /// Told about every change of ``state``; held weakly.
  public weak var view: (any ListScreenView)?
  /// How many of the last rows, when displayed, ask for the next page.
  public let prefetchDistance: Int

  let dataModel: RecordingsDataModel
  var ledger = RequestLedger<RecordingsSearchPage>()

  /// Creates the controller; it becomes the delegate of its own data model over `service`.
  public init(service: any RecordingsService, prefetchDistance: Int = 3) {
    self.prefetchDistance = prefetchDistance
    dataModel = RecordingsDataModel(service: service)
    dataModel.delegate = self
  }

  /// The matching recordings in one section, or no section while there are none.
  public var sections: [Section<RecordingsSectionID, RecordingCellModel>] {
    let items = state.list.items
    return items.isEmpty ? [] : [Section(id: .results, items: items)]
  }

  /// What the footer shows.
  public var footer: ListFooter { state.list.footer }

  /// The user searched for `query`: start over at page 1.
  ///
  /// A blank query clears the list and asks for nothing. Any answer still on its way is
  /// dropped when it arrives.
  @discardableResult
  public func searchSubmitted(_ query: String) -> Task<Void, Never>? {
    let query = query.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !query.isEmpty else {
      ledger.abandon()
      apply(.initial)
      return nil
    }
    apply(RecordingsState(query: query, list: .loading))
    return request(page: 1)
  }

  /// The row at `indexPath` is about to display: near the end of a paging list, ask for the
  /// next page, unless an answer is already awaited.
  @discardableResult
  public func rowWillDisplay(at indexPath: IndexPath) -> Task<Void, Never>? {
    guard ledger.awaited == nil, indexPath.section == sections.sectionIndex(of: .results),
      let page = state.list.pageDue(
        displayingRow: indexPath.row, prefetchDistance: prefetchDistance)
    else { return nil }
    return request(page: page)
  }

  /// The user tapped the error footer: ask for the failed page again.
  @discardableResult
  public func retryTapped() -> Task<Void, Never>? {
    guard case .error(_, _, let page) = state.list, let list = try? state.list.retrying() else {
      return nil
    }
    apply(RecordingsState(query: state.query, list: list))
    return request(page: page)
  }

  /// Returns when every request started so far has been answered and applied.
  public func settle() async {
    await dataModel.settle()
  }

  /// Returns once `count` answers in all have been applied or dropped as stale since the
  /// controller was created.
  public func waitUntilAnswered(_ count: Int) async {
    await dataModel.waitUntilAnswered(count)
  }

  /// The one entry point for changing ``state``.
  func apply(_ newState: RecordingsState) {
    state = newState
    view?.listScreenDidChange()
  }

  private func request(page: Int) -> Task<Void, Never> {
    dataModel.request(ledger.start(RecordingsSearchPage(query: state.query, page: page)))
  }
}
