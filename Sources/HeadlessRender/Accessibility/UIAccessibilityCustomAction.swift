import Foundation
import TextCanvas

/// An action VoiceOver offers on an element besides activating it, as
/// `UIAccessibilityCustomAction`: the user swipes up or down to pick it by its name.
///
/// The reading lists an element's actions under it, as AccessibilitySnapshot's legend does:
///
/// ```swift
/// let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
/// cell.textLabel?.text = "Water the plants"
/// cell.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Delete")]
/// try DeviceFrame(size: GridSize(width: 20, height: 1)).layout(cell)
/// print(AccessibilityReading(of: cell), terminator: "")
/// // Prints:
/// //  VoiceOver:
/// //    Water the plants
/// //      Actions Available
/// //      ↓ Delete
/// ```
public struct UIAccessibilityCustomAction: Hashable, Sendable {
  /// What VoiceOver says for the action.
  public var name: String

  /// Creates an action named `name`.
  public init(name: String) {
    self.name = name
  }
}
