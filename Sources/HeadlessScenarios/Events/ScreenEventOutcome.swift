import Foundation
import HeadlessRender
import ListKit

/// What became of a ``ScreenEvent`` sent to a screen; the scenario runner turns the last two
/// into errors naming the step and the screen.
public enum ScreenEventOutcome: Hashable, Sendable {
  /// The screen's controller took the event.
  case handled
  /// The screen has no such event (a search on a screen without a search bar): `search does
  /// not apply to the films screen`.
  case notOnThisScreen
  /// The event names an item the screen does not show (a todo or a status that is not there):
  /// `no item 99 to toggle on the todos screen`.
  case noSuchItem
}
