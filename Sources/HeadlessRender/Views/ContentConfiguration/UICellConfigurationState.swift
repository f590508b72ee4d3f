/// The state of a cell, as `UICellConfigurationState`: what a configuration's
/// `updated(for:)` can follow.
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

  /// A state with every flag false.
  public init() {}
}
