/// The loading half of a list screen, as one value: its query, its ``ListState``, and the one
/// request whose answer it awaits.
///
/// Every list screen repeats the same rules, and they live here once:
/// - each request carries a new generation, and an answer is applied only when its request is
///   the awaited one, so an answer to an older query or page is dropped;
/// - one request is awaited at a time, so a page is asked for at most once;
/// - a failure keeps the rows already loaded, and a retry asks for the failed page again;
/// - rows whose identity is already in the list are not added twice.
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
  private var lastGeneration = 0

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
    return start(page: 1)
  }

  /// Shows `list` for `query` and awaits nothing, e.g. once a search is cleared; an answer still
  /// on its way will be dropped.
  public mutating func reset(query: Query, to list: ListState<Item>) {
    self.query = query
    self.list = list
    awaited = nil
  }

  /// The request for the next page because row `row` (in the list's own order) is about to
  /// display, or nil.
  ///
  /// A page is due when the list is `.paging`, no answer is awaited, and `row` is one of the
  /// last `prefetchDistance` rows (at least the last one).
  public mutating func nextPage(displayingRow row: Int, prefetchDistance: Int) -> PageRequest<
    Query
  >? {
    guard awaited == nil,
      let page = list.pageDue(displayingRow: row, prefetchDistance: prefetchDistance)
    else { return nil }
    return start(page: page)
  }

  /// After an error, the request that asks for the failed page again, the list showing the kept
  /// rows meanwhile; nil when the list shows no error.
  public mutating func retry() -> PageRequest<Query>? {
    guard case .error(_, let kept, let page) = list else { return nil }
    list = kept.isEmpty && page == 1 ? .loading : .paging(kept, next: page)
    return start(page: page)
  }

  /// Applies `items`, the answer to `request`, if it is the awaited request.
  ///
  /// Items already in the list, or repeated in `items`, are dropped and counted. Page 1 with no
  /// items and no next page makes the list `.empty` with `emptyMessage`.
  @discardableResult
  public mutating func receive(
    _ items: [Item], hasNextPage: Bool, for request: PageRequest<Query>, emptyMessage: String
  ) -> Outcome {
    guard accept(request) else { return .droppedAsStale }
    let loaded: [Item]
    switch list {
    case .paging(let rows, _): loaded = rows
    case .loading, .populated, .empty, .error: loaded = []
    }
    var seen = Set(loaded.map(\.id))
    let fresh = items.filter { seen.insert($0.id).inserted }
    list = .loaded(
      loaded + fresh, next: hasNextPage ? request.page + 1 : nil, emptyMessage: emptyMessage)
    return .applied(duplicatesDropped: items.count - fresh.count)
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

  /// Shows `list` without touching the awaited request, e.g. a list emptied by an edit.
  public mutating func replaceList(with list: ListState<Item>) {
    self.list = list
  }

  private mutating func start(page: Int) -> PageRequest<Query> {
    lastGeneration += 1
    let request = PageRequest(generation: lastGeneration, query: query, page: page)
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
