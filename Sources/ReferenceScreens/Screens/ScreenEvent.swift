import HeadlessRender
import ListKit
import Models
import ViewModels

/// Something the user does on a screen, beyond scrolling and tapping rows.
public enum ScreenEvent: Hashable, Sendable {
  /// The screen appeared and wants its content.
  case load
  /// The user searched for a text.
  case search(String)
  /// The user completed or reopened the todo with this identifier.
  case toggle(todoID: Int)
  /// The user tapped the favourite button of the feed item with this identifier.
  case favorite(itemID: String)
  /// The user tapped the error footer to try again.
  case retry
}
