/// The loading half of a list screen, as one value: its query, its ``ListState``, and the one
/// request whose answer it awaits.
///
/// Every list screen repeats the same rules, and they live here once:
/// - each request carries a new generation, and an answer is applied only when its request is
///   the awaited one, so an answer to an older query or page is dropped;
/// - one request is awaited at a time, so a page is asked for at most once;
/// - a failure keeps the rows already loaded, and a retry asks for the failed page again;
/// - rows whose identity is already in the list are not added twice;
/// - a refresh keeps the rows on screen until its answer replaces them (an answer to page 1
///   replaces the rows, a later page's is appended), and a failed refresh keeps them too; a
///   refresh ``ListRefreshPolicy/keepingLoadedPages`` puts the answer's new rows on top of
///   every page loaded instead;
/// - a service that pages by opaque tokens gets, with each later page, the token the answer
///   before gave for it (``PageRequest/cursor``).
///
/// State changes that could not happen on a correct screen cannot be expressed: an answer
/// changes the state only through the request it answers, and the awaited request is always
/// the page the state waits for.
///
/// ```swift
/// var loading = ListLoading<String, RecordingCellModel>(query: "", list: .empty(message: "Search."))
/// let request = loading.load("owl")             // .loading; ask the service for page 1
/// loading.receive(rows, hasNextPage: true, for: request, emptyMessage: "No owls.")
/// print(loading.list.summary)                     // paging (20 items, next: 2)
/// ```
public struct ListLoading<Query: Hashable & Sendable, Item: Identifiable> {
  /// What the list shows, e.g. the search text.
  public private(set) var query: Query
  /// The rows and how far they have loaded.
  public private(set) var list: ListState<Item>
  /// The request whose answer the list waits for, if any.
  public private(set) var awaited: PageRequest<Query>?
  /// The token the last answer gave for the next page, for a service that pages by opaque
  /// tokens; nil after a load or a reset, and for services that page by number. A failure
  /// keeps it, so that a retry asks for the same page.
  public private(set) var nextCursor: String?
  private var lastGeneration = 0
  /// How the loaded pages go on, kept while a refresh that keeps them is on its way or failed
  /// (so that its retry keeps them too); nil otherwise.
  private var keptPaging: KeptPaging?

  /// Where the pages a refresh keeps go on: the next page's number (nil when every page is
  /// loaded) and the token for it.
  private struct KeptPaging: Hashable {
    var next: Int?
    var cursor: String?
  }

  /// What became of an answer.
  public enum Outcome: Hashable, Sendable {
    /// The answer changed the list; `duplicatesDropped` of its rows were already in it.
    case applied(duplicatesDropped: Int)
    /// The answer was to a request no longer awaited, and changed nothing.
    case droppedAsStale
  }

  /// Creates the loading state of a list showing `list` for `query`, awaiting nothing.
  public init(query: Query, list: ListState<Item> = .loading) {
    self.query = query
    self.list = list
  }

  /// Starts over at page 1 of `query`: the list is `.loading`, and the returned request is the
  /// one to make. An answer still on its way for an earlier request will be dropped.
  public mutating func load(_ query: Query) -> PageRequest<Query> {
    self.query = query
    list = .loading
    nextCursor = nil
    keptPaging = nil
    return start(page: 1)
  }

