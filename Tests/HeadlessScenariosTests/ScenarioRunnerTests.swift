import Foundation
import HeadlessRender
import HeadlessScenarios
import TestSupport
import Testing

/// A team's own screen, registered with its own events, run from scenario JSON.
@MainActor
@Suite struct ScenarioRunnerTests {
  private let runner = ScenarioRunner(registry: .testScreens)

  /// Runs `json` as `x.json` in `directory`.
  private func run(_ json: String, in directory: URL = URL(fileURLWithPath: "/tmp")) async throws
    -> String
  {
    let scenario = try Scenario(
      parsing: json, file: "x.json", directory: directory, registry: .testScreens)
    return try await runner.run(scenario)
  }

  /// The message of the error reading or running `json`.
  private func failure(_ json: String) async -> String? {
    do {
      _ = try await run(json)
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func aRegisteredScreenTakesTheEventsItDeclares() async throws {
    let text = try await run(
      #"""
      {"screen": "names", "device": {"width": 12, "height": 6},
       "steps": [{"add": "owl"}, {"add": "wren"}, {"remove": 0}]}
      """#)
    expectText(
      text,
      equals: """
        ── 1 · add "owl" ──  1 section inserted
         ┌────────────┐
         │   Names    │
         │────────────│
        +│owl         │
        +│ ───────────│
         │            │
         │            │
         └────────────┘

        ── 2 · add "wren" ──  1 row inserted
         ┌────────────┐
         │   Names    │
         │────────────│
         │owl         │
         │ ───────────│
        +│wren        │
        +│ ───────────│
         └────────────┘

        ── 3 · remove name 0 ──  1 row deleted
         ┌────────────┐
         │   Names    │
         │────────────│
         │wren        │
         │ ───────────│
         │            │
         │            │
         └────────────┘

        """)
  }

  @Test func aRegisteredScreenLoadsThroughTheScriptedServer() async throws {
    let folder = try TemporaryFolder()
    try folder.write("owl\nwren\n", to: "names.txt")
    let text = try await run(
      #"""
      {"screen": "names", "device": {"width": 16, "height": 0},
       "steps": [{"load": true}, {"respond": "names.txt"}, {"load": true}, {"fail": "offline"}]}
      """#, in: folder.url)
    expectText(
      text,
      equals: """
        ── 1 · load ──
         ┌────────────────┐
         │     Names      │
         │────────────────│
         │                │
         │   ⠋ Loading…   │
         └────────────────┘

        ── 2 · respond names.txt ──  1 section inserted
         ┌────────────────┐
         │     Names      │
         │────────────────│
        +│owl             │
        +│ ───────────────│
        +│wren            │
        +│ ───────────────│
         └────────────────┘

        ── 3 · load ──
         ┌────────────────┐
         │     Names      │
         │────────────────│
         │owl             │
         │ ───────────────│
         │wren            │
         │ ───────────────│
         │                │
         │   ⠋ Loading…   │
         └────────────────┘

        ── 4 · fail offline ──
         ┌────────────────┐
         │     Names      │
         │────────────────│
         │owl             │
         │ ───────────────│
         │wren            │
         │ ───────────────│
         │                │
         │    Failed:     │
         │    offline     │
         │ Tap to retry.  │
         └────────────────┘

        """)
  }

  @Test func aStepTheScreenDoesNotDeclareIsAnErrorNamingTheStepAndTheScreen() async {
    let message = await failure(#"{"screen": "quiet", "steps": [{"add": "owl"}]}"#)
    #expect(message == "x.json: step 1: add does not apply to the quiet screen")
  }

  @Test func anEventAboutAnItemTheScreenDoesNotShowIsAnError() async {
    let message = await failure(
      #"{"screen": "names", "steps": [{"add": "owl"}, {"remove": 7}]}"#)
    #expect(message == "x.json: step 2: no item 7 to remove on the names screen")
  }

  @Test func anUnknownScreenListsTheRegisteredNames() async {
    let message = await failure(#"{"screen": "contacts", "steps": []}"#)
    #expect(message == "x.json: unknown screen \"contacts\" (expected one of: names, quiet)")
  }

  @Test func aScenarioMadeInCodeForAnUnregisteredScreenIsAnError() async {
    await #expect(
      throws: ScenarioError(
        file: "scenario", reason: .unknownScreen("contacts", registered: ["names", "quiet"]))
    ) {
      try await runner.run(Scenario(screen: "contacts", steps: []))
    }
  }

  @Test func anUnknownStepListsTheRegisteredEventsAndTheBuiltInSteps() async {
    let message = await failure(#"{"screen": "names", "steps": [{"rename": "owl"}]}"#)
    #expect(
      message
        == "x.json: step 1: unknown step \"rename\" (expected one of: load, add, remove, scroll, "
        + "tap, swipe, action, pull, edit, editingControl, drag, index, scrollSection, expand, "
        + "collapse, barButton, button, resize, respond, fail)")
  }

  @Test func anEventValueOfTheWrongKindNamesTheKindDeclared() async {
    #expect(
      await failure(#"{"screen": "names", "steps": [{"remove": "0"}]}"#)
        == "x.json: step 1: \"remove\" must be an integer, found \"0\"")
    #expect(
      await failure(#"{"screen": "names", "steps": [{"add": 0}]}"#)
        == "x.json: step 1: \"add\" must be a string, found 0")
    #expect(
      await failure(#"{"screen": "names", "steps": [{"load": 1}]}"#)
        == "x.json: step 1: \"load\" must be true, found 1")
  }
}
