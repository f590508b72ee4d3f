import Foundation
import HeadlessGoldens
import HeadlessRender
import HeadlessScenarios
import TestSupport
import Testing

/// The audit of a folder of scenarios reads every frame of every scenario, whether or not the
/// scenario asks for what VoiceOver reads.
@MainActor
@Suite struct AssertAccessibilityAuditOfScenariosTests {
  /// A scenario adding "owl" twice: its second frame reads the same label twice in a row.
  private func owlTwice(accessibility: String) -> String {
    #"{"screen": "names", "device": {"width": 12, "height": 6}"# + accessibility
      + #", "steps": [{"add": "owl"}, {"add": "owl"}]}"#
  }

  @Test func everyScenarioIsAuditedWhetherOrNotItAsksForAccessibility() async throws {
    let folder = try TemporaryFolder()
    try folder.write(owlTwice(accessibility: #", "accessibility": true"#), to: "asks.json")
    try folder.write(owlTwice(accessibility: #", "accessibility": false"#), to: "declines.json")
    try folder.write(owlTwice(accessibility: ""), to: "silent.json")
    try folder.write(
      #"{"screen": "names", "steps": [{"add": "owl"}, {"add": "jay"}]}"#, to: "clean.json")
    let finding = "frame 2: `owl`: the same label as the element before it, \"owl\""
    let expected = ["asks", "declines", "silent"].map { "\($0): \(finding)" }
    await withKnownIssue {
      let messages = await assertAccessibilityAudit(
        ofScenariosIn: folder.url, registry: .testScreens)
      #expect(messages == expected)
    } matching: { issue in
      issue.comments.count == 1 && expected.contains(issue.comments[0].rawValue)
    }
  }

  @Test func aScenarioOfVariantsIsAuditedInEachNamingTheVariant() async throws {
    let folder = try TemporaryFolder()
    try folder.write(
      owlTwice(accessibility: #", "variants": ["default", "extraSmall"]"#), to: "both.json")
    let finding = "frame 2: `owl`: the same label as the element before it, \"owl\""
    let expected = ["both (default): \(finding)", "both (extraSmall): \(finding)"]
    await withKnownIssue {
      let messages = await assertAccessibilityAudit(
        ofScenariosIn: folder.url, registry: .testScreens)
      #expect(messages == expected)
    } matching: { issue in
      issue.comments.count == 1 && expected.contains(issue.comments[0].rawValue)
    }
  }
}
