import Foundation
import HeadlessRender
import TextCanvas

/// One element of a ``HeadlessApp``'s screen, as `XCUIElement` is one: found again, on the
/// screen as it is, each time it is read or acted on.
///
/// ```swift
/// let ada = app.cells["Ada Lovelace"]
/// #expect(ada.isHittable)
/// try ada.swipe(.trailing, full: true)  // its first trailing action runs
/// #expect(!ada.exists)
/// ```
///
/// Every action is refused, with an ``InteractionError`` naming the element and why, when a
/// finger could not do it: nothing or several elements match, the element is not on screen or
/// is hidden, the control is disabled, or the element does not take the action.
@MainActor
public struct ScreenElement: CustomStringConvertible {
  /// How an element is picked out of its query.
  enum Selector: Hashable, Sendable {
    case name(String, occurrence: Int?)
    case indexPath(IndexPath)
    case position(Int)
  }

  /// The edge a row or item is swiped from.
  public enum SwipeEdge: Hashable, Sendable {
    /// The leading edge: a swipe to the right, in a left-to-right language.
    case leading
    /// The trailing edge: a swipe to the left, in a left-to-right language.
    case trailing
  }

  let query: ScreenElementQuery
  let selector: Selector

  /// `cell "Ada Lovelace"`, `2nd index title "T"`, `cell at [0, 3]`, `button at position 0`.
  public nonisolated var description: String {
    let noun = query.noun
    switch selector {
    case .name(let name, nil): return "\(noun) \"\(name)\""
    case .name(let name, let occurrence?): return "\(Self.ordinal(occurrence)) \(noun) \"\(name)\""
    case .indexPath(let indexPath): return "\(noun) at \(indexPath)"
    case .position(let index): return "\(noun) at position \(index)"
    }
  }

  /// Whether the element is there: on screen, or for an index path, in the list.
  public var exists: Bool { (try? find(for: "find")) != nil }

  /// Whether a finger can reach it: it exists, is on screen and is not hidden.
  public var isHittable: Bool {
    guard let found = try? find(for: "find") else { return false }
    return (try? requireHittable(found, for: "find")) != nil
  }

  /// What VoiceOver reads as its label; "" when it does not exist or has none.
  public var label: String { (try? find(for: "find"))?.label ?? "" }

  /// Its accessibility identifier; "" when it does not exist or has none.
  public var identifier: String { (try? find(for: "find"))?.identifier ?? "" }

  /// Whether it is enabled: false for a disabled control or bar button item, or when it does
  /// not exist.
  public var isEnabled: Bool { (try? find(for: "find"))?.isEnabled ?? false }

  /// The index path of a row or item; nil for another element, or when it does not exist.
  public var indexPath: IndexPath? {
    guard case .row(_, let indexPath) = (try? find(for: "find"))?.target else { return nil }
    return indexPath
  }

  // MARK: Actions

  /// Taps the element: a row or item (selects it, or toggles it while editing with multiple
  /// selection), a bar button item, a tab (its view controller selected, the tab bar
  /// controller's delegate asked), a button (an alert's action: the alert goes, then its
  /// handler runs), a segment (chosen, `.valueChanged` sent), a switch (flipped), a revealed
  /// swipe action, an index title, a list cell's accessory (the delete, insert and detail
  /// controls act as UIKit's: the handler runs, or a delete control without one reveals the
  /// trailing swipe actions); a text field or text view takes the focus; a search field
  /// takes the tap and waits for ``typeText(_:)``.
  ///
  /// - Throws: ``InteractionError`` as the type says; for a disabled control or bar button
  ///   item, ``InteractionError/Reason/notEnabled``.
  public func tap() throws(InteractionError) {
    let found = try findHittable(for: "tap")
    guard !touchesCancelled(by: found, count: 1) else { return }
    try performTap(on: found)
  }

