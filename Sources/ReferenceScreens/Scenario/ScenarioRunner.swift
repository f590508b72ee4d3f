import HeadlessRender
import ListKit
import Models
import ViewModels

/// Runs a scenario and prints one frame per step, each under its caption line.
///
/// The screen for ``Scenario/screen`` gets the scenario's clock, time zone and locale, and
/// services answered only by the scenario's `respond` and `fail` steps. After each step the
/// runner waits until its effects are applied (answers delivered, requests it started
/// arrived), with no sleep, then lays out and draws the device. The same scenario always
/// prints the same bytes.
///
/// ```swift
/// let scenario = try Scenario(contentsOf: url)
/// print(try await ScenarioRunner().run(scenario), terminator: "")
/// // ── 1 · load ──
/// //  ┌────────────────────────────────────────┐
/// //  │                 Todos                  │
/// //  ...
/// ```
public struct ScenarioRunner: Sendable {
  /// Creates a runner.
  public init() {}

  /// The frames of every step of `scenario`: caption line, then the device's lines; frames
  /// separated by a blank line, the text ending with a newline.
  ///
  /// - Throws: ``ScenarioError`` naming the file, the step and the problem: an answer with
  ///   no pending request, an unknown request number, a step the screen does not take, a row
  ///   the table does not have, a missing fixture.
  @MainActor
  public func run(_ scenario: Scenario) async throws(ScenarioError) -> String {
    let session = ScenarioSession(scenario)
    var frames: [String] = []
    for (offset, step) in scenario.steps.enumerated() {
      let number = offset + 1
      // Every request the step starts, directly or while drawing, is counted by the session's
      // activity, so the runner can wait for it without the screen's help.
      let lines = try await session.activity.run { () async throws(ScenarioError) -> [String] in
        try await session.perform(step, number: number)
        let lines = try session.frame(step: number)
        await session.waitForRequests()
        return lines
      }
      frames.append(([step.captionLine(number: number)] + lines).joined(separator: "\n"))
    }
    return frames.isEmpty ? "" : frames.joined(separator: "\n\n") + "\n"
  }
}
