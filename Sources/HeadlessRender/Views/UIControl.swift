import Foundation

/// A view that responds to the user, as `UIControl`: it has a state (enabled, selected,
/// highlighted) and runs actions for events.
///
/// A headless control runs the ``UIAction``s added for an event when a test or a scenario
/// sends it (`sendActions(for:)`); a target-action pair added with `addTarget(_:action:for:)`
/// is kept but cannot be called by its selector without the Objective-C runtime.
@preconcurrency @MainActor
open class UIControl: UIView {
  /// A control's state: a set of flags, `.normal` being none of them.
  public struct State: OptionSet, Hashable, Sendable {
    /// The flags.
    public var rawValue: UInt
    /// Creates a state.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Enabled, not selected, not highlighted.
    public static let normal = State([])
    /// Being touched.
    public static let highlighted = State(rawValue: 1 << 0)
    /// Not responding to the user.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected, as a toggle that is on.
    public static let selected = State(rawValue: 1 << 2)
    /// Focused.
    public static let focused = State(rawValue: 1 << 3)
  }

  /// What the user did to a control.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The flags.
    public var rawValue: UInt
    /// Creates an event set.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A finger touched down.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A tap: a touch lifted inside the control.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A touch lifted outside the control.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The value changed (a switch, a refresh control).
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's main action: a button's tap.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// Editing began in a text field.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The text changed in a text field.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended in a text field.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Return was tapped in a text field, which ends editing when actions listen for it.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every editing event of a text field.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// Where content sits across a control, as `UIControl.ContentHorizontalAlignment`.
  public enum ContentHorizontalAlignment: Int, Hashable, Sendable {
    /// In the middle: the default.
    case center
    /// At the left edge.
    case left
    /// At the right edge.
    case right
    /// Across the whole width (drawn centered: text is not stretched).
    case fill
    /// At the leading edge (the left, left to right).
    case leading
    /// At the trailing edge (the right, left to right).
    case trailing
  }

  /// Where content sits down a control, as `UIControl.ContentVerticalAlignment`.
  public enum ContentVerticalAlignment: Int, Hashable, Sendable {
    /// In the middle: the default.
    case center
    /// At the top.
    case top
    /// At the bottom.
    case bottom
    /// Down the whole height (drawn in the middle).
    case fill
  }

  /// Where a button's title sits across its frame: `.center` by default.
  open var contentHorizontalAlignment = ContentHorizontalAlignment.center
  /// Where a button's title sits down its frame: `.center` by default.
  open var contentVerticalAlignment = ContentVerticalAlignment.center

  /// Whether the control responds to the user; a disabled control is drawn and read as such.
  open var isEnabled = true
  /// Whether the control is selected.
  open var isSelected = false
  /// Whether the control is being touched.
  open var isHighlighted = false

  private var actions: [(action: UIAction, events: Event)] = []
  private var targets: [(target: AnyObject?, action: Selector, events: Event)] = []

  /// The state, from the flags.
  open var state: State {
    var state = State.normal
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isHighlighted { state.insert(.highlighted) }
    return state
  }

  /// Creates a control.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a control; see ``UIView/init(coder:)``.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a control that runs `primaryAction` when tapped.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// Runs `action` for `controlEvents`.
  public func addAction(_ action: UIAction, for controlEvents: Event) {
    actions.append((action, controlEvents))
  }

  /// Stops running `action` for `controlEvents`.
  public func removeAction(_ action: UIAction, for controlEvents: Event) {
    actions.removeAll { $0.action === action && $0.events == controlEvents }
  }

  /// Stops running the action named `identifier` for `controlEvents`.
  public func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
    actions.removeAll { $0.action.identifier == identifier && $0.events == controlEvents }
  }

  /// Keeps `action` for `target`: see the type's discussion.
  public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    targets.append((target.map { $0 as AnyObject }, action, controlEvents))
  }

  /// Forgets the target-action pairs for `target`.
  public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    let target = target.map { $0 as AnyObject }
    targets.removeAll { pair in
      pair.target === target && (action == nil || pair.action == action)
        && pair.events == controlEvents
    }
  }

  /// The events a target-action pair was added for.
  public var allControlEvents: Event {
    (actions.map(\.events) + targets.map(\.events)).reduce(into: []) { $0.formUnion($1) }
  }

  /// Runs the actions added for any of `controlEvents`, in the order added.
  open func sendActions(for controlEvents: Event) {
    for (action, events) in actions where !events.isDisjoint(with: controlEvents) {
      action.perform(from: self)
    }
  }

  /// The user taps the control: when enabled, its `.touchUpInside` and
  /// `.primaryActionTriggered` actions run. Returns whether it was enabled.
  @discardableResult
  package func tap() -> Bool {
    guard isEnabled else { return false }
    sendActions(for: [.touchUpInside, .primaryActionTriggered])
    return true
  }

  /// The traits set, with ``UIAccessibilityTraits/notEnabled`` while the control is disabled
  /// and ``UIAccessibilityTraits/selected`` while selected, as a `UIControl` reports them.
  open override var accessibilityTraits: UIAccessibilityTraits {
    get {
      var traits = super.accessibilityTraits
      if !isEnabled { traits.insert(.notEnabled) }
      if isSelected { traits.insert(.selected) }
      return traits
    }
    set { super.accessibilityTraits = newValue }
  }
}
