extension ListLoadingController {
  /// What the footer shows: the loader's list's footer (a spinner, a message, an error with
  /// its retry hint, or nothing). A controller with a footer of its own implements it.
  public var footer: ListFooter { loader.list.footer }

  /// The user tapped the error footer: ask for the failed page again; nil when the list
  /// shows no error.
  @discardableResult
  public func retryTapped() -> Task<Void, Never>? {
    loader.retry()
  }

  /// The user pulled to refresh: ask for the first page again, keeping the rows on screen
  /// until the answer replaces them (see ``ListLoader/refresh(_:)``); nil while the first page
  /// loads. A controller whose answer should go on top of the pages loaded implements it with
  /// `loader.refresh(.keepingLoadedPages)`.
  @discardableResult
  public func refreshRequested() -> Task<Void, Never>? {
    loader.refresh()
  }

  /// Whether a refresh is on its way: what the screen's refresh control shows.
  public var isRefreshing: Bool { loader.isRefreshing }
}

extension ListLoadingController where Query == NoQuery {
  /// The screen wants the list (it appeared): load it from scratch, the rows giving way to
  /// `.loading`; the task ends once the answer has been applied or dropped. A pull to refresh
  /// keeps the rows: ``refreshRequested()``.
  @discardableResult
  public func loadRequested() -> Task<Void, Never> {
    loader.load(NoQuery())
  }
}
