import HeadlessRender
import SnapshotTesting

extension Snapshotting where Value == UITableView, Format == String {
  /// A bare table view, laid out to fill a device of `device`'s size, drawn as HeadlessTable
  /// text and compared with swift-snapshot-testing's line diff.
  ///
  /// ```swift
  /// let table = UITableView()
  /// table.dataSource = dataSource
  /// assertSnapshot(of: table, as: .headless(device: GridSize(width: 24, height: 6)))
  /// ```
  ///
  /// As for a screen (see `headless(device:)` on a ``HeadlessRender/ControlledScreen``), the
  /// update line and the gutter show what the table's updates since the snapshot before
  /// changed, both are cleared once drawn, and a table that breaks one of UIKit's rules is a
  /// test failure at the assertion's line.
  @MainActor
  public static func headless(
    device: GridSize = DeviceFrame.defaultSize,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Snapshotting {
    SnapshotLocation(fileID: fileID, filePath: filePath, line: line, column: column).strategy {
      table throws(ScreenDrawingError) in try DeviceFrame(size: device).text(of: table)
    }
  }
}
