import ListKit
import Models

/// The Feed screen: statuses and photos, newest first, in sections by day.
///
/// All it shows is ``state``; every change goes through one entry point and reaches ``view``.
/// Each load carries a generation, so the answer to an older load is dropped. Events that
/// start a request return its task, which finishes once the answer has been applied (see
/// ``RecordingsController`` for how a test drives it).
@MainActor
public final class FeedController: ListScreenController {
  /// The rows, newest first, and how far they have loaded.
  public private(set) var state: ListState<FeedItem> = .loading
  /// Told about every change of ``state``; held weakly.
  public weak var view: (any ListScreenView)?
  /// The clock, calendar, time zone and locale rows and sections are computed with.
  public let environment: FormatEnvironment

  let dataModel: FeedDataModel
  var ledger = RequestLedger<Int>()

  /// Creates the controller; it becomes the delegate of its own data model over `service`.
  public init(service: any FeedService, environment: FormatEnvironment) {
    self.environment = environment
    dataModel = FeedDataModel(service: service)
    dataModel.delegate = self
  }

  /// The rows in sections by day: Today, Yesterday, then older dates, newest first.
  ///
  /// - Complexity: O(*n*) in the number of rows, which ``state`` keeps sorted.
  public var sections: [Section<FeedDay, FeedItem>] {
    var sections: [Section<FeedDay, FeedItem>] = []
    for item in state.items {
      let day = FeedDay(of: item.postedAt, in: environment)
      if sections.last?.id == day {
        sections[sections.count - 1].items.append(item)
      } else {
        sections.append(Section(id: day, title: day.title(in: environment), items: [item]))
      }
    }
    return sections
  }

  /// What the footer shows.
  public var footer: ListFooter { state.footer }

  /// The screen wants the feed (first appearance or pull to refresh): load it from scratch.
  @discardableResult
  public func loadRequested() -> Task<Void, Never> {
    apply(.loading)
    return dataModel.request(ledger.start(1))
  }

  /// The user tapped the error footer: load the feed again.
  @discardableResult
  public func retryTapped() -> Task<Void, Never>? {
    guard let list = try? state.retrying() else { return nil }
    apply(list)
    return dataModel.request(ledger.start(1))
  }

  /// The user tapped the favourite button of the status `id`: its row's content changes,
  /// its identity does not. An unknown `id` changes nothing. The change stays on screen only:
  /// ``Models/FeedService`` has no call to save it.
  public func favoriteTapped(id: String) {
    guard state.items.contains(where: { $0.id == .status(id) }) else { return }
    apply(
      state.editingItems { item in
        switch item {
        case .status(let status) where status.id == id: .status(status.togglingFavorite())
        case .status, .photo: item
        }
      })
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
  func apply(_ newState: ListState<FeedItem>) {
    state = newState
    view?.listScreenDidChange()
  }
}
