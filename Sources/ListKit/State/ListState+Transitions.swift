extension ListState {
  /// The state after `page` arrived.
  ///
  /// Allowed only for the page the state waits for: page 1 while `.loading`, page `next`
  /// while `.paging`. A first page without rows and without a next page is `.empty` with
  /// `emptyMessage`; a page without a next page ends in `.populated`.
  ///
  /// ```swift
  /// try ListState<Int>.loading.receiving(ListPage(number: 1, items: [1, 2], next: 2), emptyMessage: "")
  /// // .paging([1, 2], next: 2)
  /// ```
  public func receiving(_ page: ListPage<Item>, emptyMessage: String) throws(ListTransitionError)
    -> ListState
  {
    let rows: [Item]
    switch self {
    case .loading where page.number == 1:
      rows = page.items
    case .paging(let loaded, let next) where page.number == next:
      rows = loaded + page.items
    case .loading, .paging, .populated, .empty, .error:
      throw .unexpectedPage(page.number, state: summary)
    }
    return .loaded(rows, next: page.next, emptyMessage: emptyMessage)
  }

  /// The state of a list whose rows so far are `rows`: `.paging` while page `next` is to come,
  /// else `.populated`, or `.empty` with `emptyMessage` when there are no rows.
  static func loaded(_ rows: [Item], next: Int?, emptyMessage: String) -> ListState {
    switch next {
    case .some(let next): .paging(rows, next: next)
    case .none where rows.isEmpty: .empty(message: emptyMessage)
    case .none: .populated(rows)
    }
  }

  /// The state after loading page `page` failed with `message`.
  ///
  /// Allowed only for the page the state waits for. The rows already loaded stay, and the
  /// failed page is the one a retry asks for.
  public func failing(page: Int, with message: ErrorMessage) throws(ListTransitionError)
    -> ListState
  {
    switch self {
    case .loading where page == 1:
      return .error(message, keeping: [], retryPage: 1)
    case .paging(let loaded, let next) where page == next:
      return .error(message, keeping: loaded, retryPage: next)
    case .loading, .paging, .populated, .empty, .error:
      throw .unexpectedFailure(page: page, state: summary)
    }
  }

  /// The state while the failed page is asked for again: `.loading` when no rows had
  /// loaded, otherwise `.paging` with the kept rows and the failed page as `next`.
  ///
  /// Allowed only from `.error`.
  public func retrying() throws(ListTransitionError) -> ListState {
    switch self {
    case .error(_, let kept, let page) where kept.isEmpty && page == 1:
      return .loading
    case .error(_, let kept, let page):
      return .paging(kept, next: page)
    case .loading, .populated, .paging, .empty:
      throw .nothingToRetry(state: summary)
    }
  }

  /// The same state with every row passed through `transform`, e.g. to flip a favourite.
  ///
  /// Rows `transform` answers nil for are removed. A list left without rows keeps its kind
  /// (a populated list with no rows left shows no rows), since emptiness after an edit is the
  /// screen's decision, not the loader's.
  public func editingItems(_ transform: (Item) -> Item?) -> ListState {
    replacingItems { $0.compactMap(transform) }
  }

  /// The same state with the row at `source` moved to `destination` (both offsets in
  /// ``items``, the destination counted after the row left), e.g. a row the user reordered;
  /// the same state when either offset is outside the rows.
  ///
  /// ```swift
  /// ListState.populated(["a", "b", "c"]).movingItem(from: 0, to: 2)  // .populated(["b", "c", "a"])
  /// ```
  public func movingItem(from source: Int, to destination: Int) -> ListState {
    guard items.indices.contains(source), (0..<items.count).contains(destination) else {
      return self
    }
    return replacingItems { items in
      var moved = items
      moved.insert(moved.remove(at: source), at: destination)
      return moved
    }
  }

  /// The same state with its rows (if it shows any) replaced by `replace`'s answer.
  private func replacingItems(_ replace: ([Item]) -> [Item]) -> ListState {
    switch self {
    case .loading, .empty: self
    case .populated(let items): .populated(replace(items))
    case .paging(let items, let next): .paging(replace(items), next: next)
    case .error(let message, let items, let page):
      .error(message, keeping: replace(items), retryPage: page)
    }
  }
}

extension ListState {
  /// The page to ask for because row `row` is about to display, or nil.
  ///
  /// A page is due when the state is `.paging` and `row` is one of the last `distance` rows
  /// (at least the last row). Rows outside the list ask for nothing. Whether the page is
  /// already on its way is the caller's to know.
  public func pageDue(displayingRow row: Int, prefetchDistance distance: Int) -> Int? {
    pageDue(displayingRow: row, ofRows: items.count, prefetchDistance: distance)
  }

  /// The page to ask for because row `row` of a table of `rowCount` rows made from the list is
  /// about to display, or nil: the same rule, counted in the table's rows, for a screen whose
  /// rows are not the list's items one for one (cell view-models grouped in sections, rows
  /// added or left out).
  public func pageDue(displayingRow row: Int, ofRows rowCount: Int, prefetchDistance distance: Int)
    -> Int?
  {
    guard let next = nextPage, (0..<Swift.max(rowCount, 0)).contains(row),
      row >= rowCount - Swift.max(1, distance)
    else { return nil }
    return next
  }
}
