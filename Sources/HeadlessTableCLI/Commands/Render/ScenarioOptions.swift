import Foundation
import HeadlessRender
import HeadlessScenarios

/// What `render` and `verify` share: reading option values and scenarios, turning scenario
/// errors into bad-input errors.
enum ScenarioOptions {
  /// The integer after `option`, within `range`.
  static func integer(_ value: String?, option: String, in range: ClosedRange<Int>) throws
    -> Int
  {
    guard let value, let number = Int(value), range.contains(number) else {
      throw CLIError.usage(
        "\(option) needs a number from \(range.lowerBound) to \(range.upperBound)"
          + (value.map { ", found '\($0)'" } ?? ""))
    }
    return number
  }

  /// The scenario at `path` for a screen of `registry`, named in errors as given.
  static func load(_ path: String, registry: ScenarioRegistry) throws -> Scenario {
    do {
      return try Scenario(
        contentsOf: URL(fileURLWithPath: path), shownAs: path, registry: registry)
    } catch {
      throw CLIError.usage(error.description)
    }
  }

  /// Every frame of `scenario`, on the screen `registry` makes, and what the accessibility
  /// audit found in them (nothing unless the scenario reads accessibility).
  @MainActor
  static func render(_ scenario: Scenario, registry: ScenarioRegistry) async throws
    -> (text: String, findings: [AccessibilityFinding])
  {
    var text = ""
    let findings = try await render(scenario, registry: registry, to: &text)
    return (text, findings)
  }

  /// Writes every frame of `scenario` to `output` as it is drawn; returns what the
  /// accessibility audit found.
  @MainActor
  @discardableResult
  static func render(
    _ scenario: Scenario, registry: ScenarioRegistry, to output: inout some TextOutputStream
  ) async throws -> [AccessibilityFinding] {
    do {
      let session = try ScenarioSession(scenario, registry: registry)
      try await session.run(scenario.steps, to: &output)
      return session.accessibilityFindings
    } catch {
      throw CLIError.usage(error.description)
    }
  }
}
