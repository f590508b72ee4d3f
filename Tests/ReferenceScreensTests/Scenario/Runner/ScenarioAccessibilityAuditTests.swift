import Foundation
import HeadlessRender
import HeadlessScenarios
import Testing

@testable import ReferenceScreens

/// Every scenario in Fixtures/Scenarios, every frame read as VoiceOver does and audited:
/// no control or image without a label, no label said twice in a row, in any state of the
/// five screens.
@MainActor
@Suite struct ScenarioAccessibilityAuditTests {
  private let scenarios = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Scenarios")

  @Test func everyFrameOfEveryScenarioPassesTheAudit() async {
    let findings = await assertAccessibilityAudit(
      ofScenariosIn: scenarios, registry: .referenceScreens)
    #expect(findings.isEmpty)
  }
}
