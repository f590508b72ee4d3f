/// Fetches pages of a list from a service and reports each answer to its delegate.
///
/// It decides nothing: every answer, current or stale, reaches the delegate with the request
/// it answers, and the delegate (usually the screen's controller, through ``ListLoading``)
/// decides whether it still matters. A new request supersedes the one still running, which is
/// cancelled: an HTTP service stops it; its late answer, if any, still reaches the delegate.
///
/// ```swift
/// let dataModel = ListDataModel<String, RecordingsPage, APIError> { query, page in
///   await service.recordings(matching: query, page: page)
/// }
/// dataModel.delegate = controller
/// dataModel.request(PageRequest(generation: 1, query: "owl", page: 1))
/// ```
@MainActor
public final class ListDataModel<Query: Hashable & Sendable, Answer: Sendable, Failure: Error> {
  /// Asks the service for page `page` of `query`.
  public typealias Fetch = @Sendable (_ query: Query, _ page: Int) async -> Result<Answer, Failure>
  /// Asks a service that pages by opaque tokens for the page of `query` that `cursor` names:
  /// nil for the first page, else the token the answer before gave.
  public typealias FetchAfter =
    @Sendable (_ query: Query, _ cursor: String?) async -> Result<Answer, Failure>

  /// Told about every answer; held weakly.
  public weak var delegate: (any ListDataModelDelegate<Query, Answer, Failure>)?
  private let fetch: @Sendable (PageRequest<Query>) async -> Result<Answer, Failure>
  private let runner = RequestRunner()

  /// Creates a data model that asks `fetch` for pages by number.
  public init(fetch: @escaping Fetch) {
    self.fetch = { request in await fetch(request.query, request.page) }
  }

  /// Creates a data model that asks `fetch` for pages by the tokens its answers give (a cursor
  /// API): each request's ``PageRequest/cursor``.
  ///
  /// ```swift
  /// let dataModel = ListDataModel<String, MessagesPage, APIError>(fetchAfter: { query, cursor in
  ///   await service.messages(matching: query, after: cursor)
  /// })
  /// ```
  public init(fetchAfter fetch: @escaping FetchAfter) {
    self.fetch = { request in await fetch(request.query, request.cursor) }
  }

  /// Asks for `request`'s page, cancelling the request still running; the returned task
  /// finishes once the delegate has been told.
  @discardableResult
  public func request(_ request: PageRequest<Query>) -> Task<Void, Never> {
    let fetch = fetch
    return runner.start(supersedingEarlier: true) {
      await fetch(request)
    } then: { [weak self] result in
      self?.deliver(result, for: request)
    }
  }

  /// Cancels the request still running, e.g. when the user cleared the search.
  public func cancel() {
    runner.cancelAll()
  }

  private func deliver(_ result: Result<Answer, Failure>, for request: PageRequest<Query>) {
    switch result {
    case .success(let answer): delegate?.dataModel(self, didReceive: answer, for: request)
    case .failure(let error): delegate?.dataModel(self, didFailWith: error, for: request)
    }
  }
}
