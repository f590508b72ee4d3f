import HeadlessRender
import HeadlessTesting
import SnapshotTesting

extension Snapshotting where Value: ControlledScreen, Format == String {
  /// A screen drawn as HeadlessTable text on a device of `device`'s size, compared with
  /// swift-snapshot-testing's line diff and stored as `.txt` in the test's `__Snapshots__`
  /// folder.
  ///
  /// ```swift
  /// @MainActor @Test func completingATodoMovesItToDone() async {
  ///   let screen = TodosScreen(service: FixtureTodos())
  ///   await screen.controller.loadRequested().value
  ///   assertSnapshot(of: screen, as: .headless(device: GridSize(width: 32, height: 10)))
  ///   _ = screen.controller.todoToggled(id: 1)
  ///   assertSnapshot(of: screen, as: .headless(device: GridSize(width: 32, height: 10)))
  /// }
  /// ```
  ///
  /// The text is ``HeadlessRender/DeviceFrame``'s: the update line (`updates: 1 row moved`),
  /// then the screen in a box, with a gutter marking the rows on screen that the table's
  /// updates since the snapshot before changed (`+` inserted, `>` moved, `*` reloaded, `~`
  /// reconfigured). Both are cleared once drawn, so each snapshot shows what changed since the
  /// one before, the update line off screen too. A screen that cannot be drawn (its store
  /// refused the last update, or its table broke one of UIKit's rules) is a test failure at the
  /// assertion's line, and its snapshot is the error's message, which no recorded snapshot
  /// matches.
  ///
  /// With `accessibility`, what VoiceOver reads on the screen follows the drawing, one element
  /// a line (see ``HeadlessRender/AccessibilityReading``), so the snapshot also pins labels,
  /// traits and reading order.
  ///
  /// Call it on the main actor, where the screen lives; `assertSnapshot` draws at once.
  @MainActor
  public static func headless(
    device: GridSize = DeviceFrame.defaultSize,
    accessibility: Bool = false,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Snapshotting {
    SnapshotLocation(fileID: fileID, filePath: filePath, line: line, column: column).strategy {
      screen throws(ScreenDrawingError) in
      try DeviceFrame(size: device).text(of: screen, accessibility: accessibility)
    }
  }
}
