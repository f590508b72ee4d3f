import ListKit
import Models

/// The Articles screen: a Medium-like list loaded through a delegate data model.
///
/// All it shows is ``state``; every change goes through one entry point and reaches ``view``.
/// Items that fail `Article`'s failable initializer are dropped by the data model and counted;
/// the footer notes how many. Each load carries a generation, so the answer to an older load
/// is dropped.
@MainActor
public final class ArticlesController: ListScreenController {
  /// The articles, how far they have loaded, and how many items were dropped.
  public private(set) var state = ArticlesState(list: .loading, droppedCount: 0)
  /// Told about every change of ``state``; held weakly.
  public weak var view: (any ListScreenView)?
  /// The clock, calendar, time zone and locale dates are written with.
  public let environment: FormatEnvironment

  let dataModel: ArticlesDataModel
  var ledger = RequestLedger<Int>()

  /// Creates the controller; it becomes the delegate of its own data model over `service`.
  public init(service: any ArticlesService, environment: FormatEnvironment) {
    self.environment = environment
    dataModel = ArticlesDataModel(service: service)
    dataModel.delegate = self
  }

  /// The articles in one section, in the service's order, or no section while there are none.
  public var sections: [Section<ArticlesSectionID, ArticleCellModel>] {
    let items = state.list.items
    return items.isEmpty ? [] : [Section(id: .articles, items: items)]
  }

  /// What the footer shows (see ``ArticlesState/footer``).
  public var footer: ListFooter { state.footer }

  /// The screen wants the articles: load them from scratch.
  @discardableResult
  public func loadRequested() -> Task<Void, Never> {
    apply(ArticlesState(list: .loading, droppedCount: 0))
    return dataModel.request(ledger.start(1))
  }

  /// The user tapped the error footer: load the articles again.
  @discardableResult
  public func retryTapped() -> Task<Void, Never>? {
    guard let list = try? state.list.retrying() else { return nil }
    apply(ArticlesState(list: list, droppedCount: 0))
    return dataModel.request(ledger.start(1))
  }

  /// Returns when every request started so far has been answered and applied.
  public func settle() async {
    await dataModel.settle()
  }

  /// Returns once `count` answers in all have been applied or dropped as stale since the
  /// controller was created.
  public func waitUntilAnswered(_ count: Int) async {
    await dataModel.waitUntilAnswered(count)
  }

  /// The one entry point for changing ``state``.
  func apply(_ newState: ArticlesState) {
    state = newState
    view?.listScreenDidChange()
  }
}
