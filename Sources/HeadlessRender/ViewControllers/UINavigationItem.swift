import Foundation

/// What a navigation bar shows for one view controller, as `UINavigationItem`: its title, its
/// bar button items and its search controller.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
  /// How a large title shows; kept, the bar draws every title on one line.
  public enum LargeTitleDisplayMode: Int, Hashable, Sendable {
    /// As the navigation bar prefers.
    case automatic
    /// Always large.
    case always
    /// Never large.
    case never
  }

  /// The title in the middle of the bar.
  public var title: String?
  /// A view shown in place of the title; kept, the bar draws the title.
  public var titleView: UIView?
  /// A line of text above the title; kept, not drawn.
  public var prompt: String?
  /// The item the next view controller's back button shows, if this one is not the default.
  public var backBarButtonItem: UIBarButtonItem?
  /// The back button's title when this item is the one below the top; nil uses the title.
  public var backButtonTitle: String?
  /// Whether the back button is hidden when this item is on top.
  public var hidesBackButton = false
  /// Whether the leading items show beside the back button rather than replacing it.
  public var leftItemsSupplementBackButton = false
  /// The items at the leading end of the bar.
  public var leftBarButtonItems: [UIBarButtonItem]?
  /// The items at the trailing end, the first one at the very end, as in UIKit.
  public var rightBarButtonItems: [UIBarButtonItem]?
  /// Whether the title is large; kept.
  public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
  /// The search controller whose search bar the navigation bar shows under the title.
  public var searchController: UISearchController?
  /// Whether the search bar hides as the content scrolls; kept, the search bar always shows.
  public var hidesSearchBarWhenScrolling = true

  /// Creates an item titled `title`.
  public init(title: String) {
    self.title = title
    super.init()
  }

  /// Creates an item with no title.
  public override convenience init() {
    self.init(title: "")
    title = nil
  }

  /// The first leading item.
  public var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The first trailing item.
  public var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// Sets the leading item.
  public func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    leftBarButtonItem = item
  }

  /// Sets the trailing item.
  public func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }

  /// Sets the leading items.
  public func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }

  /// Sets the trailing items.
  public func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }

  /// Shows or hides the back button.
  public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }
}
