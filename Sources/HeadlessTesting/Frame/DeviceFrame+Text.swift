import HeadlessRender
import ListKit
import TextCanvas

extension DeviceFrame {
  /// Draws `viewController` as a golden file holds it: the update line when it shows a table
  /// or a collection view, the framed lines, each ending with a newline, and with
  /// `accessibility` what VoiceOver reads on it (see `AccessibilityReading`); then clears
  /// the update marks and summaries of its lists, so the next frame shows only what changes
  /// after this one.
  ///
  /// The update line is `updates: ` and what the lists' updates changed since their marks were
  /// last cleared, counted on screen or not (`ListUpdateSummary`), or `updates: none`:
  /// so a golden shows a deleted row, or a change below the viewport, that the gutter cannot
  /// (see ``DeviceFrame`` for what the gutter marks).
  ///
  /// ```swift
  /// let names = NamesViewController()  // a list showing "owl", just inserted
  /// let navigation = UINavigationController(rootViewController: names)
  /// print(try DeviceFrame(size: GridSize(width: 12, height: 3)).text(of: navigation))
  /// // Prints:
  /// // updates: 1 section inserted
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
  /// table as tall as its content with a height of 0), under the update line when it holds a
  /// table or a collection view, then clears their update marks and summaries.
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
  /// navigation controller (when it is in none, one made the first time and kept for the
  /// screen's life, as an app shows a list; the screen and it hold each other, so both outlive
  /// the test: a ``HeadlessApp`` keeps its navigation controller without that).
  ///
  /// - Throws: ``ScreenDrawingError/updateRefused(_:)`` when the screen could not show its
  ///   controller's last sections, else as ``render(_:)-(UIViewController)``.
  @MainActor
  public func text(of screen: some ControlledScreen, accessibility: Bool = false)
    throws(ScreenDrawingError) -> String
  {
    if let failure = screen.updateFailure { throw .updateRefused(failure) }
    return try text(
      of: Self.keptNavigationController(showing: screen), accessibility: accessibility)
  }

  /// The navigation controller `screen` is shown in: `screen` itself when it is one, its own,
  /// else a new one, which whoever shows the screen keeps (a `HeadlessApp` keeps it for its
  /// life).
  @MainActor
  package static func navigationController(showing screen: UIViewController)
    -> UINavigationController
  {
    if let own = screen as? UINavigationController { return own }
    return screen.navigationController ?? madeNavigationController(showing: screen)
  }

  /// A new navigation controller for `screen`, its bar hidden when `screen` is a tab bar
  /// controller, which an app shows as the window's root: its tabs hold their own bars.
  @MainActor
  private static func madeNavigationController(showing screen: UIViewController)
    -> UINavigationController
  {
    let made = UINavigationController(rootViewController: screen)
    if screen is UITabBarController { made.isNavigationBarHidden = true }
    return made
  }

  /// The navigation controller `screen` is shown in, its own, else one made the first time and
  /// kept by the screen for its life, so that what it does through `navigationController`
  /// between drawings (a toolbar shown in `setEditing(_:animated:)`) shows on the next one.
  /// The screen and that navigation controller hold each other: they outlive the test.
  @MainActor
  static func keptNavigationController(showing screen: UIViewController)
    -> UINavigationController
  {
    if let own = screen as? UINavigationController { return own }
    if let navigation = screen.navigationController { return navigation }
    let made = madeNavigationController(showing: screen)
    screen.keptNavigationController = made
    return made
  }

  /// The line a frame of `root` starts with: `updates: ` and what the updates of its tables
  /// (in rows) and collection views (in items) changed since their marks were last cleared,
  /// or `updates: none`; nil when `root` shows neither, whose updates alone are counted.
  ///
  /// A frame that shows both kinds counts the tables' changes first, then the collection
  /// views', joined by ` · ` (`updates: 1 row deleted · 2 items inserted`).
  ///
  /// The names of what was deleted (`updates: 2 rows deleted (Ada Lovelace, Grace Hopper)`)
  /// are cut to keep the line within `width` columns, the collection views' first, as
  /// `ListUpdateSummary` cuts them; the counts are never cut.
  @MainActor
  package static func updateLine(of root: UIView, width: Int = .max) -> String? {
    let (tables, collectionViews) = (tables(in: root), collectionViews(in: root))
    guard !tables.isEmpty || !collectionViews.isEmpty else { return nil }
    var rows = ListUpdateSummary()
    for table in tables { rows.add(table.lastUpdateSummary) }
    var items = ListUpdateSummary(wording: .collectionView)
    for collectionView in collectionViews { items.add(collectionView.lastUpdateSummary) }
    let room = width == .max ? width : width - ListUpdateSummary.linePrefix.displayWidth
    if rows.isEmpty || items.isEmpty {
      (rows, items) = (rows.fitted(toWidth: room), items.fitted(toWidth: room))
    } else {
      // Both on one line, joined by ` · `: the items' names give way first.
      let separator = " · ".displayWidth
      items = items.fitted(
        toWidth: room - rows.withoutDeletedNames.description.displayWidth - separator)
      rows = rows.fitted(toWidth: room - items.description.displayWidth - separator)
    }
    let phrases = [rows, items].filter { !$0.isEmpty }.map(\.description)
    return ListUpdateSummary.linePrefix
      + (phrases.isEmpty ? "none" : phrases.joined(separator: " · "))
  }

  /// How wide each line of a frame is, borders and gutter included: `width + 3` columns.
  package var lineWidth: Int { max(size.width, 1) + 3 }

  @MainActor
  private func drawnText(of root: UIView, accessibility: Bool) -> String {
    var lines: [String] = []
    if let update = Self.updateLine(of: root, width: lineWidth) { lines.append(update) }
    draw(root) { lines.append($0) }
    if accessibility {
      // The reading ends with a newline, as every line of the snapshot gets one.
      lines.append(String(AccessibilityReading(of: root).text.dropLast()))
    }
    for table in Self.tables(in: root) { table.clearUpdateMarks() }
    for collection in Self.collectionViews(in: root) { collection.clearUpdateMarks() }
    return lines.map { $0 + "\n" }.joined()
  }
}
