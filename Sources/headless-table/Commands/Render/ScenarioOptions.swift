import Foundation
import HeadlessRender
import ListKit
import ReferenceScreens

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

  /// The scenario at `path`, named in errors as given.
  static func load(_ path: String) throws -> Scenario {
    do {
      return try Scenario(
        contentsOf: URL(fileURLWithPath: path), shownAs: path, registry: .referenceScreens)
    } catch {
      throw CLIError.usage(error.description)
    }
  }

  /// Every frame of `scenario`.
  @MainActor
  static func render(_ scenario: Scenario) async throws -> String {
    do {
      return try await ScenarioRunner(registry: .referenceScreens).run(scenario)
    } catch {
      throw CLIError.usage(error.description)
    }
  }
}
