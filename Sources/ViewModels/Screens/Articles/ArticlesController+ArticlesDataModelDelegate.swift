import ListKit
import Models

extension ArticlesController: ArticlesDataModelDelegate {
  /// Applies `articles` and the count of dropped items if `request` is the load awaited.
  public func articlesDataModel(
    _ dataModel: ArticlesDataModel, didReceive articles: [Article], droppedCount: Int,
    for request: PageRequest
  ) {
    guard ledger.accept(request) else { return }
    var seen = Set<String>()
    // Two items with one identifier would break the diff; the later one counts as dropped.
    let rows = articles.map { ArticleCellModel($0, in: environment) }
      .filter { seen.insert($0.id).inserted }
    guard let list = try? state.list.receiving(.only(rows), emptyMessage: "There are no articles.")
    else { return }
    apply(ArticlesState(list: list, droppedCount: droppedCount + articles.count - rows.count))
  }

  /// Shows the failure in the footer if `request` is the load awaited.
  public func articlesDataModel(
    _ dataModel: ArticlesDataModel, didFailWith error: APIError, for request: PageRequest
  ) {
    guard ledger.accept(request),
      let list = try? state.list.failing(
        page: request.page, with: ErrorMessage(error, loading: "articles"))
    else { return }
    apply(ArticlesState(list: list, droppedCount: 0))
  }
}
