import Foundation

/// Told when the search bar's text changes, as `UISearchResultsUpdating`.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: NSObjectProtocol {
  /// The search text or scope changed: show the results for `searchController.searchBar.text`.
  func updateSearchResults(for searchController: UISearchController)
}

/// A search bar and what it searches, as `UISearchController`: put in a navigation item, its
/// search bar shows under the navigation bar's title, and its results updater hears each
/// change of the text the user types.
///
/// ```swift
/// let search = UISearchController(searchResultsController: nil)
/// search.searchResultsUpdater = self
/// search.searchBar.placeholder = "Search birds"
/// navigationItem.searchController = search
/// ```
///
/// A headless search is typed by a test through HeadlessTesting's `HeadlessApp`
/// (`try app.searchFields.firstMatch.typeText("parrot")`) or by a screen's scenario event,
/// which set the text as a user would: the controller becomes active, the search bar's delegate hears
/// `searchBar(_:textDidChange:)` and the updater `updateSearchResults(for:)`. Setting
/// `searchBar.text` in code tells nobody, as in UIKit.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
  /// The search field.
  public let searchBar = UISearchBar()
  /// Told about each change of the search text; held weakly.
  public weak var searchResultsUpdater: (any UISearchResultsUpdating)?
  /// The view controller that shows the results, if not the one searched; kept.
  public let searchResultsController: UIViewController?
  /// Whether the search is in progress: set when the user types, cleared by Cancel.
  public var isActive = false
  /// Whether a dimmed layer covers the content while searching; kept, not drawn.
  public var obscuresBackgroundDuringPresentation = true
  /// Whether the navigation bar hides while searching; kept, the bar always shows.
  public var hidesNavigationBarDuringPresentation = true

  /// Creates a search controller showing results in `searchResultsController`, or in the
  /// view controller searched when nil.
  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
    searchBar.textTyped = { [weak self] in self?.userTyped() }
  }

  /// Creates a search controller with no results controller.
  public convenience override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.init(searchResultsController: nil)
  }

  /// Creates a search controller; see ``UIView/init(coder:)``.
  public required init?(coder: NSCoder) {
    searchResultsController = nil
    super.init(coder: coder)
    searchBar.textTyped = { [weak self] in self?.userTyped() }
  }

  private func userTyped() {
    isActive = true
    searchResultsUpdater?.updateSearchResults(for: self)
  }
}
