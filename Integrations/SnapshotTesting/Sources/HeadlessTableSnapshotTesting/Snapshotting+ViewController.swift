import HeadlessRender
import HeadlessTesting
import SnapshotTesting

extension Snapshotting where Value: UIViewController, Format == String {
  /// Any view controller, drawn as HeadlessTable text in a window of `device`'s size, as it
  /// is: a navigation controller with its bar, or a view controller's own view without one.
  ///
  /// ```swift
  /// let team = UINavigationController(rootViewController: TeamViewController(members: members))
  /// assertSnapshot(of: team, as: .headless(device: GridSize(width: 40, height: 16)))
  /// ```
  ///
  /// The first drawing loads the view and makes it appear, as a window does; each drawing
  /// lays out what UIKit would lay out. As for a screen (see `headless(device:accessibility:)`
  /// on a ``HeadlessRender/ControlledScreen``, which shows the screen in a navigation
  /// controller), the update line and the gutter show what its tables' updates since the
  /// snapshot before changed, and a table that breaks one of UIKit's rules is a test failure at
  /// the assertion's line.
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
      viewController throws(ScreenDrawingError) in
      try DeviceFrame(size: device).text(of: viewController, accessibility: accessibility)
    }
  }
}
