import ListKit
import Models

/// The Articles screen: a Medium-like list loaded through a delegate data model.
///
/// A delegate data model, kept plain: ``ArticlesDataModel`` parses each item with `Article`'s
/// failable initializer and tells this controller, its delegate through
/// ``ArticlesDataModelDelegate``, what parsed and how many items it dropped; the footer notes
/// how many. All it shows is ``state``; every change reaches ``observer``. The loading rules (an
/// older load's answer dropped, retry) are ``ListKit/ListLoading``'s.
@MainActor
package final class ArticlesController: ListScreenController {
  /// Told about every change of ``state``; held weakly.
  package weak var observer: (any ListObserver)?
  /// The clock, calendar, time zone and locale dates are written with.
  package let environment: FormatEnvironment

  let dataModel: ArticlesDataModel
  var loading = ListLoading<NoQuery, ArticleCellModel>(query: NoQuery())
  /// How many items of the last answer were left out; 0 until one arrives.
  var droppedCount = 0

  /// Creates the controller over `service`, the delegate of its own data model.
  package init(service: any ArticlesService, environment: FormatEnvironment) {
    self.environment = environment
    dataModel = ArticlesDataModel(service: service)
    dataModel.delegate = self
  }

  /// The articles, how far they have loaded, and how many items were dropped.
  package var state: ArticlesState { ArticlesState(list: loading.list, droppedCount: droppedCount) }

  /// The articles in one section, in the service's order, or no section while there are none.
  package var sections: [ListSection<ArticlesSectionID, ArticleCellModel>] {
    let items = state.list.items
    return items.isEmpty ? [] : [ListSection(id: .articles, items: items)]
  }

  /// What the footer shows (see ``ArticlesState/footer``).
  package var footer: ListFooter { state.footer }

  /// The screen wants the articles: load them from scratch.
  @discardableResult
  package func loadRequested() -> Task<Void, Never> {
    let request = loading.load(NoQuery())
    droppedCount = 0
    observer?.listDidChange()
    return dataModel.request(request)
  }

  /// The user tapped the error footer: load the articles again (refresh them again, the rows
  /// kept, after a failed refresh).
  @discardableResult
  package func retryTapped() -> Task<Void, Never>? {
    guard let request = loading.retry() else { return nil }
    droppedCount = 0
    observer?.listDidChange()
    return dataModel.request(request)
  }

  /// The user pulled to refresh: ask for the articles again, keeping the ones on screen until
  /// the answer replaces them (new ones inserted, gone ones deleted, changed ones
  /// reconfigured); nil while the first load is on its way. A failure keeps them under the
  /// error.
  @discardableResult
  package func refreshRequested() -> Task<Void, Never>? {
    guard let request = loading.refresh() else { return nil }
    observer?.listDidChange()
    return dataModel.request(request)
  }

  /// Whether a refresh is on its way: what the screen's refresh control shows.
  package var isRefreshing: Bool { loading.isRefreshing }
}
