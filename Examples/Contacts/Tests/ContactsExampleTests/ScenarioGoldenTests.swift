import ContactsExample
import ContactsScenarios
import Foundation
import HeadlessGoldens
import HeadlessRender
import HeadlessScenarios
import Testing

/// Every scenario in `Scenarios/` against its golden in `Golden/`, as
/// `swift run contacts-tool verify` checks them.
@MainActor
@Suite struct ScenarioGoldenTests {
  @Test func everyContactsScenarioMatchesItsGolden() async {
    let scenarios = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Scenarios")
    let verifications = await assertScenarioGoldens(in: scenarios, registry: .contacts)
    #expect(verifications.count == 7)
  }
}