  /// Taps the element twice in a row: its gesture recognizers see a double tap (a tap
  /// recognizer with `numberOfTapsRequired` 2 recognizes, one that requires it to fail does
  /// not); unless a recognizer cancelled the touches, the element takes two taps.
  ///
  /// - Throws: ``InteractionError`` as ``tap()``.
  public func doubleTap() throws(InteractionError) {
    let found = try findHittable(for: "double tap")
    guard !touchesCancelled(by: found, count: 2) else { return }
    try performTap(on: found)
    try performTap(on: found)
  }

  /// Presses the element for `duration` seconds, then lifts: a long press recognizer whose
  /// `minimumPressDuration` it lasts begins, then ends; unless a recognizer cancelled the
  /// touches, the element takes a tap as the finger lifts.
  ///
  /// - Throws: ``InteractionError`` as ``tap()``.
  public func press(forDuration duration: TimeInterval) throws(InteractionError) {
    let found = try findHittable(for: "press")
    if let (view, isControl) = found.touchTarget {
      let outcome = query.app.perform {
        GestureDriver.press(on: view, duration: duration, isControl: isControl)
      }
      if outcome.cancelledTouches { return }
    }
    try performTap(on: found)
  }

  /// Runs the gesture recognizers a tap of `count` reaches on `found`'s view; returns whether
  /// one that recognized cancelled the view's touches.
  private func touchesCancelled(by found: ElementCandidate, count: Int) -> Bool {
    guard let (view, isControl) = found.touchTarget else { return false }
    return query.app.perform {
      GestureDriver.tap(on: view, count: count, isControl: isControl).cancelledTouches
    }
  }

  private func performTap(on found: ElementCandidate) throws(InteractionError) {
    let app = query.app
    switch found.target {
    case .row(let list, let indexPath):
      app.perform { list.tap(at: indexPath) }
    case .barButton(let item):
      guard item.isEnabled else { throw failure("tap", .notEnabled) }
      guard item.canPerformTap else {
        throw failure(
          "tap",
          .notApplicable(
            "its target-action cannot be reached headless; give it a primaryAction (UIAction)"))
      }
      app.perform { _ = item.tap() }
    case .control(let control):
      guard control.isEnabled else { throw failure("tap", .notEnabled) }
      app.perform { _ = control.tap() }
    case .swipeAction(let list, let indexPath, let edge, let index):
      app.perform { _ = list.performSwipeAction(at: indexPath, edge: edge, index: index) }
    case .segment(let control, let index):
      guard control.isEnabled, control.isEnabledForSegment(at: index) else {
        throw failure("tap", .notEnabled)
      }
      app.perform { _ = control.chooseSegment(at: index) }
    case .textField(let field):
      guard field.isEnabled else { throw failure("tap", .notEnabled) }
      app.perform { _ = field.becomeFirstResponder() }
    case .textView(let view):
      app.perform { _ = view.becomeFirstResponder() }
    case .searchField:
      return
    case .indexTitle(let table, let position):
      app.perform { _ = table.tapSectionIndex(at: position) }
    case .tab(let bar, let index):
      guard bar.items?[index].isEnabled == true else { throw failure("tap", .notEnabled) }
      app.perform { _ = bar.tapItem(at: index) }
    case .tabBar:
      throw failure("tap", .notApplicable("it is a tab bar; tap one of its buttons"))
    case .view, .collectionView:
      return
    case .cellAccessory(let collection, let indexPath, let index):
      let acted = app.perform { collection.tapAccessory(at: indexPath, index: index) }
      guard acted else {
        throw failure("tap", .notApplicable("it is dragged, not tapped (a reorder control)"))
      }
    }
  }

