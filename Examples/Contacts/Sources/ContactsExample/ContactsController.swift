import Foundation
import ListKit

/// The Contacts screen's logic: favourites, then A–Z sections, paged in, searched and
/// refreshed. Events that start a request return its task; `ListLoader` keeps the loading
/// rules, and `ListLoadingController` gives the retry and the pull to refresh.
@MainActor
public final class ContactsController: ListLoadingController {
  /// The loading machine: the list, its requests and their rules. The screen hears about
  /// every change of the list from it.
  public let loader: ListLoader<String, ContactsPage, Contact, ContactsError>

  /// Creates the controller over `service`.
  public init(service: any ContactsService) {
    loader = ListLoader(
      query: "", fetch: { query, page in await service.contacts(matching: query, page: page) },
      rows: { page, request in (page.contacts, request.page < page.pages) },
      emptyMessage: { $0.isEmpty ? "No contacts yet." : "No contacts match “\($0)”." },
      errorMessage: { ErrorMessage($0.message) })
  }

  /// The rows in the API's (name) order, and how far they have loaded.
  public var state: ListState<Contact> { loader.list }
  /// The search the rows answer; empty for all contacts.
  public var query: String { loader.query }
  /// What the footer shows.
  public var footer: ListFooter { state.footer }

  /// Favorites first, then a section for each initial, each in name order.
  public var sections: [ListSection<ContactsSectionID, Contact>] {
    let rows = state.items.filter(\.isFavorite) + state.items.filter { !$0.isFavorite }
    return [ListSection](grouping: rows, by: \.section, title: \.title)
  }

  /// The screen appeared: load the first page of all contacts.
  @discardableResult public func loadRequested() -> Task<Void, Never> { loader.load("") }

  /// The user submitted a search: start over at page 1 of the contacts matching `query`.
  @discardableResult public func searchSubmitted(_ query: String) -> Task<Void, Never> {
    loader.load(query.trimmingCharacters(in: .whitespaces))
  }

  /// The row at `indexPath` is about to display: near the table's end, ask for the next page.
  @discardableResult public func rowWillDisplay(at indexPath: IndexPath) -> Task<Void, Never>? {
    loader.rowWillDisplay(at: indexPath, in: sections, prefetchDistance: 2)
  }

  /// The user tapped the error footer: ask for the failed page again.
  @discardableResult public func retryTapped() -> Task<Void, Never>? { loader.retry() }

  /// The user tapped the star of contact `id`: its row moves to Favorites, or back to its
  /// letter. The change stays on screen: the service has no call to save it.
  public func favoriteTapped(id: String) -> EventOutcome {
    loader.editItem(id: id) { $0.isFavorite.toggle() }
  }

  /// The user deleted contact `id`: its row goes. The change stays on screen, as a favourite
  /// does.
  public func contactDeleted(id: String) -> EventOutcome {
    guard state.items.contains(where: { $0.id == id }) else { return .noSuchItem }
    loader.editItems { $0.id == id ? nil : $0 }
    return .handled
  }
}