  /// Asks for page 1 of the query again, keeping the list as it is until the answer comes
  /// (diffed by the screen, so rows that stay are not inserted again); nil while the first page
  /// is loading, whose answer is as fresh. An answer still on its way for an earlier request,
  /// a later page's, will be dropped.
  ///
  /// With ``ListRefreshPolicy/replacingRows`` (the default) the answer replaces the rows; with
  /// ``ListRefreshPolicy/keepingLoadedPages`` it updates the rows it has in place, puts its new
  /// ones on top, and paging goes on from the page that was next (a later page that failed is
  /// the next one then). A refresh of a list without rows replaces, whatever the policy.
  public mutating func refresh(_ policy: ListRefreshPolicy = .replacingRows)
    -> PageRequest<Query>?
  {
    if case .loading = list { return nil }
    switch policy {
    case .replacingRows:
      keptPaging = nil
    case .keepingLoadedPages:
      switch list {
      case .paging(_, let next):
        keptPaging = KeptPaging(next: next, cursor: nextCursor)
      case .populated:
        keptPaging = KeptPaging(next: nil, cursor: nil)
      case .error(_, let kept, let page) where page > 1 && !kept.isEmpty:
        keptPaging = KeptPaging(next: page, cursor: nextCursor)
      case .error(_, let kept, _) where !kept.isEmpty:
        // A refresh that failed: the pages it kept, if it kept them; else every row shown.
        keptPaging = keptPaging ?? KeptPaging(next: nil, cursor: nil)
      case .loading, .empty, .error:
        keptPaging = nil
      }
    }
    return start(page: 1)
  }

  /// Whether a refresh is on its way: page 1 is awaited while the list shows what it showed
  /// before (rows, an empty message or an error), not `.loading`.
  public var isRefreshing: Bool {
    guard awaited?.page == 1 else { return false }
    if case .loading = list { return false }
    return true
  }

  /// Shows `list` for `query` and awaits nothing, e.g. once a search is cleared; an answer still
  /// on its way will be dropped.
  public mutating func reset(query: Query, to list: ListState<Item>) {
    self.query = query
    self.list = list
    awaited = nil
    nextCursor = nil
    keptPaging = nil
  }

  /// The request for the next page because row `row` (in the list's own order) is about to
  /// display, or nil.
  ///
  /// A page is due when the list is `.paging`, no answer is awaited, and `row` is one of the
  /// last `prefetchDistance` rows (at least the last one).
  public mutating func nextPage(displayingRow row: Int, prefetchDistance: Int) -> PageRequest<
    Query
  >? {
    nextPage(displayingRow: row, ofRows: list.items.count, prefetchDistance: prefetchDistance)
  }

  /// The request for the next page because row `row` of a table of `rowCount` rows made from
  /// the list is about to display, or nil: the same rule counted in the table's rows (see
  /// ``ListState/pageDue(displayingRow:ofRows:prefetchDistance:)``).
  public mutating func nextPage(displayingRow row: Int, ofRows rowCount: Int, prefetchDistance: Int)
    -> PageRequest<Query>?
  {
    guard awaited == nil,
      let page = list.pageDue(
        displayingRow: row, ofRows: rowCount, prefetchDistance: prefetchDistance)
    else { return nil }
    return start(page: page)
  }

  /// After an error, the request that asks for the failed page again, the list showing the kept
  /// rows meanwhile; nil when the list shows no error.
  ///
  /// A failed first page with no rows loads again (`.loading`); a failed refresh, page 1 with
  /// rows kept, refreshes again, the rows shown as they are (`.populated`) until the answer
  /// replaces them; a later page pages on (`.paging` with the kept rows).
  public mutating func retry() -> PageRequest<Query>? {
    guard case .error(_, let kept, let page) = list else { return nil }
    switch (page, kept.isEmpty) {
    case (1, true): list = .loading
    case (1, false):
      list = keptPaging?.next.map { .paging(kept, next: $0) } ?? .populated(kept)
    default: list = .paging(kept, next: page)
    }
    return start(page: page)
  }

  /// Applies `items`, the answer to `request`, if it is the awaited request.
  ///
  /// An answer to page 1 (a load, a retry of it, a refresh) replaces the rows; a later page's
  /// is appended. Items already in the list, or repeated in `items`, are dropped and counted.
  /// Page 1 with no items and no next page makes the list `.empty` with `emptyMessage`.
  @discardableResult
  public mutating func receive(
    _ items: [Item], hasNextPage: Bool, for request: PageRequest<Query>, emptyMessage: String
  ) -> Outcome {
    receive(items, next: hasNextPage ? .number : nil, for: request, emptyMessage: emptyMessage)
  }

