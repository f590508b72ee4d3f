import Foundation
import TextCanvas

/// One tab of a tab bar, as `UITabBarItem`: a title, an image and a badge.
///
/// ```swift
/// inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 0)
/// inbox.tabBarItem.badgeValue = "3"  // drawn "Inbox (3)"; read "Inbox: 3. Tab. 1 of 3."
/// ```
///
/// A tab bar draws the item's title, else its system item's word (`Favorites`), else its
/// image's name. Images and the title's position are kept, not drawn.
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
  /// UIKit's standard tab items, each drawn as its title.
  public enum SystemItem: Int, Hashable, Sendable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search,
      downloads, mostRecent, mostViewed

    /// The title UIKit shows under the item's symbol.
    package var title: String {
      switch self {
      case .more: "More"
      case .favorites: "Favorites"
      case .featured: "Featured"
      case .topRated: "Top Rated"
      case .recents: "Recents"
      case .contacts: "Contacts"
      case .history: "History"
      case .bookmarks: "Bookmarks"
      case .search: "Search"
      case .downloads: "Downloads"
      case .mostRecent: "Most Recent"
      case .mostViewed: "Most Viewed"
      }
    }
  }

  /// The item's title, drawn under its image in an app; here, the text of its tab.
  open var title: String?
  /// The item's image; kept, drawn as its name when the item has no title.
  open var image: UIImage?
  /// The image shown while the item is selected; kept.
  open var selectedImage: UIImage?
  /// The text of the badge on the item (`"3"`, `"New"`), nil for none: drawn after the title
  /// in round brackets and read as the tab's value.
  open var badgeValue: String?
  /// The colour of the badge; kept, not drawn.
  open var badgeColor: UIColor?
  /// Whether the tab can be selected; a disabled tab is drawn in round brackets and read as
  /// dimmed.
  open var isEnabled = true
  /// A number that identifies the item to the app's own code; 0 by default.
  open var tag = 0
  /// What VoiceOver reads for the tab, when set: its title otherwise.
  open var accessibilityLabel: String?
  /// A name that finds the tab in tests; not spoken.
  open var accessibilityIdentifier: String?
  /// The system item it was made from, if any.
  package private(set) var systemItem: SystemItem?

  /// Creates an item with no title or image.
  public override init() {
    super.init()
  }

  /// Creates an item; see ``UIView/init(coder:)``: nothing is decoded.
  public init?(coder: NSCoder) {
    super.init()
  }

  /// Creates an item titled `title` with `image`, identified by `tag`.
  public convenience init(title: String?, image: UIImage?, tag: Int) {
    self.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// Creates an item titled `title` with `image`, and `selectedImage` while selected.
  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  /// Creates one of UIKit's standard items, titled as UIKit titles it (`.favorites` is
  /// `Favorites`), identified by `tag`.
  public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.init()
    self.systemItem = systemItem
    self.tag = tag
  }

  /// What the tab shows: its title, else its system item's title, else its image's name.
  package var shownTitle: String {
    if let title, !title.isEmpty { return title }
    return systemItem?.title ?? image?.name ?? ""
  }

  /// What a tab bar draws for the item in `width` columns: its title, ` (badge)` after it,
  /// in square brackets when selected, in round ones when disabled; cut with `…` inside the
  /// brackets when it does not fit.
  package func drawnText(selected: Bool, width: Int) -> String {
    var text = shownTitle
    if let badgeValue, !badgeValue.isEmpty { text += " (\(badgeValue))" }
    guard selected || !isEnabled else { return text.truncated(toWidth: width) }
    let inside = text.truncated(toWidth: max(width - 2, 1))
    return selected ? "[\(inside)]" : "(\(inside))"
  }
}

