import HeadlessRender
import ListKit
import Models
import ViewModels

/// What became of a ``ScreenEvent`` sent to a screen.
public enum ScreenEventOutcome: Hashable, Sendable {
  /// The screen's controller took the event.
  case handled
  /// The screen has no such event (a search on a screen without a search bar).
  case notOnThisScreen
  /// The event names an item the screen does not show (a todo or a status that is not there).
  case noSuchItem
}
