import Foundation
import HeadlessScenarios

/// A scenario of the names screen, `x.json`, whose one step is `step` (its JSON).
func stepScenario(_ step: String) throws(ScenarioError) -> Scenario {
  try Scenario(
    parsing: #"{"screen": "names", "steps": [\#(step)]}"#, file: "x.json",
    directory: URL(fileURLWithPath: "/"), registry: .testScreens)
}

/// The message ``stepScenario(_:)`` refuses `step` with; nil when it parses.
func stepParseFailure(_ step: String) -> String? {
  do {
    _ = try stepScenario(step)
    return nil
  } catch {
    return "\(error)"
  }
}
