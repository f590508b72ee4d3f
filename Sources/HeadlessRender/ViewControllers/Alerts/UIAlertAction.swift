import Foundation

/// A button of an alert or action sheet, as `UIAlertAction`: a title, a style and what runs
/// when it is tapped, after the alert is dismissed.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
  /// How an action looks and where it goes, as `UIAlertAction.Style`.
  public enum Style: Int, Hashable, Sendable {
    /// An ordinary action.
    case `default`
    /// The action that cancels: an alert has at most one; an action sheet shows it apart, at
    /// the bottom.
    case cancel
    /// An action that destroys data; UIKit colours it red (kept, not drawn).
    case destructive
  }

  /// The button's title.
  open private(set) var title: String?
  /// The action's style.
  open private(set) var style: Style
  /// Whether the action can be tapped; a disabled one is drawn in round brackets.
  open var isEnabled = true
  private let handler: ((UIAlertAction) -> Void)?

  /// Creates an action titled `title` that runs `handler` when tapped.
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
    super.init()
  }

  /// Runs the handler.
  package func perform() {
    handler?(self)
  }
}
