/// What a finger could not do on a ``HeadlessApp``'s screen: the action, the element as the
/// test named it, and why, in the words of XCUITest's own failures.
///
/// ```swift
/// try app.cells["Ada Lovelace"].tap()
/// // Failed to tap cell "Ada Lovelace": No matches found (cells on screen: "Grace Hopper")
/// ```
public struct InteractionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Why the action could not be done.
  public enum Reason: Hashable, Sendable {
    /// Nothing on screen matches; `shown` names what the query's kind of element shows.
    case noMatch(shown: [String])
    /// Several elements match where the action needs one: `count` of them.
    case multipleMatches(count: Int)
    /// The element exists but is not on screen (a row scrolled away); `shown` names the rows
    /// or items on screen, first and last.
    case notOnScreen(shown: String)
    /// The element, or a view it is in, is hidden.
    case hidden
    /// The control or bar button item is disabled.
    case notEnabled
    /// The element does not take this action: `detail` says what it lacks.
    case notApplicable(String)
    /// Laying the screen out failed: what UIKit would have raised an exception for.
    case screenFailed(String)
  }

  /// The action, as the test called it: `tap`, `swipe left`, `type "owl"`.
  public var action: String
  /// The element as the query named it: `cell "Ada Lovelace"`, `button "Edit"`,
  /// `cell at [0, 3]`, `2nd index title "T"`.
  public var element: String
  /// Why the action could not be done.
  public var reason: Reason

  /// An error for `action` on `element`.
  public init(action: String, element: String, reason: Reason) {
    self.action = action
    self.element = element
    self.reason = reason
  }

  /// `Failed to tap cell "Ada Lovelace": Element is not hittable, it is not on screen (rows
  /// on screen: [0, 0]…[0, 5])`.
  public var description: String {
    "Failed to \(action) \(element): \(explanation)"
  }

  private var explanation: String {
    switch reason {
    case .noMatch(let shown):
      let list = shown.isEmpty ? "none" : shown.map { "\"\($0)\"" }.joined(separator: ", ")
      return "No matches found (on screen: \(list))"
    case .multipleMatches(let count):
      return "Multiple matching elements found (\(count)); name one by its occurrence"
    case .notOnScreen(let shown):
      return "Element is not hittable, it is not on screen (on screen: \(shown))"
    case .hidden:
      return "Element is not hittable, it is hidden"
    case .notEnabled:
      return "Element is not enabled"
    case .notApplicable(let detail):
      return detail
    case .screenFailed(let failure):
      return "The screen failed: \(failure)"
    }
  }
}
