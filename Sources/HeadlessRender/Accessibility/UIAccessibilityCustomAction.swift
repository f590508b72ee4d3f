import Foundation

/// An action VoiceOver offers on an element besides activating it, as
/// `UIAccessibilityCustomAction`: the user swipes up or down to pick it by its name.
///
/// The reading lists an element's actions under it, as AccessibilitySnapshot's legend does:
///
/// ```swift
/// let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
/// cell.accessibilityCustomActions = [AccessibilityCustomAction(name: "Delete")]
/// // ...
/// //   Water the plants
/// //     Actions Available
/// //     ↓ Delete
/// ```
public struct UIAccessibilityCustomAction: Hashable, Sendable {
  /// What VoiceOver says for the action.
  public var name: String

  /// Creates an action named `name`.
  public init(name: String) {
    self.name = name
  }
}
