import Foundation
import HeadlessRender

/// What every accessibility audit assertion does, whichever test framework reports its
/// failures: read the screen or run the scenarios, audit every frame, and say what it found.
enum AccessibilityAuditAssertion {
  /// The findings on `screen` laid out on a device of `device`'s size, one message each.
  @MainActor
  static func audit(_ screen: some ControlledScreen, device: Size) -> [String] {
    do {
      try DeviceFrame(size: device).layout(screen.screenView)
    } catch {
      return ["\(error)"]
    }
    return AccessibilityReading(of: screen.screenView).audit().map(\.description)
  }

  /// Runs every scenario of `folder`, reading every frame whatever the scenario says, and
  /// audits each: one message per finding, naming the scenario and the frame (or one per
  /// scenario that could not run).
  @MainActor
  static func auditScenarios(in folder: ScenarioFolder, registry: ScenarioRegistry) async
    -> [String]
  {
    let names: [String]
    do {
      names = try folder.scenarioNames()
    } catch {
      return ["\(error)"]
    }
    var messages: [String] = []
    for name in names {
      do {
        let scenario = try Scenario(
          contentsOf: folder.scenarioURL(named: name), shownAs: name, registry: registry)
        let session = try ScenarioSession(scenario, registry: registry)
        session.readsAccessibility = true
        var ignored = ""
        try await session.run(scenario.steps, to: &ignored)
        messages += session.accessibilityFindings.map { "\(name): \($0)" }
      } catch {
        messages.append("\(error)")
      }
    }
    return messages
  }
}
