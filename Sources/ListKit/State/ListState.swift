/// Everything a list screen can be showing, as one value.
///
/// The rows, the footer and whether more can be loaded are computed from the state, never
/// stored beside it, so an impossible screen (a spinner and an error at once) cannot be built.
/// Transitions live in `ListState+Transitions.swift`.
public enum ListState<Item> {
  /// The first page is on its way; nothing is shown yet.
  case loading
  /// Every row there is has arrived.
  case populated([Item])
  /// Some rows have arrived and page `next` (counted from 1) is the next to ask for.
  case paging([Item], next: Int)
  /// There is nothing to show; the message says why (for example, naming the query).
  case empty(message: String)
  /// Loading page `retryPage` failed; the rows loaded before the failure stay on screen.
  case error(ErrorMessage, keeping: [Item], retryPage: Int)

  /// The rows on screen.
  public var items: [Item] {
    switch self {
    case .loading, .empty: []
    case .populated(let items), .paging(let items, _), .error(_, let items, _): items
    }
  }

  /// What the footer under the rows shows.
  public var footer: ListFooter {
    switch self {
    case .loading, .paging: .spinner
    case .populated: .none
    case .empty(let message): .message(message)
    case .error(let message, _, _): .error(message.text, retryHint: ListFooter.retryHint)
    }
  }

  /// The page to ask for when the user scrolls near the end, or nil when there is none.
  public var nextPage: Int? {
    switch self {
    case .paging(_, let next): next
    case .loading, .populated, .empty, .error: nil
    }
  }

  /// Whether scrolling near the end may load more rows.
  public var canLoadMore: Bool { nextPage != nil }

  /// A short description for error messages and logs, e.g. `paging (20 items, next: 2)`.
  public var summary: String {
    switch self {
    case .loading: "loading"
    case .populated(let items): "populated (\(Self.count(items)))"
    case .paging(let items, let next): "paging (\(Self.count(items)), next: \(next))"
    case .empty: "empty"
    case .error(_, let items, let page): "error (\(Self.count(items)), retry page: \(page))"
    }
  }

  private static func count(_ items: [Item]) -> String {
    items.count == 1 ? "1 item" : "\(items.count) items"
  }
}

extension ListState: Equatable where Item: Equatable {}
extension ListState: Hashable where Item: Hashable {}
extension ListState: Sendable where Item: Sendable {}
