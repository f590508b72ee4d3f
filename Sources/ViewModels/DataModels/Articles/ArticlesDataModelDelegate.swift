import ListKit
import Models

/// Told what an ``ArticlesDataModel`` request brought back.
@MainActor
package protocol ArticlesDataModelDelegate: AnyObject {
  /// `request` was answered; `articles` are the items that parsed, in the service's order,
  /// and `droppedCount` items failed ``Models/Article/init(dictionary:)`` and were left out.
  func articlesDataModel(
    _ dataModel: ArticlesDataModel, didReceive articles: [Article], droppedCount: Int,
    for request: PageRequest<NoQuery>)
  /// `request` failed with `error`.
  func articlesDataModel(
    _ dataModel: ArticlesDataModel, didFailWith error: APIError, for request: PageRequest<NoQuery>)
}
