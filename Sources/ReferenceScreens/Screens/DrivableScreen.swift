import HeadlessRender
import ListKit
import Models
import ViewModels

/// A screen a script can drive: its view, the user events it takes, and how many requests
/// its controller has started and had answered.
///
/// Each reference screen (``RecordingsScreen``, ``FeedScreen``, ``TodosScreen``,
/// ``FilmsScreen``, ``ArticlesScreen``) is one small type that binds its controller through
/// a ``ListScreenBinding`` and maps ``ScreenEvent``s to the controller's events.
@MainActor
public protocol DrivableScreen: ListScreen {
  /// Sends `event` to the controller, unless the screen has no such event or no such item.
  func handle(_ event: ScreenEvent) -> ScreenEventOutcome
}
