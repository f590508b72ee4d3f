import ListKit

extension DeviceFrame {
  /// Draws `screen` as a golden file holds it: the framed lines, each ending with a newline,
  /// and with `accessibility` what VoiceOver reads on it (see ``AccessibilityReading``); then
  /// clears the table's update marks, so the next snapshot shows only what changes after this
  /// one.
  ///
  /// ```swift
  /// let screen = NamesScreen()  // a ListScreen showing "owl", just inserted
  /// print(try DeviceFrame(size: Size(width: 12, height: 3)).text(of: screen), terminator: "")
  /// // Prints:
  /// //  ┌────────────┐
  /// //  │   Names    │
  /// //  │────────────│
  /// // +│owl         │
  /// //  └────────────┘
  /// ```
  ///
  /// - Throws: ``ScreenDrawingError/updateRefused(_:)`` when the screen's store refused its
  ///   last update (the screen shows stale rows), ``ScreenDrawingError/tableViewFailed(_:)``
  ///   when the table's data source breaks UIKit's rules.
  @MainActor
  public func text(of screen: some ControlledScreen, accessibility: Bool = false)
    throws(ScreenDrawingError) -> String
  {
    if let failure = screen.updateFailure { throw .updateRefused(failure) }
    return try text(of: screen.screenView.tableView) { () throws(TableViewError) in
      let lines = try render(screen.screenView)
      guard accessibility else { return lines }
      // The reading ends with a newline, as every line of the snapshot gets one.
      return lines + [String(AccessibilityReading(of: screen.screenView).text.dropLast())]
    }
  }

  /// Draws a bare `table`, filling the device, as a golden file holds it, then clears its
  /// update marks.
  ///
  /// - Throws: ``ScreenDrawingError/tableViewFailed(_:)`` when the table's data source breaks
  ///   UIKit's rules.
  @MainActor
  public func text(of table: UITableView) throws(ScreenDrawingError) -> String {
    try text(of: table) { () throws(TableViewError) in try render(table) }
  }

  @MainActor
  private func text(
    of table: UITableView, drawing draw: () throws(TableViewError) -> [String]
  ) throws(ScreenDrawingError) -> String {
    let lines: [String]
    do {
      lines = try draw()
    } catch {
      throw .tableViewFailed(error)
    }
    table.clearUpdateMarks()
    return lines.map { $0 + "\n" }.joined()
  }
}
