import Foundation
import HeadlessRender
import ListKit

/// Runs a scenario on a registered screen and prints one frame per step, each under its
/// caption line.
///
/// The registry makes the screen ``Scenario/screen`` names, with the scenario's clock, time
/// zone and locale, and services answered only by the scenario's `respond` and `fail` steps.
/// After each step the runner waits until its effects are applied (answers delivered,
/// requests it started arrived), with no sleep, then lays out and draws the device. The same
/// scenario always prints the same bytes.
///
/// ```swift
/// let scenario = try Scenario(contentsOf: url, registry: registry)
/// print(try await ScenarioRunner(registry: registry).run(scenario), terminator: "")
/// // ── 1 · load ──
/// //  ┌────────────────────────────────────────┐
/// //  │                 Todos                  │
/// //  ...
/// ```
public struct ScenarioRunner: Sendable {
  /// The screens scenarios may name.
  public var registry: ScenarioRegistry

  /// A runner for the screens of `registry`.
  public init(registry: ScenarioRegistry) {
    self.registry = registry
  }

  /// The frames of every step of `scenario`: caption line, then the device's lines; frames
  /// separated by a blank line, the text ending with a newline.
  ///
  /// - Throws: ``ScenarioError`` naming the file, the step and the reason: an unknown screen,
  ///   a scenario without steps, an answer with no pending request, an unknown request number,
  ///   a step the screen does not take, a row the table does not have, a missing fixture.
  @MainActor
  public func run(_ scenario: Scenario) async throws(ScenarioError) -> String {
    var text = ""
    try await run(scenario, to: &text)
    return text
  }

  /// Writes the frames of every step of `scenario` to `output` as they are drawn, a line at a
  /// time: the text ``run(_:)`` returns, in the memory of one frame whatever the number of
  /// steps.
  ///
  /// ```swift
  /// struct StandardOutput: TextOutputStream {
  ///   mutating func write(_ text: String) { print(text, terminator: "") }
  /// }
  /// var output = StandardOutput()
  /// try await ScenarioRunner(registry: registry).run(scenario, to: &output)
  /// // Prints each frame as soon as it is drawn:
  /// // ── 1 · load ──
  /// //  ┌────────────────────────────────────────┐
  /// //  ...
  /// ```
  ///
  /// A scenario naming ``Scenario/variants`` runs once per variant, each run from a new
  /// screen under a `variant: <name>` line, the runs separated by a blank line.
  ///
  /// When a step fails, the frames of the steps before it have been written. A scenario
  /// without steps is an error (``ScenarioError/Reason/noSteps``), not an empty text.
  ///
  /// - Throws: ``ScenarioError`` naming the file, the step and the reason.
  @MainActor
  public func run(_ scenario: Scenario, to output: inout some TextOutputStream)
    async throws(ScenarioError)
  {
    guard !scenario.variants.isEmpty else {
      let session = try ScenarioSession(scenario, registry: registry)
      try scenario.checkHasSteps()
      try await session.run(scenario.steps, to: &output)
      return
    }
    for (offset, variant) in scenario.variants.enumerated() {
      let session = try ScenarioSession(scenario, variant: variant, registry: registry)
      try scenario.checkHasSteps()
      if offset > 0 { output.write("\n") }
      output.write("variant: \(variant.name)\n")
      try await session.run(scenario.steps, to: &output)
    }
  }
}
