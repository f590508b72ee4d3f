import Foundation
import TextCanvas

/// A button on a navigation bar or toolbar, as `UIBarButtonItem`: a title, an image or a
/// system item, and the action it performs when tapped.
///
/// A headless bar button performs its ``primaryAction`` when tapped: by a scenario's
/// `barButton` step, which finds it by its title or system item on the navigation bar or the
/// toolbar (see <doc:ScreenChrome>), and by the package's own tests. A target-action item made
/// with `target:action:` cannot call its selector without the Objective-C runtime, so a
/// scenario step that taps one fails, saying to pass a `UIAction`.
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
  /// How the item is drawn; kept (a text frame draws every style alike).
  public enum Style: Int, Hashable, Sendable {
    /// A plain button.
    case plain
    /// A bordered button (deprecated in UIKit).
    case bordered
    /// The button that ends a task, drawn bold in an app.
    case done
  }

  /// UIKit's standard items, each drawn as the word VoiceOver says for it.
  public enum SystemItem: Int, Hashable, Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action,
      organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind,
      fastForward, undo, redo, pageCurl, close

    /// The word VoiceOver says for the item, which the bar draws.
    package var title: String {
      switch self {
      case .done: "Done"
      case .cancel: "Cancel"
      case .edit: "Edit"
      case .save: "Save"
      case .add: "Add"
      case .flexibleSpace, .fixedSpace, .pageCurl: ""
      case .compose: "Compose"
      case .reply: "Reply"
      case .action: "Share"
      case .organize: "Organize"
      case .bookmarks: "Bookmarks"
      case .search: "Search"
      case .refresh: "Refresh"
      case .stop: "Stop"
      case .camera: "Camera"
      case .trash: "Delete"
      case .play: "Play"
      case .pause: "Pause"
      case .rewind: "Rewind"
      case .fastForward: "Fast Forward"
      case .undo: "Undo"
      case .redo: "Redo"
      case .close: "Close"
      }
    }
  }

  /// The item's title.
  public var title: String?
  /// The item's image, drawn as its name when the item has no title.
  public var image: UIImage?
  /// How the item is drawn; kept.
  public var style: Style
  /// Whether the item can be tapped; a disabled item is drawn in round brackets.
  public var isEnabled = true
  /// What the item performs when tapped.
  public var primaryAction: UIAction?
  /// The object a target-action item sends its action to; see the type's discussion.
  public weak var target: AnyObject?
  /// The selector a target-action item sends; see the type's discussion.
  public var action: Selector?
  /// A view shown instead of the title; kept, drawn by its own views' text when it has any.
  public var customView: UIView?
  /// The width of a fixed space, in points (a column is 9.75 points); ignored for other items,
  /// which are as wide as their titles.
  public var width: CGFloat = 0
  /// A number that identifies the item to the app's own code.
  public var tag = 0
  /// The words VoiceOver says for the item, unless its title says it.
  public var accessibilityLabel: String?
  /// The standard item this is, if any.
  package let systemItem: SystemItem?

  /// Creates an item titled `title` that sends `action` to `target`.
  public init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.title = title
    self.style = style
    self.target = target.map { $0 as AnyObject }
    self.action = action
    systemItem = nil
    super.init()
  }

  /// Creates an item showing `image` that sends `action` to `target`.
  public init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
    self.image = image
    self.style = style
    self.target = target.map { $0 as AnyObject }
    self.action = action
    systemItem = nil
    super.init()
  }

  /// Creates a standard item that sends `action` to `target`.
  public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
    self.systemItem = systemItem
    style = systemItem == .done ? .done : .plain
    self.target = target.map { $0 as AnyObject }
    self.action = action
    super.init()
  }

  /// Creates an item that performs `primaryAction`, titled `title` or the action's title.
  public init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    self.title = title ?? primaryAction?.title
    self.image = image ?? primaryAction?.image
    self.primaryAction = primaryAction
    self.menu = menu
    style = .plain
    systemItem = nil
    super.init()
  }

  /// Creates a standard item that performs `primaryAction`.
  public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    self.systemItem = systemItem
    self.primaryAction = primaryAction
    self.menu = menu
    style = systemItem == .done ? .done : .plain
    super.init()
  }

  /// Creates an item showing `customView`.
  public init(customView: UIView) {
    self.customView = customView
    style = .plain
    systemItem = nil
    super.init()
  }

  /// A space that takes the room the other items leave on a toolbar, shared equally with the
  /// other flexible spaces.
  ///
  /// ```swift
  /// toolbarItems = [.flexibleSpace(), delete]  // Delete at the trailing end
  /// ```
  public static func flexibleSpace() -> UIBarButtonItem {
    UIBarButtonItem(systemItem: .flexibleSpace)
  }

  /// A space `width` points wide between toolbar items.
  public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem(systemItem: .fixedSpace)
    item.width = width
    return item
  }

  /// The menu the item shows; kept, not drawn.
  public var menu: UIMenu?

  /// What the bar draws: the title, else the system item's word, else the image's name.
  package var shownTitle: String {
    if let title, !title.isEmpty { return title }
    if let systemItem { return systemItem.title }
    if let image { return image.name }
    return ""
  }

  /// Whether the item takes room on a bar: spaces only separate the others.
  package var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

  /// What a bar draws for the item: its title, in round brackets when it is disabled.
  package var drawnTitle: String { isEnabled ? shownTitle : "(\(shownTitle))" }

  /// Whether a scenario step naming `name` means this item: its title as drawn (an enabled
  /// item's), the word of its system item (`Edit`), its system item's name (`edit`,
  /// `trash`) or its accessibility label. Spaces are never named.
  package func isNamed(_ name: String) -> Bool {
    guard !isSpace, !name.isEmpty else { return false }
    if shownTitle == name || accessibilityLabel == name { return true }
    return systemItem.map { "\($0)" == name } ?? false
  }

  /// What VoiceOver reads for the item on a bar: a button with its label or title, dimmed
  /// when disabled, on `line`; nil for a space or an item with nothing to read.
  package func accessibilityElement(on line: GridRect) -> AccessibilityElement? {
    let label = accessibilityLabel ?? shownTitle
    guard !isSpace, !label.isEmpty else { return nil }
    var traits = UIAccessibilityTraits.button
    if !isEnabled { traits.insert(.notEnabled) }
    return AccessibilityElement(label: label, traits: traits, frame: line)
  }

  /// The user taps the item: its primary action runs when it is enabled, or the control it
  /// shows as its custom view is tapped. Returns whether an action ran.
  @discardableResult
  package func tap() -> Bool {
    guard isEnabled else { return false }
    if let primaryAction {
      primaryAction.perform(from: self)
      return true
    }
    if let control = customView as? UIControl { return control.tap() }
    return false
  }

  /// Whether a tap can reach code: the item has a primary action or shows a control. A
  /// target-action item cannot, headless.
  package var canPerformTap: Bool { primaryAction != nil || customView is UIControl }
}
