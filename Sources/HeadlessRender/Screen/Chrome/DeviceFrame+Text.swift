import ListKit

extension DeviceFrame {
  /// Draws `viewController` as a golden file holds it: the framed lines, each ending with a
  /// newline, and with `accessibility` what VoiceOver reads on it (see
  /// ``AccessibilityReading``); then clears the update marks of its tables, so the next
  /// snapshot shows only what changes after this one.
  ///
  /// ```swift
  /// let names = NamesViewController()  // a list showing "owl", just inserted
  /// let navigation = UINavigationController(rootViewController: names)
  /// print(try DeviceFrame(size: GridSize(width: 12, height: 3)).text(of: navigation))
  /// // Prints:
  /// //  ┌────────────┐
  /// //  │   Names    │
  /// //  │────────────│
  /// // +│owl         │
  /// //  └────────────┘
  /// ```
  ///
  /// - Throws: as ``render(_:)-(UIViewController)``.
  @MainActor
  public func text(of viewController: some UIViewController, accessibility: Bool = false)
    throws(ScreenDrawingError) -> String
  {
    let window = try layout(viewController)
    return drawnText(of: window, accessibility: accessibility)
  }

  /// Draws a view as a golden file holds it: a view with no superview filling the device (a
  /// table as tall as its content with a height of 0), then clears its tables' update marks.
  ///
  /// - Throws: as ``render(_:)-(UIViewController)``.
  @MainActor
  public func text(of view: UIView, accessibility: Bool = false) throws(ScreenDrawingError)
    -> String
  {
    try layout(view)
    return drawnText(of: view, accessibility: accessibility)
  }

  /// Draws a screen whose store or snapshot may have refused its last update, in its
  /// navigation controller (a new one when it is in none, as an app shows a list).
  ///
  /// - Throws: ``ScreenDrawingError/updateRefused(_:)`` when the screen could not show its
  ///   controller's last sections, else as ``render(_:)-(UIViewController)``.
  @MainActor
  public func text(of screen: some ControlledScreen, accessibility: Bool = false)
    throws(ScreenDrawingError) -> String
  {
    if let failure = screen.updateFailure { throw .updateRefused(failure) }
    let shown = screen.navigationController ?? UINavigationController(rootViewController: screen)
    return try text(of: shown, accessibility: accessibility)
  }

  @MainActor
  private func drawnText(of root: UIView, accessibility: Bool) -> String {
    var lines: [String] = []
    draw(root) { lines.append($0) }
    if accessibility {
      // The reading ends with a newline, as every line of the snapshot gets one.
      lines.append(String(AccessibilityReading(of: root).text.dropLast()))
    }
    for table in Self.tables(in: root) { table.clearUpdateMarks() }
    return lines.map { $0 + "\n" }.joined()
  }
}
