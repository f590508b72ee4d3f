/// A screen controller whose list a ``ListLoader`` loads: the loader tells the screen about
/// every change itself, so the controller relays nothing.
///
/// ```swift
/// @MainActor final class ContactsController: ListLoadingController {
///   let loader: ListLoader<String, ContactsPage, Contact, ContactsError>
///   var sections: [ListSection<ContactsSectionID, Contact>] { ... }  // from loader.list
///   var footer: ListFooter { loader.list.footer }
/// }
/// ```
///
/// The loader is the controller's: a screen sends the controller its events and reads its
/// sections, and leaves the loader alone.
@MainActor
public protocol ListLoadingController: ListScreenController {
  /// What the loader loads a list for, e.g. the search text.
  associatedtype Query: Hashable & Sendable
  /// A page as the service answers it.
  associatedtype Answer: Sendable
  /// An item of the loaded list: the screen's item, or what its items are made from.
  associatedtype LoadedItem: Identifiable
  /// Why the service could not answer.
  associatedtype Failure: Error

  /// The loading machine whose list the controller shows.
  var loader: ListLoader<Query, Answer, LoadedItem, Failure> { get }
}

extension ListLoadingController {
  /// The loader's observer: the screen hears about each change from the loader.
  public var observer: (any ListObserver)? {
    get { loader.observer }
    set { loader.observer = newValue }
  }
}
