import Foundation

#if !canImport(ObjectiveC)
  /// The name of a method, as Objective-C's `Selector`, so that UIKit's target-action
  /// declarations compile: `addTarget(_:action:for:)` and the bar button initializers take
  /// one, made with `Selector("refresh:")` or from a literal. Linux has no Objective-C
  /// runtime: `#selector` does not compile there and no method is ever called by name, so a
  /// headless control performs its ``UIAction``s only. Write actions as `UIAction`s (a
  /// control's `primaryAction:` or `addAction(_:for:)`), which work the same in an app and
  /// headless (see <doc:BringYourUIKitScreen>).
  public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method's name, such as `refresh:`.
    package let name: String

    /// The method's name, as Objective-C's `Selector` prints it.
    public var description: String { name }

    /// Creates a selector naming `name`.
    public init(_ name: String) {
      self.name = name
    }

    /// Creates a selector from a literal such as `"refresh:"`.
    public init(stringLiteral value: String) {
      self.init(value)
    }
  }
#endif

/// What runs when an action is performed.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A titled piece of work a control, bar button or menu performs, as `UIAction`: the
/// closure-based spelling of target-action, which works the same in an app and headless.
///
/// ```swift
/// let refresh = UIAction(title: "Refresh") { [weak self] _ in self?.reload() }
/// navigationItem.rightBarButtonItem = UIBarButtonItem(primaryAction: refresh)
/// ```
///
/// In a ``UIMenu``, its ``state`` (a checkmark while `.on`) and ``attributes`` are kept.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
  /// The action's title, shown by a bar button or control that has no title of its own.
  open override var title: String {
    get { actionTitle }
    set { actionTitle = newValue }
  }
  private var actionTitle: String
  /// The action's image; kept.
  open override var image: UIImage? {
    get { actionImage }
    set { actionImage = newValue }
  }
  private var actionImage: UIImage?
  /// Whether the action is on (a checkmark in a menu), off or mixed; kept.
  open var state = UIMenuElement.State.off
  /// Whether the action is disabled, destructive or hidden in a menu; kept.
  open var attributes = UIMenuElement.Attributes()
  /// A name that identifies the action among a control's actions.
  public let identifier: Identifier
  /// A longer title for the keyboard shortcut overlay; kept.
  public var discoverabilityTitle: String?
  /// The control or bar button that last performed the action, while it runs.
  public private(set) weak var sender: AnyObject?
  private let handler: UIActionHandler

  /// The name that identifies an action.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The name.
    public var rawValue: String
    /// Creates an identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// Creates an action that runs `handler`.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    selectedImage: UIImage? = nil, identifier: Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    actionTitle = title
    actionImage = image
    self.selectedImage = selectedImage
    self.identifier = identifier ?? Identifier(UUIDLessName.next())
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init()
    self.subtitle = subtitle
  }

  /// The image shown while the action is on; kept.
  open var selectedImage: UIImage?

  /// Runs the handler, with `sender` as the action's sender.
  package func perform(from sender: AnyObject?) {
    self.sender = sender
    handler(self)
    self.sender = nil
  }
}

/// Names for actions made without an identifier: deterministic, unlike UIKit's UUIDs, so that
/// nothing differs from run to run.
@MainActor
enum UUIDLessName {
  private static var count = 0

  static func next() -> String {
    count += 1
    return "com.headlesstable.action.\(count)"
  }
}