  /// Types `text` after what the field holds, as a keyboard does. A search field's delegate
  /// and search controller hear the new text, and a final `"\n"` taps Search on the keyboard
  /// (`searchBarSearchButtonClicked(_:)`). A text field takes the focus, its delegate is
  /// asked per character (`textField(_:shouldChangeCharactersIn:replacementString:)`) and
  /// `.editingChanged` sent, and a final `"\n"` taps Return (`textFieldShouldReturn(_:)`). A
  /// text view takes the focus and every character, newlines included.
  ///
  /// - Throws: ``InteractionError`` as the type says; when the element takes no text, the
  ///   field is disabled, or its delegate refused a character.
  public func typeText(_ text: String) throws(InteractionError) {
    let action = "type \"\(text.replacingOccurrences(of: "\n", with: "\\n"))\" into"
    let found = try findHittable(for: action)
    let submits = text.hasSuffix("\n")
    let typed = submits ? String(text.dropLast()) : text
    switch found.target {
    case .searchField(let bar):
      let whole = (bar.text ?? "") + typed
      query.app.perform {
        if submits { bar.submit(whole) } else { bar.type(whole) }
      }
    case .textField(let field):
      guard field.isEnabled else { throw failure(action, .notEnabled) }
      let typedAll = query.app.perform {
        let typedAll = field.type(typed)
        if submits { _ = field.tapReturnKey() }
        return typedAll
      }
      guard typedAll else {
        throw failure(action, .notApplicable("its delegate refused what was typed"))
      }
    case .textView(let view):
      let typedAll = query.app.perform { view.type(text) }
      guard typedAll else {
        throw failure(action, .notApplicable("it is not editable, or its delegate refused"))
      }
    default:
      throw failure(action, .notApplicable("it is not a text field"))
    }
  }

  /// Swipes the row or item to the left, revealing its trailing actions (its leading ones
  /// when its list lays out right to left, where they are at the right edge); on an item
  /// without actions there, what scrolls sideways under it follows the finger, half the
  /// collection view's width: its section that scrolls sideways on its own, else the
  /// collection view whose content is wider than it; on another
  /// element, a finger moves left across half its width, for its swipe and pan recognizers;
  /// on a collection view (``HeadlessApp/collectionViews``), its content follows the finger:
  /// it scrolls half its width to the right, stopping at the content's end (content no wider
  /// than the view stays).
  public func swipeLeft() throws(InteractionError) {
    try swipe(.trailing, action: "swipe left", physical: true)
  }

  /// Swipes the row or item to the right, revealing its leading actions (its trailing ones
  /// when its list lays out right to left; without, what scrolls sideways under the item
  /// scrolls back, as for ``swipeLeft()``); on another element, a finger moves right across
  /// half its width; a collection view scrolls half its width back to the left.
  public func swipeRight() throws(InteractionError) {
    try swipe(.leading, action: "swipe right", physical: true)
  }

  /// Swipes another element up: a finger moves up across half its height, for its swipe and
  /// pan recognizers; a collection view scrolls half its height down its content.
  ///
  /// - Throws: ``InteractionError`` as ``tap()``, or for a row or item.
  public func swipeUp() throws(InteractionError) {
    try drag(by: { CGPoint(x: 0, y: -$0.height / 2) }, action: "swipe up")
  }

  /// Swipes another element down: a finger moves down across half its height; a collection
  /// view scrolls half its height back up.
  ///
  /// - Throws: ``InteractionError`` as ``swipeUp()``.
  public func swipeDown() throws(InteractionError) {
    try drag(by: { CGPoint(x: 0, y: $0.height / 2) }, action: "swipe down")
  }

  /// Moves a finger across another element's view by the offset `offset` gives for its
  /// bounds.
  private func drag(by offset: (CGRect) -> CGPoint, action: String) throws(InteractionError) {
    let found = try findHittable(for: action)
    if case .collectionView(let view) = found.target {
      scroll(view, by: offset(view.bounds))
      return
    }
    guard case .view(let view) = found.target else {
      throw failure(action, .notApplicable("only another element takes this swipe"))
    }
    let movement = offset(view.bounds)
    _ = query.app.perform { GestureDriver.swipe(on: view, by: movement) }
  }

