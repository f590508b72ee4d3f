import ListKit
import Models

extension FeedController: FeedDataModelDelegate {
  /// Applies `feed`, newest first, if `request` is the load awaited; drops it otherwise.
  public func feedDataModel(
    _ dataModel: FeedDataModel, didReceive feed: Feed, for request: PageRequest
  ) {
    guard ledger.accept(request) else { return }
    let items =
      feed.statuses.map { FeedItem.status(StatusCellModel($0, in: environment)) }
      + feed.photos.map { FeedItem.photo(PhotoCellModel($0, in: environment)) }
    // Ties on time break by identity so the order never depends on the answer's order.
    let sorted = items.sorted { lhs, rhs in
      lhs.postedAt != rhs.postedAt
        ? lhs.postedAt > rhs.postedAt : lhs.id.sortKey < rhs.id.sortKey
    }
    guard
      let list = try? state.receiving(
        .only(sorted), emptyMessage: "Nothing in your feed yet.")
    else { return }
    apply(list)
  }

  /// Shows the failure in the footer if `request` is the load awaited.
  public func feedDataModel(
    _ dataModel: FeedDataModel, didFailWith error: APIError, for request: PageRequest
  ) {
    guard ledger.accept(request),
      let list = try? state.failing(page: request.page, with: ErrorMessage(error, loading: "feed"))
    else { return }
    apply(list)
  }
}

extension FeedItem.ID {
  fileprivate var sortKey: String {
    switch self {
    case .status(let id): "status:\(id)"
    case .photo(let id): "photo:\(id)"
    }
  }
}
