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
///
/// A refresh (``refresh(_:)``, e.g. pull to refresh) asks for page 1 again and keeps the rows on
/// screen until the answer replaces them, so the screen's diff inserts only what is new; a
/// failed refresh keeps them under its error. A mailbox or a feed that pages refreshes
/// ``ListRefreshPolicy/keepingLoadedPages``: the newer rows go on top of every page loaded. A service that pages by opaque tokens is asked
/// with ``init(query:list:fetchAfter:rows:emptyMessage:errorMessage:)``.
@MainActor
public final class ListLoader<
  Query: Hashable & Sendable, Answer: Sendable, Item: Identifiable, Failure: Error
> {
  /// The rows an answer to a request brings, and whether a next page follows.
  public typealias Rows = (Answer, PageRequest<Query>) -> (items: [Item], hasNextPage: Bool)
  /// The rows an answer to a request brings, and the token that names the next page to a
  /// cursor API, nil when none follows.
  public typealias CursorRows = (Answer, PageRequest<Query>) -> (
    items: [Item], nextCursor: String?
  )

  /// Told about every change of ``list`` and ``query``; held weakly.
  public weak var observer: (any ListObserver)?
  /// The query, the list and the request awaited.
  public private(set) var loading: ListLoading<Query, Item>

  private let dataModel: ListDataModel<Query, Answer, Failure>
  private let rows: PageRule
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
  public convenience init(
    query: Query, list: ListState<Item> = .loading,
    fetch: @escaping ListDataModel<Query, Answer, Failure>.Fetch,
    rows: @escaping Rows, emptyMessage: @escaping (Query) -> String,
    errorMessage: @escaping (Failure) -> ErrorMessage
  ) {
    self.init(
      query: query, list: list, dataModel: ListDataModel(fetch: fetch), rows: .numbered(rows),
      emptyMessage: emptyMessage, errorMessage: errorMessage)
  }

  /// Creates a loader showing `list` for `query`, asking a service that pages by opaque tokens:
  /// `fetch` gets nil for the first page, then the token the answer before gave.
  ///
  /// ```swift
  /// let loader = ListLoader<String, MessagesPage, Message, APIError>(
  ///   query: "", fetchAfter: { query, cursor in await service.messages(matching: query, after: cursor) },
  ///   rows: { page, _ in (page.messages, page.nextCursor) },
  ///   emptyMessage: { _ in "No messages." }, errorMessage: { ErrorMessage($0.text) })
  /// ```
  ///
  /// - Parameters:
  ///   - query: What the list shows first, e.g. an empty search.
  ///   - list: What the list shows before the first load.
  ///   - fetch: Asks the service for the page a token names.
  ///   - rows: The rows an answer brings, and the next page's token, nil for the last page.
  ///   - emptyMessage: What an empty first page of a query shows.
  ///   - errorMessage: What a failure shows.
  public convenience init(
    query: Query, list: ListState<Item> = .loading,
    fetchAfter fetch: @escaping ListDataModel<Query, Answer, Failure>.FetchAfter,
    rows: @escaping CursorRows, emptyMessage: @escaping (Query) -> String,
    errorMessage: @escaping (Failure) -> ErrorMessage
  ) {
    self.init(
      query: query, list: list, dataModel: ListDataModel(fetchAfter: fetch),
      rows: .cursored(rows), emptyMessage: emptyMessage, errorMessage: errorMessage)
  }

  private init(
    query: Query, list: ListState<Item>, dataModel: ListDataModel<Query, Answer, Failure>,
    rows: PageRule, emptyMessage: @escaping (Query) -> String,
    errorMessage: @escaping (Failure) -> ErrorMessage
  ) {
    loading = ListLoading(query: query, list: list)
    self.dataModel = dataModel
    self.rows = rows
    self.emptyMessage = emptyMessage
    self.errorMessage = errorMessage
    dataModel.delegate = self
  }

  /// How the service names the next page: by number or by token.
  private enum PageRule {
    case numbered(Rows)
    case cursored(CursorRows)
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

  /// Asks for page 1 of the query again (the user pulled to refresh), keeping the rows on
  /// screen until the answer comes: the observer hears that a refresh began
  /// (``isRefreshing``), then the answer, rows that stay keeping their place. A failure keeps
  /// the rows under its error, and a retry refreshes again, with the same policy. Nil while the
  /// first page loads, whose answer is as fresh; a later page on its way is cancelled and its
  /// answer dropped.
  ///
  /// ```swift
  /// loader.refresh()                     // page 1 replaces the rows
  /// loader.refresh(.keepingLoadedPages)  // 13 messages and 2 newer ones: 15, paging on
  /// ```
  ///
  /// - Parameter policy: What the answer does with the rows loaded (see
  ///   ``ListRefreshPolicy``): replace them (the default), or keep every page and put the
  ///   newer rows on top.
  @discardableResult
  public func refresh(_ policy: ListRefreshPolicy = .replacingRows) -> Task<Void, Never>? {
    guard let request = loading.refresh(policy) else { return nil }
    observer?.listDidChange()
    return dataModel.request(request)
  }

  /// Whether a refresh is on its way (see ``ListLoading/isRefreshing``): what a screen's
  /// refresh control shows.
  public var isRefreshing: Bool { loading.isRefreshing }

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
  /// The sections are the table's, whatever they hold: the loader's own items grouped in
  /// sections of the screen's (favourites first, then A–Z), or cell view-models made from
  /// them. The next page is due when the row is one of the last `prefetchDistance` rows of
  /// the sections (at least the last one), whatever section it is in.
  @discardableResult
  public func rowWillDisplay<SectionID: Hashable, Row>(
    at indexPath: IndexPath, in sections: [ListSection<SectionID, Row>], prefetchDistance: Int
  ) -> Task<Void, Never>? {
    guard sections.item(at: indexPath) != nil else { return nil }
    let rowCount = sections.reduce(0) { $0 + $1.items.count }
    guard
      let request = loading.nextPage(
        displayingRow: sections.flatPosition(of: indexPath), ofRows: rowCount,
        prefetchDistance: prefetchDistance)
    else { return nil }
    return dataModel.request(request)
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

  /// Moves the row identified by `id` to just before the row identified by `next` (nil: after
  /// every row), e.g. a row the user dragged to a new place, and tells the observer.
  ///
  /// ```swift
  /// loader.moveItem(id: 3, before: 1)  // [1, 2, 3] becomes [3, 1, 2]
  /// ```
  ///
  /// - Returns: ``EventOutcome/handled``, or ``EventOutcome/noSuchItem`` when no row has `id`,
  ///   or `next` names no other row.
  /// - Complexity: O(*n*) in the number of rows.
  @discardableResult
  public func moveItem(id: Item.ID, before next: Item.ID?) -> EventOutcome {
    let items = list.items
    guard next != id, let source = items.firstIndex(where: { $0.id == id }) else {
      return .noSuchItem
    }
    let remaining = items.filter { $0.id != id }
    let destination: Int
    if let next {
      guard let index = remaining.firstIndex(where: { $0.id == next }) else { return .noSuchItem }
      destination = index
    } else {
      destination = remaining.count
    }
    loading.moveItem(from: source, to: destination)
    observer?.listDidChange()
    return .handled
  }

  /// Edits the rows in place (nil removes one), e.g. a favourite toggled or a row deleted,
  /// keeping the list's kind; a loaded list left without rows shows the loader's empty
  /// message for its query, the one an empty answer shows.
  ///
  /// ```swift
  /// loader.editItems { $0.id == deleted ? nil : $0 }  // the last row gone: "Nothing to do."
  /// ```
  public func editItems(_ transform: (Item) -> Item?) {
    loading.editItems(transform)
    if case .populated(let items) = loading.list, items.isEmpty {
      loading.replaceList(with: .empty(message: emptyMessage(loading.query)))
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
    let outcome: ListLoading<Query, Item>.Outcome
    switch rows {
    case .numbered(let rows):
      let (items, hasNextPage) = rows(answer, request)
      outcome = loading.receive(
        items, hasNextPage: hasNextPage, for: request, emptyMessage: emptyMessage(request.query))
    case .cursored(let rows):
      let (items, nextCursor) = rows(answer, request)
      outcome = loading.receive(
        items, nextCursor: nextCursor, for: request, emptyMessage: emptyMessage(request.query))
    }
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
