/// What a screen controller tells about every change of its state.
///
/// The headless table binds to it: on each call it reads the controller's sections and footer
/// again and hands the sections to its store.
@MainActor
public protocol ListScreenView: AnyObject {
  /// The controller's state changed; its sections and footer may be different.
  func listScreenDidChange()
}
