/// A request for one page of a list: what was asked, which page, and the generation that tells
/// it apart from every earlier request of the same list.
///
/// Data models echo it back with the answer; ``ListLoading`` applies an answer only if its
/// request is the one still awaited, so an answer to an older query or page is dropped.
///
/// Pages are counted from 1 whatever the service pages by. A service that pages by opaque
/// tokens (a cursor API's `next_cursor`) gets ``cursor``: the token the answer to the page
/// before gave for this one, nil for page 1.
public struct PageRequest<Query: Hashable & Sendable>: Hashable, Sendable {
  /// Grows with every request a list starts.
  public var generation: Int
  /// What the list shows, e.g. the search text; ``NoQuery`` for lists that have none.
  public var query: Query
  /// The page asked for, counted from 1; unpaged lists ask for page 1.
  public var page: Int
  /// The opaque token that names this page to a cursor API, as the answer to the page before
  /// gave it; nil for page 1 and for services that page by number.
  public var cursor: String?

  /// Creates a request.
  public init(generation: Int, query: Query, page: Int, cursor: String? = nil) {
    self.generation = generation
    self.query = query
    self.page = page
    self.cursor = cursor
  }
}

extension PageRequest where Query == NoQuery {
  /// Creates a request for page `page` of a list without a query.
  public init(generation: Int, page: Int, cursor: String? = nil) {
    self.init(generation: generation, query: NoQuery(), page: page, cursor: cursor)
  }
}
