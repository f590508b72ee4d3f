import Foundation
import HeadlessGoldens
import HeadlessRender
import HeadlessScenarios
import TestSupport
import Testing

@MainActor
@Suite struct AssertScenarioGoldensTests {
  private let addOwl = #"""
    {"screen": "names", "device": {"width": 12, "height": 3}, "steps": [{"add": "owl"}]}
    """#

  /// What `addOwl` prints.
  private let addOwlText = """
    ── 1 · add "owl" ──  1 section inserted
     ┌────────────┐
     │   Names    │
     │────────────│
    +│owl         │
     └────────────┘

    """

  /// A temporary folder holding a `Package.swift`, as a team's package does: paths in
  /// messages are shown relative to it.
  private func packageFolder() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write("// swift-tools-version:6.0\n", to: "Package.swift")
    return folder
  }

  @Test func everyScenarioMatchingItsGoldenRecordsNoIssue() async throws {
    let folder = try packageFolder()
    for name in ["a", "b"] {
      try folder.write(addOwl, to: "Scenarios/\(name).json")
      try folder.write(addOwlText, to: "Golden/\(name).txt")
    }
    let verifications = await assertScenarioGoldens(
      in: folder.file("Scenarios"), registry: .testScreens, record: .never)
    #expect(verifications.map(\.outcome) == [.matched, .matched])
    #expect(verifications.map(\.goldenPath) == ["Golden/a.txt", "Golden/b.txt"])
  }

  @Test func eachScenarioThatDiffersIsAnIssueOfItsOwn() async throws {
    let folder = try packageFolder()
    for name in ["a", "b", "c"] {
      try folder.write(addOwl, to: "Scenarios/\(name).json")
      let golden =
        name == "b" ? addOwlText : addOwlText.replacingOccurrences(of: "owl", with: "jay")
      try folder.write(golden, to: "Golden/\(name).txt")
    }
    await withKnownIssue {
      await assertScenarioGoldens(
        in: folder.file("Scenarios"), registry: .testScreens, record: .never)
    } matching: { issue in
      let message = issue.comments.map(\.rawValue).joined()
      return message.hasPrefix("Golden mismatch: Golden/a.txt ")
        || message.hasPrefix("Golden mismatch: Golden/c.txt ")
    }
    #expect(
      try folder.names(in: "Golden")
        == ["a.actual.txt", "a.txt", "b.txt", "c.actual.txt", "c.txt"])
  }

  @Test func aBrokenScenarioIsAnIssueNamingItsFile() async throws {
    let folder = try packageFolder()
    try folder.write(#"{"screen": "names"}"#, to: "Scenarios/broken.json")
    await withKnownIssue {
      await assertScenarioGoldens(
        in: folder.file("Scenarios"), registry: .testScreens, record: .never)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [#"Scenarios/broken.json: missing "steps""#]
    }
  }

  @Test func aMissingGoldenIsRecordedOffCI() async throws {
    let folder = try packageFolder()
    try folder.write(addOwl, to: "Scenarios/a.json")
    await withKnownIssue {
      await assertScenarioGoldens(
        in: folder.file("Scenarios"), registry: .testScreens, record: .missing)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix("Recorded a new golden: Golden/a.txt")
    }
    expectText(folder.read("Golden/a.txt"), equals: addOwlText)
  }

  @Test func aFolderWithoutScenariosIsAnIssue() async throws {
    let folder = try packageFolder()
    try folder.write("", to: "Scenarios/notes.txt")
    let scenarios = folder.file("Scenarios")
    await withKnownIssue {
      await assertScenarioGoldens(in: scenarios, registry: .testScreens)
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["no scenarios (*.json) in \(scenarios.path)"]
    }
  }
}