  /// Applies `items`, the answer to `request` from a service that pages by opaque tokens, if it
  /// is the awaited request: as ``receive(_:hasNextPage:for:emptyMessage:)``, with a next page
  /// when the answer gives `nextCursor`, the token the next request carries.
  @discardableResult
  public mutating func receive(
    _ items: [Item], nextCursor: String?, for request: PageRequest<Query>, emptyMessage: String
  ) -> Outcome {
    receive(items, next: nextCursor.map(NextPage.cursor), for: request, emptyMessage: emptyMessage)
  }

  /// How the service names the page after an answer.
  private enum NextPage {
    case number
    case cursor(String)
  }

  private mutating func receive(
    _ items: [Item], next: NextPage?, for request: PageRequest<Query>, emptyMessage: String
  ) -> Outcome {
    guard accept(request) else { return .droppedAsStale }
    if request.page == 1, let kept = keptPaging {
      return receiveKeepingLoadedPages(items, kept: kept, emptyMessage: emptyMessage)
    }
    let loaded: [Item]
    switch list {
    case .paging(let rows, _) where request.page > 1: loaded = rows
    case .loading, .populated, .paging, .empty, .error: loaded = []
    }
    var seen = Set(loaded.map(\.id))
    let fresh = items.filter { seen.insert($0.id).inserted }
    if case .cursor(let cursor) = next {
      nextCursor = cursor
    } else {
      nextCursor = nil
    }
    list = .loaded(
      loaded + fresh, next: next == nil ? nil : request.page + 1, emptyMessage: emptyMessage)
    return .applied(duplicatesDropped: items.count - fresh.count)
  }

  /// Applies page 1's `items` on top of the rows kept: rows already in the list take the
  /// answer's content in place, the answer's other rows go above them in its order, and
  /// paging goes on as `kept` says.
  private mutating func receiveKeepingLoadedPages(
    _ items: [Item], kept: KeptPaging, emptyMessage: String
  ) -> Outcome {
    keptPaging = nil
    var answered: [Item.ID: Item] = [:]
    var fresh: [Item] = []
    var repeated = 0
    let shown = Set(list.items.map(\.id))
    for item in items {
      guard answered[item.id] == nil else {
        repeated += 1
        continue
      }
      answered[item.id] = item
      if !shown.contains(item.id) { fresh.append(item) }
    }
    let updated = list.items.map { answered[$0.id] ?? $0 }
    nextCursor = kept.cursor
    list = .loaded(fresh + updated, next: kept.next, emptyMessage: emptyMessage)
    return .applied(duplicatesDropped: repeated)
  }

  /// Shows `message` for the failure of `request`, keeping the rows, if it is the awaited
  /// request.
  @discardableResult
  public mutating func fail(with message: ErrorMessage, for request: PageRequest<Query>)
    -> Outcome
  {
    guard accept(request) else { return .droppedAsStale }
    list = .error(message, keeping: list.items, retryPage: request.page)
    return .applied(duplicatesDropped: 0)
  }

  /// Passes every row through `transform` (nil removes it), keeping the list's kind; see
  /// ``ListState/editingItems(_:)``.
  public mutating func editItems(_ transform: (Item) -> Item?) {
    list = list.editingItems(transform)
  }

  /// Moves the row at `source` to `destination` (offsets in the list's rows, the destination
  /// counted after the row left), keeping the list's kind; see
  /// ``ListState/movingItem(from:to:)``.
  public mutating func moveItem(from source: Int, to destination: Int) {
    list = list.movingItem(from: source, to: destination)
  }

  /// Shows `list` without touching the awaited request, e.g. a list emptied by an edit.
  public mutating func replaceList(with list: ListState<Item>) {
    self.list = list
  }

  private mutating func start(page: Int) -> PageRequest<Query> {
    lastGeneration += 1
    let request = PageRequest(
      generation: lastGeneration, query: query, page: page, cursor: page == 1 ? nil : nextCursor)
    awaited = request
    return request
  }

  private mutating func accept(_ request: PageRequest<Query>) -> Bool {
    guard request == awaited else { return false }
    awaited = nil
    return true
  }
}

extension ListLoading: Equatable where Item: Equatable {}
extension ListLoading: Sendable where Item: Sendable {}
