import Foundation
import HeadlessGoldens
import HeadlessRender
import HeadlessScenarios
import PhotosExample
import PhotosScenarios
import Testing

/// Every scenario in `Scenarios/` against its golden in `Golden/`.
@MainActor
@Suite struct ScenarioGoldenTests {
  @Test func everyPhotosScenarioMatchesItsGolden() async {
    let scenarios = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Scenarios")
    let verifications = await assertScenarioGoldens(in: scenarios, registry: .photos)
    #expect(verifications.count == 6)
  }
}
