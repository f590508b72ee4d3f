import ListKit
import Models

/// Told what a FeedDataModel request brought back.
@MainActor
public protocol FeedDataModelDelegate: AnyObject {
  /// `request` was answered with the feed.
  func feedDataModel(
    _ dataModel: FeedDataModel, didReceive feed: Feed, for request: PageRequest)
  /// `request` failed with `error`.
  func feedDataModel(
    _ dataModel: FeedDataModel, didFailWith error: APIError, for request: PageRequest)
}
