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
}

extension ListLoadingController where Query == NoQuery {
  /// The screen wants the list (it appeared, or the user pulled to refresh): load it from
  /// scratch; the task ends once the answer has been applied or dropped.
  @discardableResult
  public func loadRequested() -> Task<Void, Never> {
    loader.load(NoQuery())
  }
}
