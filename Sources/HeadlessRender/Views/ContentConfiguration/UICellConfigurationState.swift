/// The state of a cell, as `UICellConfigurationState`: what a configuration's
/// `updated(for:)` and a cell's ``UICollectionViewCell/updateConfiguration(using:)`` can
/// follow, with a team's own states under ``UIConfigurationStateCustomKey``s.
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether the cell is highlighted by a touch.
  public var isHighlighted = false
  /// Whether the cell is disabled.
  public var isDisabled = false
  /// Whether the cell is in editing mode.
  public var isEditing = false
  /// Whether the cell shows its swipe actions.
  public var isSwiped = false
  /// Whether the cell's item is expanded in an outline (its section snapshot shows its
  /// children).
  public var isExpanded = false
  /// The team's own states, by key.
  private var customStates = CustomStates()

  /// A state with every flag false and no custom state.
  public init() {}

  /// The custom state stored under `key`, nil when none; setting nil removes it.
  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { customStates.values[key] }
    set { customStates.values[key] = newValue }
  }
}

/// A state's custom values. `AnyHashable` is not `Sendable`, yet UIKit's state (a value) is
/// passed between the cell and its configurations; the values a team stores are its own
/// model's, which it keeps on the main actor.
private struct CustomStates: Hashable, @unchecked Sendable {
  var values: [UIConfigurationStateCustomKey: AnyHashable] = [:]
}
