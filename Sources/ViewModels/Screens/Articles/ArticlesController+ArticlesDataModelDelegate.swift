import ListKit
import Models

extension ArticlesController: ArticlesDataModelDelegate {
  /// Applies `articles` and the count of dropped items if `request` is the load awaited.
  ///
  /// Two articles with one identifier would break the diff; the later one counts as dropped.
  package func articlesDataModel(
    _ dataModel: ArticlesDataModel, didReceive articles: [Article], droppedCount: Int,
    for request: PageRequest<NoQuery>
  ) {
    let rows = articles.map { ArticleCellModel($0, in: environment) }
    let outcome = loading.receive(
      rows, hasNextPage: false, for: request, emptyMessage: "There are no articles.")
    guard case .applied(let duplicates) = outcome else { return }
    self.droppedCount = droppedCount + duplicates
    observer?.listDidChange()
  }

  /// Shows the failure in the footer if `request` is the load awaited.
  package func articlesDataModel(
    _ dataModel: ArticlesDataModel, didFailWith error: APIError, for request: PageRequest<NoQuery>
  ) {
    let message = ErrorMessage(error, loading: "articles")
    guard case .applied = loading.fail(with: message, for: request) else { return }
    self.droppedCount = 0
    observer?.listDidChange()
  }
}
