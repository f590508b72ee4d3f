import Foundation

/// An action revealed by swiping a table row, as `UIContextualAction`.
///
/// ```swift
/// let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
///   todos.remove(at: indexPath.row)
///   tableView.deleteRows(at: [indexPath], with: .automatic)
///   completion(true)
/// }
/// ```
///
/// The handler gets the action, the view of its button, and a completion to call once the
/// action is done (true when it was performed); the table hides the revealed actions then.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
  /// How an action looks, as `UIContextualAction.Style`.
  public enum Style: Int, Hashable, Sendable, CaseIterable {
    /// A plain action.
    case normal
    /// An action that removes the row (UIKit draws it red; kept, not drawn).
    case destructive
  }

  /// What the action does: it gets the action, its button's view, and the completion.
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  /// How the action looks.
  public let style: Style
  /// The button's title; drawn, and read by VoiceOver as the action's name.
  public var title: String?
  /// The button's image; kept, not drawn.
  public var image: UIImage?
  /// The button's colour; kept, not drawn.
  public var backgroundColor: UIColor?
  /// What performing the action does.
  public let handler: Handler

  /// Creates an action.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    super.init()
  }
}
