import HeadlessRender

extension GoldenStrategy where Value: ControlledScreen {
  /// The screen laid out on a device of `device`'s size and drawn in its frame, the gutter
  /// marking what the table's last update changed; with `accessibility`, what VoiceOver reads
  /// under the drawing. See `DeviceFrame.text(of:accessibility:)`.
  ///
  /// Drawing clears the table's update marks, so the next golden shows only what changed
  /// after this one. A screen whose store refused its last update, or whose table broke one
  /// of UIKit's rules, fails the assertion with the error's message.
  public static func screen(
    device: GridSize = DeviceFrame.defaultSize, accessibility: Bool = false
  ) -> GoldenStrategy {
    GoldenStrategy { screen in
      try DeviceFrame(size: device).text(of: screen, accessibility: accessibility)
    }
  }
}

extension GoldenStrategy where Value == UITableView {
  /// A bare table, not inside a screen, filling a device of `device`'s size; its update marks
  /// are cleared as for a screen.
  public static func table(device: GridSize = DeviceFrame.defaultSize) -> GoldenStrategy {
    GoldenStrategy { table in try DeviceFrame(size: device).text(of: table) }
  }
}