/// What a tab bar tells when the user selects a tab, as `UITabBarDelegate`. Every method has a
/// default that does nothing.
@preconcurrency @MainActor
public protocol UITabBarDelegate: NSObjectProtocol {
  /// The user selected `item`.
  func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
  /// Does nothing.
  public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// The row of tabs at the bottom of a screen, as `UITabBar`: a full-width line, then each
/// item's title centered in an equal share of the width.
///
/// The selected tab is drawn in square brackets, a disabled one in round brackets, a badge
/// after the title (`Inbox (3)`); a title longer than its share is cut with `…` (inside its
/// brackets). The bar takes
/// two lines (UIKit's 49 points, without the home indicator's room). VoiceOver reads each tab
/// as UIKit's: `Selected: Home. Tab. 1 of 3.`, its badge as its value (`Inbox: 3. Tab. 2 of
/// 3.`).
///
/// ```swift
/// // A 30-column bar with "Home" selected and a badge of 3 on "Inbox":
/// // ──────────────────────────────
/// //   [Home]   Inbox (3)  Settings
/// ```
///
/// A ``UITabBarController`` shows its ``UITabBarController/tabBar`` with an item per view
/// controller, from their ``UIViewController/tabBarItem``.
@preconcurrency @MainActor
open class UITabBar: UIView {
  /// The items, leading to trailing.
  open var items: [UITabBarItem]?
  /// The item selected, if any.
  open weak var selectedItem: UITabBarItem?
  /// What hears the user select a tab.
  open weak var delegate: (any UITabBarDelegate)?
  /// The tab bar controller whose bar this is, which decides what a tap selects.
  package weak var owningController: UITabBarController?

  /// Creates a bar with no items.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a bar with no items; see ``UIView/init(coder:)``.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Replaces the items.
  open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
    self.items = items
  }

  /// The user taps the item at `index`: nothing when it is disabled or out of range; in a
  /// tab bar controller, the controller selects its view controller (asking its delegate);
  /// else the item becomes the selected one and the delegate hears it. Returns whether the
  /// tap reached the item.
  @discardableResult
  package func tapItem(at index: Int) -> Bool {
    guard let items, items.indices.contains(index), items[index].isEnabled else { return false }
    if let owningController {
      owningController.userSelectedTab(at: index)
      return true
    }
    selectedItem = items[index]
    delegate?.tabBar(self, didSelect: items[index])
    return true
  }

  /// Each item's share of a line `width` columns wide: equal shares, the leading ones a column
  /// wider when the width does not share evenly.
  ///
  /// - Complexity: O(n) in the items.
  package func itemRects(in rect: GridRect) -> [GridRect] {
    let count = items?.count ?? 0
    guard count > 0, rect.height >= 2 else { return [] }
    let share = rect.width / count
    let extra = rect.width % count
    var x = rect.minX
    return (0..<count).map { index in
      let width = share + (index < extra ? 1 : 0)
      defer { x += width }
      return GridRect(x: x, y: rect.minY + 1, width: width, height: 1)
    }
  }

  /// Two lines tall; as wide as it is laid out.
  package override var gridIntrinsicSize: (width: Int?, height: Int?) { (nil, 2) }

  /// Draws the line above the items, then each item centered in its share.
  package override func draw(_ rect: GridRect, on canvas: inout Canvas, clip: GridRect) {
    canvas.drawHorizontalLine(
      from: GridPoint(x: rect.minX, y: rect.minY), length: rect.width, clippedTo: clip)
    for (item, room) in zip(items ?? [], itemRects(in: rect)) {
      let text = item.drawnText(selected: item === selectedItem, width: room.width)
      canvas.draw(text, onLine: room.minY, of: room, alignment: .center, clippedTo: clip)
    }
  }

  /// Each tab as UIKit's tab bar buttons read: its title, its badge as its value, `Tab.` and
  /// its place, selected or dimmed; a bar that is an element itself, or lists its elements,
  /// reads as any view.
  override func accessibilityGroups(at rect: GridRect, clip: GridRect) -> [[AccessibilityElement]] {
    guard !isAccessibilityElement, accessibilityElements == nil else {
      return super.accessibilityGroups(at: rect, clip: clip)
    }
    let items = items ?? []
    let elements = zip(items, itemRects(in: rect)).enumerated().compactMap {
      index, pair -> AccessibilityElement? in
      let (item, room) = pair
      guard !room.intersection(clip).isEmpty else { return nil }
      var traits: UIAccessibilityTraits = [.button, .tabBarItem]
      if item === selectedItem { traits.insert(.selected) }
      if !item.isEnabled { traits.insert(.notEnabled) }
      var element = AccessibilityElement(
        label: item.accessibilityLabel ?? item.shownTitle, value: item.badgeValue,
        traits: traits, frame: room)
      element.positionInSeries = .init(index: index + 1, count: items.count)
      return element
    }
    return elements.isEmpty ? [] : [elements]
  }
}
