import Foundation
import ListKit
import Models

/// The Films screen: SWAPI's films in episode order, paged as the user scrolls.
///
/// All it shows is ``state``; every change goes through one entry point and reaches ``view``.
/// A successful load, an answer that cannot be decoded and a server failure each show their
/// own text: the film count as a footer note, or the error in the footer. Each request carries
/// a generation, so an answer to an older load is dropped, and a page is asked for at most
/// once while its answer is awaited.
@MainActor
public final class FilmsController: ListScreenController {
  /// The films and how far they have loaded.
  public private(set) var state: ListState<FilmCellModel> = .loading
  /// Told about every change of ``state``; held weakly.
  public weak var view: (any ListScreenView)?
  /// How many of the last rows, when displayed, ask for the next page.
  public let prefetchDistance: Int

  let dataModel: FilmsDataModel
  var ledger = RequestLedger<Int>()

  /// Creates the controller; it becomes the delegate of its own data model over `service`.
  public init(service: any FilmsService, prefetchDistance: Int = 3) {
    self.prefetchDistance = prefetchDistance
    dataModel = FilmsDataModel(service: service)
    dataModel.delegate = self
  }

  /// The films in one section, in episode order, or no section while there are none.
  public var sections: [Section<FilmsSectionID, FilmCellModel>] {
    let items = state.items.sorted { $0.id < $1.id }
    return items.isEmpty ? [] : [Section(id: .films, items: items)]
  }

  /// What the footer shows: once every page has loaded, how many films there are, e.g.
  /// `6 films`.
  public var footer: ListFooter {
    switch state {
    case .populated(let films): .note(films.count == 1 ? "1 film" : "\(films.count) films")
    case .loading, .paging, .empty, .error: state.footer
    }
  }

  /// The screen wants the films: load them from page 1.
  @discardableResult
  public func loadRequested() -> Task<Void, Never> {
    apply(.loading)
    return dataModel.request(ledger.start(1))
  }

  /// The row at `indexPath` is about to display: near the end of a paging list, ask for the
  /// next page, unless an answer is already awaited.
  @discardableResult
  public func rowWillDisplay(at indexPath: IndexPath) -> Task<Void, Never>? {
    guard ledger.awaited == nil, indexPath.section == sections.sectionIndex(of: .films),
      let page = state.pageDue(displayingRow: indexPath.row, prefetchDistance: prefetchDistance)
    else { return nil }
    return dataModel.request(ledger.start(page))
  }

  /// The user tapped the error footer: ask for the failed page again.
  @discardableResult
  public func retryTapped() -> Task<Void, Never>? {
    guard case .error(_, _, let page) = state, let list = try? state.retrying() else {
      return nil
    }
    apply(list)
    return dataModel.request(ledger.start(page))
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
  func apply(_ newState: ListState<FilmCellModel>) {
    state = newState
    view?.listScreenDidChange()
  }
}
