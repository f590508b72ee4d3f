import Foundation

/// What a menu holds, as `UIMenuElement`: an action (``UIAction``) or a menu inside the menu
/// (``UIMenu``).
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
  /// Whether an action is on, as `UIMenuElement.State`: a checkmark in a menu while `.on`.
  public enum State: Int, Hashable, Sendable {
    /// Not checked.
    case off
    /// Checked.
    case on
    /// Partly checked.
    case mixed
  }

  /// How an element behaves in a menu, as `UIMenuElement.Attributes`.
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The flags.
    public var rawValue: UInt
    /// Creates attributes.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The element cannot be chosen.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// The element destroys data.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// The element is not shown.
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// Choosing the element leaves the menu open.
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// The element's title; a subclass gives it.
  open var title: String { "" }
  /// The element's image; a subclass gives it.
  open var image: UIImage? { nil }
  /// A line under the title; kept.
  open var subtitle: String?

  /// Creates an element; only its subclasses are made.
  override init() {
    super.init()
  }
}

/// A titled group of actions and menus a control shows, as `UIMenu`: kept with its
/// children, nested menus included, and not drawn (a menu shows only while a finger holds it).
///
/// ```swift
/// let sort = UIMenu(title: "Sort", options: .singleSelection, children: [
///   UIAction(title: "Name", state: .on) { _ in },
///   UIAction(title: "Date") { _ in },
/// ])
/// button.menu = UIMenu(title: "", children: [sort, UIAction(title: "Share") { _ in }])
/// button.showsMenuAsPrimaryAction = true
/// ```
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
  /// How a menu shows its children, as `UIMenu.Options`.
  public struct Options: OptionSet, Hashable, Sendable {
    /// The flags.
    public var rawValue: UInt
    /// Creates options.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The children show in the parent menu, not behind a row of their own.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// The children destroy data.
    public static let destructive = Options(rawValue: 1 << 1)
    /// At most one child is on at a time.
    public static let singleSelection = Options(rawValue: 1 << 5)
    /// The children show as a row of icons.
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }

  /// A name that identifies a menu, as `UIMenu.Identifier`.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The name.
    public var rawValue: String
    /// Creates an identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  private let menuTitle: String
  private let menuImage: UIImage?
  /// The menu's title.
  open override var title: String { menuTitle }
  /// The menu's image; kept.
  open override var image: UIImage? { menuImage }
  /// The name that identifies the menu.
  public let identifier: Identifier
  /// How the menu shows its children.
  public let options: Options
  /// What the menu offers, in order: actions and menus.
  public let children: [UIMenuElement]

  /// Creates a menu of `children`.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    identifier: Identifier? = nil, options: Options = [], children: [UIMenuElement] = []
  ) {
    menuTitle = title
    menuImage = image
    self.identifier = identifier ?? Identifier(UUIDLessName.next())
    self.options = options
    self.children = children
    super.init()
    self.subtitle = subtitle
  }

  /// The same menu with `newChildren`.
  open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    UIMenu(
      title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
      children: newChildren)
  }

  /// The actions that are on, among the children and the children of inline menus, in order.
  open var selectedElements: [UIMenuElement] {
    children.flatMap { child -> [UIMenuElement] in
      if let action = child as? UIAction { return action.state == .on ? [action] : [] }
      if let menu = child as? UIMenu, menu.options.contains(.displayInline) {
        return menu.selectedElements
      }
      return []
    }
  }

  /// The action titled `title` among the children and the menus inside, depth first.
  package func action(titled title: String) -> UIAction? {
    for child in children {
      if let action = child as? UIAction, action.title == title { return action }
      if let menu = child as? UIMenu, let found = menu.action(titled: title) { return found }
    }
    return nil
  }

  /// A finger chooses the action titled `title` in the menu or a menu inside: unless it is
  /// disabled or hidden, it runs, sent by `sender`; in a single-selection menu it turns on and
  /// its siblings off. Returns whether one ran.
  @discardableResult
  package func performAction(titled title: String, sender: AnyObject? = nil) -> Bool {
    guard let action = action(titled: title),
      action.attributes.isDisjoint(with: [.disabled, .hidden])
    else { return false }
    selectSingle(action)
    action.perform(from: sender)
    return true
  }

  /// Turns `action` on and its siblings off in the single-selection menu that holds it.
  private func selectSingle(_ action: UIAction) {
    if options.contains(.singleSelection), children.contains(where: { $0 === action }) {
      for case let sibling as UIAction in children {
        sibling.state = sibling === action ? .on : .off
      }
    }
    for case let menu as UIMenu in children { menu.selectSingle(action) }
  }
}