  /// Moves a finger across a collection view by `movement`: its swipe and pan recognizers see
  /// it, and its content follows the finger, as a scroll view's pan moves it, by whole columns
  /// and lines and stopping at the content's ends. A scripted swipe has no speed, so the
  /// content does not glide on after the finger lifts.
  private func scroll(_ view: UICollectionView, by movement: CGPoint) {
    query.app.perform {
      _ = GestureDriver.swipe(on: view, by: movement)
      let offset = view.contentOffset
      view.contentOffset = CGPoint(x: offset.x - movement.x, y: offset.y - movement.y)
    }
  }

  /// Swipes the row or item from `edge`: far enough to reveal its actions there, or with
  /// `full` all the way across, which performs the first action when its configuration's
  /// `performsFirstActionWithFullSwipe` says so (else reveals them).
  ///
  /// - Throws: ``InteractionError`` as the type says, or when it has no actions on `edge`.
  public func swipe(_ edge: SwipeEdge, full: Bool = false) throws(InteractionError) {
    try swipe(
      edge, full: full, action: full ? "swipe fully from the \(edge)" : "swipe from the \(edge)")
  }

  /// Drags the row or item, by its reorder control, to the place of `destination` (a row or
  /// item of the same list, `app.cells[IndexPath(row: 0, section: 1)]`): a table's data source
  /// hears `tableView(_:moveRowAt:to:)`, a collection view's `collectionView(_:moveItemAt:to:)`
  /// (a diffable data source's `reorderingHandlers` run), as after a finger's drag.
  ///
  /// - Throws: ``InteractionError`` as the type says, when the row or item has no reorder
  ///   control (the list is not editing, the item's cell shows no reorder accessory, or it
  ///   cannot move), or when the destination is not a place it can move to.
  public func drag(to destination: ScreenElement) throws(InteractionError) {
    let action = "drag"
    let found = try findHittable(for: action)
    guard case .row(let list, let source) = found.target else {
      throw failure(action, .notApplicable("it is not a row or an item"))
    }
    guard case .row(_, let target)? = (try? destination.find(for: action))?.target else {
      throw failure(action, .notApplicable("\(destination) does not exist"))
    }
    switch list {
    case .table(let table):
      guard table.isDropTarget(target, forRowAt: source) else {
        throw failure(action, .notApplicable("\(target) is not a place the row can move to"))
      }
      let moved = query.app.perform { table.dragRow(at: source, to: target) }
      guard moved || table.hasFailures else {
        throw failure(
          action,
          .notApplicable("it has no reorder control (the table is not editing, or it cannot move)"))
      }
    case .collection(let collection):
      guard collection.isDropTarget(target, forItemAt: source) else {
        throw failure(action, .notApplicable("\(target) is not a place the item can move to"))
      }
      guard query.app.perform({ collection.dragItem(at: source, to: target) }) else {
        throw failure(
          action,
          .notApplicable(
            "it has no reorder control (its cell shows no reorder accessory, or it cannot move)"))
      }
    }
  }

  /// Taps the row's editing control: the delete control (the row's delete confirmation) or
  /// the insert control, as the table's editing style for it says; on a collection view's
  /// list, the first delete, insert or multiselect accessory at the item's leading edge, as
  /// the scenario step `editingControl` taps it.
  ///
  /// - Throws: ``InteractionError`` as the type says, or when the row or item shows no
  ///   editing control.
  public func tapEditingControl() throws(InteractionError) {
    let action = "tap the editing control of"
    let found = try findHittable(for: action)
    guard case .row(let list, let indexPath) = found.target else {
      throw failure(action, .notApplicable("it is not a row or an item"))
    }
    let tapped =
      switch list {
      case .table(let table): query.app.perform { table.tapEditingControl(at: indexPath) }
      case .collection(let collection):
        query.app.perform { collection.tapEditingControl(at: indexPath) }
      }
    guard tapped else {
      throw failure(action, .notApplicable("it shows no editing control"))
    }
  }

