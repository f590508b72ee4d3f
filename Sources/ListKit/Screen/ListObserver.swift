/// Told that a list's state changed: its sections, footer or query may be different.
///
/// A ``ListLoader`` tells its observer about every change of its list; a screen controller
/// hands its observer on to its loader (see ``ListLoadingController``), so the screen that
/// shows the controller hears about a change once, from where it happened. On each call the
/// screen reads the controller's sections and footer again.
@MainActor
public protocol ListObserver: AnyObject {
  /// The list changed: read the controller's sections and footer again.
  func listDidChange()
}
