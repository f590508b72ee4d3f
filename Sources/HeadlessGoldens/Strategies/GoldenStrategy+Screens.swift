import HeadlessRender
import HeadlessTesting

extension GoldenStrategy where Value: ControlledScreen {
  /// The screen shown in its navigation controller (when it is in none, one made the first time
  /// and kept for the screen's life, as an app shows a list, so that a toolbar it shows between
  /// drawings shows) on a device of `device`'s size and drawn in its frame, under the update
  /// line (`updates: 2 rows deleted`), the gutter marking what the table's updates since the
  /// previous frame changed on screen; with `accessibility`, what VoiceOver reads under the
  /// drawing. See `DeviceFrame.text(of:accessibility:)`.
  ///
  /// Drawing clears the table's update marks and summary, so the next golden shows only what
  /// changed after this one. A screen whose store refused its last update, or whose table broke one
  /// of UIKit's rules, fails the assertion with the error's message.
  public static func screen(
    device: GridSize = DeviceFrame.defaultSize, accessibility: Bool = false
  ) -> GoldenStrategy {
    GoldenStrategy { screen in
      try DeviceFrame(size: device).text(of: screen, accessibility: accessibility)
    }
  }
}

extension GoldenStrategy where Value: UIViewController {
  /// The view controller shown on a device of `device`'s size, as it is (a navigation
  /// controller with its bar, a bare view controller without one: unlike `.screen(device:accessibility:)`,
  /// no navigation controller is made for it), and drawn in its frame,
  /// under the update line when it shows a table; with `accessibility`, what VoiceOver reads
  /// under the drawing.
  public static func viewController(
    device: GridSize = DeviceFrame.defaultSize, accessibility: Bool = false
  ) -> GoldenStrategy {
    GoldenStrategy { viewController in
      try DeviceFrame(size: device).text(of: viewController, accessibility: accessibility)
    }
  }
}

extension GoldenStrategy where Value: UIView {
  /// A view in no view controller: one with no superview fills a device of `device`'s size
  /// (a table with a height of 0 as tall as its content), under the update line when it holds
  /// a table; its tables' update marks are cleared as for a screen.
  public static func view(
    device: GridSize = DeviceFrame.defaultSize, accessibility: Bool = false
  ) -> GoldenStrategy {
    GoldenStrategy { view in
      try DeviceFrame(size: device).text(of: view, accessibility: accessibility)
    }
  }
}