  /// Expands an outline parent of a collection view's list, tapping its disclosure; a
  /// disclosure accessory with an `actionHandler` runs it instead, as UIKit's does.
  ///
  /// - Throws: ``InteractionError`` as the type says, or when it is not an outline parent.
  public func expand() throws(InteractionError) { try setExpanded(true, action: "expand") }

  /// Collapses an outline parent of a collection view's list.
  ///
  /// - Throws: ``InteractionError`` as ``expand()``.
  public func collapse() throws(InteractionError) { try setExpanded(false, action: "collapse") }

  // MARK: Finding

  /// Swipes from `edge`; a `physical` swipe names the edge as left to right, and takes the
  /// other one when the list lays out right to left.
  private func swipe(
    _ edge: SwipeEdge, full: Bool = false, action: String, physical: Bool = false
  ) throws(InteractionError) {
    let found = try findHittable(for: action)
    if case .collectionView(let view) = found.target, !full {
      let width = view.bounds.width / 2
      scroll(view, by: CGPoint(x: edge == .trailing ? -width : width, y: 0))
      return
    }
    if case .view(let view) = found.target, !full {
      let width = view.bounds.width / 2
      let movement = CGPoint(x: edge == .trailing ? -width : width, y: 0)
      _ = query.app.perform { GestureDriver.swipe(on: view, by: movement) }
      return
    }
    guard case .row(let list, let indexPath) = found.target else {
      throw failure(action, .notApplicable("it is not a row or an item"))
    }
    let listView: UIView =
      switch list {
      case .table(let table): table
      case .collection(let collection): collection
      }
    let mirrored = physical && listView.isRightToLeft
    let movesLeft = edge == .trailing
    let side: RevealedSwipe.Edge = (edge == .leading) != mirrored ? .leading : .trailing
    let edge: SwipeEdge = side == .leading ? .leading : .trailing
    guard !list.swipeActions(at: indexPath, edge: side).isEmpty else {
      if physical, !full, case .collection(let collection) = list,
        try scrollSideways(collection, section: indexPath.section, left: movesLeft, for: action)
      {
        return
      }
      throw failure(action, .notApplicable("it has no \(edge) swipe actions"))
    }
    query.app.perform {
      if full {
        _ = list.fullSwipe(at: indexPath, edge: side)
      } else {
        _ = list.revealSwipeActions(at: indexPath, edge: side)
      }
    }
  }

  /// Moves a finger half the collection view's width to the left (or right) across an item
  /// without swipe actions on that side: what scrolls sideways under it follows the finger,
  /// its section when that scrolls sideways on its own (coming to rest as its
  /// `orthogonalScrollingBehavior` says), else the collection view when its content is wider
  /// than it (a section that scrolls down on its own does not take a sideways swipe). Returns whether anything under the item scrolls sideways.
  private func scrollSideways(
    _ collection: UICollectionView, section: Int, left: Bool, for action: String
  ) throws(InteractionError) -> Bool {
    let columns = PointScale.columns(collection.bounds.width / 2) * (left ? 1 : -1)
    if collection.orthogonalOffset(ofSection: section) != nil,
      !collection.orthogonalScrollsVertically(section)
    {
      // A mirrored row runs to the left: a finger moving right scrolls it on.
      let mirrored =
        collection.isRightToLeft
        && collection.collectionViewLayout.flipsHorizontallyInOppositeLayoutDirection
      let columns = mirrored ? -columns : columns
      let outcome = query.app.perform { () -> Result<Bool, CollectionViewError> in
        do throws(CollectionViewError) {
          return .success(try collection.swipeOrthogonalSection(section, byColumns: columns))
        } catch {
          return .failure(error)
        }
      }
      do {
        return try outcome.get()
      } catch {
        throw failure(action, .screenFailed("\(error)"))
      }
    }
    guard collection.contentSize.width > collection.bounds.width else { return false }
    let movement = CGPoint(x: PointScale.points(columns: -columns), y: 0)
    scroll(collection, by: movement)
    return true
  }

