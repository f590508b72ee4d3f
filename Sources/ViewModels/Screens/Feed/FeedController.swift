import ListKit
import Models

/// The Feed screen: statuses and photos, newest first, in sections by day.
///
/// All it shows is ``state``; every change reaches ``view``. The loading rules (an older
/// load's answer dropped, retry) are ``ListKit/ListLoader``'s. Events that
/// start a request return its task, which finishes once the answer has been applied (see
/// ``RecordingsController`` for how a test drives it).
@MainActor
package final class FeedController: ListLoadingController {
  /// The clock, calendar, time zone and locale rows and sections are computed with.
  package let environment: FormatEnvironment

  /// The loading machine: the list, its requests and their rules. The screen hears about
  /// every change of the list from it.
  package let loader: ListLoader<NoQuery, Feed, FeedItem, APIError>

  /// Creates the controller over `service`.
  package init(service: any FeedService, environment: FormatEnvironment) {
    self.environment = environment
    loader = ListLoader(
      query: NoQuery(),
      fetch: { _, _ in await service.feed() },
      rows: { feed, _ in (Self.items(of: feed, in: environment), false) },
      emptyMessage: { _ in "Nothing in your feed yet." },
      errorMessage: { ErrorMessage($0, loading: "feed") })
  }

  /// The rows in sections by day: Today, Yesterday, then older dates, newest first.
  ///
  /// - Complexity: O(*n*) in the number of rows, which ``state`` keeps sorted.
  package var sections: [ListSection<FeedDay, FeedItem>] {
    var sections: [ListSection<FeedDay, FeedItem>] = []
    for item in state.items {
      let day = FeedDay(of: item.postedAt, in: environment)
      if sections.last?.id == day {
        sections[sections.count - 1].items.append(item)
      } else {
        sections.append(ListSection(id: day, title: day.title(in: environment), items: [item]))
      }
    }
    return sections
  }

  /// The rows, newest first, and how far they have loaded.
  package var state: ListState<FeedItem> { loader.list }

  /// The user tapped the favourite button of the status `id`: its row's content changes,
  /// its identity does not. An unknown `id` changes nothing. The change stays on screen only:
  /// ``Models/FeedService`` has no call to save it.
  @discardableResult
  package func favoriteTapped(id: String) -> EventOutcome {
    loader.editItem(id: .status(id)) { item in
      switch item {
      case .status(let status): item = .status(status.togglingFavorite())
      case .photo: break
      }
    }
  }
}

extension FeedController {
  /// The feed's statuses and photos as rows, newest first.
  nonisolated static func items(of feed: Feed, in environment: FormatEnvironment) -> [FeedItem] {
    let items =
      feed.statuses.map { FeedItem.status(StatusCellModel($0, in: environment)) }
      + feed.photos.map { FeedItem.photo(PhotoCellModel($0, in: environment)) }
    // Ties on time break by identity so the order never depends on the answer's order.
    return items.sorted { lhs, rhs in
      lhs.postedAt != rhs.postedAt
        ? lhs.postedAt > rhs.postedAt : lhs.id.sortKey < rhs.id.sortKey
    }
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
