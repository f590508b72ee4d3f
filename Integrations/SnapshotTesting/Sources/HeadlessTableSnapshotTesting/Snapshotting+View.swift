import HeadlessRender
import HeadlessTesting
import SnapshotTesting

extension Snapshotting where Value: UIView, Format == String {
  /// A bare view (a `UITableView`, a `UICollectionView`, any view), laid out to fill a device
  /// of `device`'s size, drawn as HeadlessTable text and compared with swift-snapshot-testing's
  /// line diff.
  ///
  /// ```swift
  /// let table = UITableView()
  /// table.dataSource = dataSource
  /// assertSnapshot(of: table, as: .headless(device: GridSize(width: 24, height: 6)))
  /// ```
  ///
  /// As for a screen (see `headless(device:)` on a ``HeadlessRender/ControlledScreen``), the
  /// update line and the gutter show what the list's updates since the snapshot before
  /// changed (rows, or a collection view's items), both are cleared once drawn, and a table or
  /// collection view that breaks one of UIKit's rules is a test failure at the assertion's
  /// line.
  @MainActor
  public static func headless(
    device: GridSize = DeviceFrame.defaultSize,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Snapshotting {
    SnapshotLocation(fileID: fileID, filePath: filePath, line: line, column: column).strategy {
      view throws(ScreenDrawingError) in try DeviceFrame(size: device).text(of: view)
    }
  }
}
