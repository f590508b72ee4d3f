import Foundation
import HeadlessRender
import JSONParsing
import ListKit

/// A scenario that cannot be read or run, with the file, the step and the reason.
///
/// ```swift
/// print(error)
/// // Fixtures/Scenarios/x.json: step 3: unknown step "scrol" (expected one of: load, search,
/// // scroll, tap, toggle, favorite, retry, swipe, action, pull, edit, editingControl, drag,
/// // barButton, resize, respond, fail)
/// ```
///
/// The steps listed are the registry's: its screens' events and the steps every screen takes
/// (see ``ScenarioRegistry/stepNames``).
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The scenario file as the user named it.
  public var file: String
  /// The step at fault, counted from 1; `nil` for the scenario as a whole.
  public var step: Int?
  /// What is wrong.
  public var reason: Reason

  /// Creates an error.
  public init(file: String, step: Int? = nil, reason: Reason) {
    self.file = file
    self.step = step
    self.reason = reason
  }

  /// `<file>: step <n>: <reason>`, or `<file>: <reason>` outside the steps; control
  /// characters in the file's name escaped.
  public var description: String {
    let file = EchoedText.shown(file, limit: 4_096)
    guard let step else { return "\(file): \(reason)" }
    return "\(file): step \(step): \(reason)"
  }
}
