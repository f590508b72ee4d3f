import Foundation

/// A list's loading, wired once for every screen: ``ListLoading``'s rules over a
/// ``ListDataModel``, telling its observer about every change.
///
/// It is the data model's delegate, through a class-bound delegate protocol, and applies each answer through ``ListLoading``: stale answers are dropped, a page is asked for
/// at most once, a retry asks for the failed page, and a new load cancels the request still
/// running. A screen's controller keeps only what is its own: how an answer becomes rows, the
/// empty and error texts, its sections and its events.
///
/// ```swift
/// let loader = ListLoader<String, RecordingsPage, RecordingCellModel, APIError>(
///   query: "", list: .empty(message: "Search for a bird by its name."),
///   fetch: { query, page in await service.recordings(matching: query, page: page) },
///   rows: { page, request in (page.recordings.map(RecordingCellModel.init), request.page < page.numPages) },
///   emptyMessage: { "No recordings match “\($0)”." },
///   errorMessage: { ErrorMessage($0, loading: "recordings") })
/// let search = loader.load("owl")  // .loading; the task ends once the answer is applied
/// ```
@MainActor
public final class ListLoader<
  Query: Hashable & Sendable, Answer: Sendable, Item: Identifiable, Failure: Error
> {
  /// The rows an answer to a request brings, and whether a next page follows.
  public typealias Rows = (Answer, PageRequest<Query>) -> (items: [Item], hasNextPage: Bool)

  /// Told about every change of ``list`` and ``query``; held weakly.
  public weak var observer: (any ListObserver)?
  /// The query, the list and the request awaited.
  public private(set) var loading: ListLoading<Query, Item>

  private let dataModel: ListDataModel<Query, Answer, Failure>
  private let rows: Rows
  private let emptyMessage: (Query) -> String
  private let errorMessage: (Failure) -> ErrorMessage

  /// Creates a loader showing `list` for `query`, asking `fetch` for pages.
  ///
  /// - Parameters:
  ///   - query: What the list shows first, e.g. an empty search.
  ///   - list: What the list shows before the first load.
  ///   - fetch: Asks the service for a page of a query.
  ///   - rows: The rows an answer brings, and whether a next page follows.
  ///   - emptyMessage: What an empty first page of a query shows.
  ///   - errorMessage: What a failure shows.
  public init(
    query: Query, list: ListState<Item> = .loading,
    fetch: @escaping ListDataModel<Query, Answer, Failure>.Fetch,
    rows: @escaping Rows, emptyMessage: @escaping (Query) -> String,
    errorMessage: @escaping (Failure) -> ErrorMessage
  ) {
    loading = ListLoading(query: query, list: list)
    dataModel = ListDataModel(fetch: fetch)
    self.rows = rows
    self.emptyMessage = emptyMessage
    self.errorMessage = errorMessage
    dataModel.delegate = self
  }

  /// The rows and how far they have loaded.
  public var list: ListState<Item> { loading.list }
  /// What the list shows.
  public var query: Query { loading.query }

  /// Starts over at page 1 of `query`, cancelling the request still running; the task ends
  /// once the answer has been applied or dropped.
  @discardableResult
  public func load(_ query: Query) -> Task<Void, Never> {
    let request = loading.load(query)
    observer?.listDidChange()
    return dataModel.request(request)
  }

  /// Shows `list` for `query`, asking for nothing and cancelling the request still running.
  public func reset(query: Query, to list: ListState<Item>) {
    loading.reset(query: query, to: list)
    dataModel.cancel()
    observer?.listDidChange()
  }

  /// Row `row` of the list is about to display: asks for the next page when it is due (see
  /// ``ListLoading/nextPage(displayingRow:prefetchDistance:)``), or returns nil.
  @discardableResult
  public func rowWillDisplay(_ row: Int, prefetchDistance: Int) -> Task<Void, Never>? {
    guard let request = loading.nextPage(displayingRow: row, prefetchDistance: prefetchDistance)
    else { return nil }
    return dataModel.request(request)
  }

  /// The row at `indexPath` of `sections` is about to display: asks for the next page when it
  /// is due, counting the table's rows one after another, or returns nil (also for a path
  /// outside `sections`).
  ///
  /// For a screen that groups the list's rows into sections of its own (favourites first,
  /// then A–Z): the sections hold every row once, in any order, so the table's last rows are
  /// the last ones counted, whatever section they are in.
  @discardableResult
  public func rowWillDisplay<SectionID: Hashable>(
    at indexPath: IndexPath, in sections: [ListSection<SectionID, Item>], prefetchDistance: Int
  ) -> Task<Void, Never>? {
    guard sections.item(at: indexPath) != nil else { return nil }
    return rowWillDisplay(sections.flatPosition(of: indexPath), prefetchDistance: prefetchDistance)
  }

  /// After an error, asks for the failed page again; nil when the list shows no error.
  @discardableResult
  public func retry() -> Task<Void, Never>? {
    guard let request = loading.retry() else { return nil }
    observer?.listDidChange()
    return dataModel.request(request)
  }

  /// Edits the row identified by `id` in place, e.g. a favourite toggled, and tells the
  /// observer; nothing changes when the list has no such row.
  ///
  /// ```swift
  /// public func favoriteTapped(id: String) -> EventOutcome {
  ///   loader.editItem(id: id) { $0.isFavorite.toggle() }
  /// }
  /// ```
  ///
  /// - Returns: ``EventOutcome/handled``, or ``EventOutcome/noSuchItem`` when no row has `id`.
  /// - Complexity: O(*n*) in the number of rows.
  @discardableResult
  public func editItem(id: Item.ID, _ edit: (inout Item) -> Void) -> EventOutcome {
    guard list.items.contains(where: { $0.id == id }) else { return .noSuchItem }
    editItems { item in
      guard item.id == id else { return item }
      var edited = item
      edit(&edited)
      return edited
    }
    return .handled
  }

  /// Edits the rows in place (nil removes one), e.g. a favourite toggled, keeping the list's
  /// kind; a loaded list left without rows shows `emptyMessage` when one is given.
  public func editItems(_ transform: (Item) -> Item?, emptyMessage: String? = nil) {
    loading.editItems(transform)
    if let emptyMessage, case .populated(let items) = loading.list, items.isEmpty {
      loading.replaceList(with: .empty(message: emptyMessage))
    }
    observer?.listDidChange()
  }
}

extension ListLoader: ListDataModelDelegate {
  /// Applies `answer` if `request` is the one awaited.
  public func dataModel(
    _ dataModel: ListDataModel<Query, Answer, Failure>, didReceive answer: Answer,
    for request: PageRequest<Query>
  ) {
    let (items, hasNextPage) = rows(answer, request)
    let outcome = loading.receive(
      items, hasNextPage: hasNextPage, for: request, emptyMessage: emptyMessage(request.query))
    if case .applied = outcome { observer?.listDidChange() }
  }

  /// Shows the failure, keeping the rows, if `request` is the one awaited.
  public func dataModel(
    _ dataModel: ListDataModel<Query, Answer, Failure>, didFailWith error: Failure,
    for request: PageRequest<Query>
  ) {
    if case .applied = loading.fail(with: errorMessage(error), for: request) {
      observer?.listDidChange()
    }
  }
}