  private func setExpanded(_ expanded: Bool, action: String) throws(InteractionError) {
    let found = try findHittable(for: action)
    guard case .row(.collection(let collection), let indexPath) = found.target else {
      throw failure(action, .notApplicable("it is not an item of a collection view"))
    }
    let outline = collection.dataSource as? any CollectionOutlineDataSource
    let done = query.app.perform {
      // A disclosure with a handler runs it instead, as UIKit's does.
      if let handler = collection.outlineDisclosureHandler(at: indexPath) {
        handler()
        return true
      }
      return outline?.setOutlineItem(at: indexPath, expanded: expanded) == true
    }
    guard done else {
      throw failure(action, .notApplicable("it is not an outline parent with children"))
    }
  }

  /// The element, found on the screen laid out now, that a finger can reach.
  private func findHittable(for action: String) throws(InteractionError) -> ElementCandidate {
    let found = try find(for: action)
    try requireHittable(found, for: action)
    return found
  }

  /// The element, found on the screen laid out now, on screen or not.
  func find(for action: String) throws(InteractionError) -> ElementCandidate {
    let window = try query.app.layout(for: action, on: description)
    let app = query.app
    switch selector {
    case .indexPath(let indexPath):
      guard query.type == .cell, let list = TableOrCollectionView(of: app.listScreen)
      else { throw failure(action, .noMatch(shown: [])) }
      guard list.contains(indexPath) else {
        throw failure(
          action,
          .notApplicable(
            "the list has no \(list.elementNoun) there (per section: \(list.elementCounts))"))
      }
      return ElementCandidate.row(list, indexPath)
    case .position(let index):
      let all = ElementCandidate.all(
        query.type, in: app, window: window, container: query.container)
      guard all.indices.contains(index) else {
        throw failure(action, .noMatch(shown: all.map(\.label)))
      }
      return all[index]
    case .name(let name, let occurrence):
      let all = ElementCandidate.all(
        query.type, in: app, window: window, container: query.container)
      let matching = all.filter { $0.matches(name) }
      if let occurrence {
        guard occurrence >= 1, matching.indices.contains(occurrence - 1) else {
          throw failure(action, .noMatch(shown: all.map(\.label)))
        }
        return matching[occurrence - 1]
      }
      guard let first = matching.first else {
        throw failure(action, .noMatch(shown: all.map(\.label)))
      }
      guard matching.count == 1 else {
        throw failure(action, .multipleMatches(count: matching.count))
      }
      return first
    }
  }

  /// Throws when a finger cannot reach `found`: a row not on screen, or hidden.
  private func requireHittable(_ found: ElementCandidate, for action: String)
    throws(InteractionError)
  {
    if case .row(let list, let indexPath) = found.target {
      let shown = list.shownIndexPaths
      guard shown.contains(indexPath) else {
        let range =
          shown.isEmpty
          ? "no \(list.elementNoun)s"
          : "\(list.elementNoun)s \(shown[0])…\(shown[shown.count - 1])"
        throw failure(action, .notOnScreen(shown: range))
      }
    }
    if found.isHidden { throw failure(action, .hidden) }
  }

  private func failure(_ action: String, _ reason: InteractionError.Reason) -> InteractionError {
    InteractionError(action: action, element: description, reason: reason)
  }

  /// `1st`, `2nd`, `3rd`, `4th`, `11th`, `21st`.
  package nonisolated static func ordinal(_ number: Int) -> String {
    let suffix: String
    switch (number % 10, number % 100) {
    case (_, 11...13): suffix = "th"
    case (1, _): suffix = "st"
    case (2, _): suffix = "nd"
    case (3, _): suffix = "rd"
    default: suffix = "th"
    }
    return "\(number)\(suffix)"
  }
}
