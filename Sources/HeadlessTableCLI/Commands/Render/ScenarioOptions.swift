import Foundation
import HeadlessRender
import HeadlessScenarios
import HeadlessTesting

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
          + (value.map { ", found '\(EchoedText.shown($0))'" } ?? ""))
    }
    return number
  }

  /// Fails when `option` was given before: an option is given once, as argument-parser tools
  /// have it, rather than the last one winning unseen.
  static func once(
    _ option: String, given: inout Set<String>, tool: CommandLineTool, command: String
  )
    throws
  {
    guard given.insert(option).inserted else {
      throw CLIError.usage(
        "\(option) is given more than once. Run `\(tool.name) \(command) --help`.")
    }
  }

  /// The scenario at `path` for a screen of `registry`, named in errors as given; with a
  /// `root`, as a folder's scenario: a regular file inside `root`.
  static func load(_ path: String, registry: ScenarioRegistry, root: URL? = nil) throws
    -> Scenario
  {
    do {
      return try Scenario(
        contentsOf: URL(fileURLWithPath: path), shownAs: path, registry: registry,
        confinedTo: root)
    } catch {
      throw CLIError.usage(error.description)
    }
  }

  /// Every frame of `scenario`, on the screen `registry` makes, and what the accessibility
  /// audit found in them (nothing unless the scenario reads accessibility): a text that a
  /// golden can hold, so that drawing stops at the first step past `limit` bytes.
  @MainActor
  static func render(_ scenario: Scenario, registry: ScenarioRegistry, limit: Int) async throws
    -> (text: String, findings: [AccessibilityFinding])
  {
    var text = ""
    let findings = try await render(scenario, registry: registry, to: &text) {
      (step, text) throws(ScenarioError) in
      guard text.utf8.count <= limit else {
        throw ScenarioError(file: scenario.file, step: step, reason: .outputTooLarge(limit: limit))
      }
    }
    return (text, findings)
  }

  /// Writes every frame of `scenario` to `output` as it is drawn, calling `afterStep` with each
  /// step's number and the output once its frame is written; returns what the accessibility
  /// audit found.
  @MainActor
  @discardableResult
  static func render<Output: TextOutputStream>(
    _ scenario: Scenario, registry: ScenarioRegistry, to output: inout Output,
    afterStep: (Int, Output) throws(ScenarioError) -> Void = { _, _ in }
  ) async throws -> [AccessibilityFinding] {
    do {
      // One run per variant, as `ScenarioRunner` runs them; one plain run without variants.
      let variants: [ScreenVariant?] = scenario.variants.isEmpty ? [nil] : scenario.variants
      var findings: [AccessibilityFinding] = []
      for (index, variant) in variants.enumerated() {
        let session = try ScenarioSession(
          scenario, variant: variant ?? .default, registry: registry)
        try scenario.checkHasSteps()
        if let variant {
          if index > 0 { output.write("\n") }
          output.write("variant: \(variant.name)\n")
        }
        // The steps one at a time, as `ScenarioSession.run(_:to:)` runs them, so that a check
        // can stop between two.
        for (offset, step) in scenario.steps.enumerated() {
          if offset > 0 { output.write("\n") }
          try await session.run(step, to: &output)
          try afterStep(offset + 1, output)
        }
        findings += session.accessibilityFindings
      }
      return findings
    } catch {
      throw CLIError.usage(error.description)
    }
  }
}
