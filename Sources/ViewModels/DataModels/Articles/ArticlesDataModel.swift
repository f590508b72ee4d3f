import ListKit
import Models

/// Fetches the article list as raw items, parses each one, and reports to its delegate.
///
/// The service answers `[String: String]` items, each is parsed with
/// `Article`'s failable initializer, and items that fail are dropped and counted rather than
/// failing the whole list.
@MainActor
package final class ArticlesDataModel {
  /// Told about every answer; held weakly.
  package weak var delegate: (any ArticlesDataModelDelegate)?
  private let service: any ArticlesService
  private let runner = RequestRunner()

  /// Creates a data model that asks `service`.
  package init(service: any ArticlesService) {
    self.service = service
  }

  /// Asks for the articles; the returned task finishes once the delegate has been told.
  @discardableResult
  package func request(_ request: PageRequest<NoQuery>) -> Task<Void, Never> {
    let service = service
    return runner.start(supersedingEarlier: true) {
      await service.articleItems()
    } then: { [weak self] result in
      self?.deliver(result, for: request)
    }
  }

  private func deliver(
    _ result: Result<[[String: String]], APIError>, for request: PageRequest<NoQuery>
  ) {
    switch result {
    case .success(let items):
      let articles = items.compactMap(Article.init(dictionary:))
      delegate?.articlesDataModel(
        self, didReceive: articles, droppedCount: items.count - articles.count, for: request)
    case .failure(let error):
      delegate?.articlesDataModel(self, didFailWith: error, for: request)
    }
  }
}
