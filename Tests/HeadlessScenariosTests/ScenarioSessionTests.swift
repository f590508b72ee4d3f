import Foundation
import HeadlessGoldens
import HeadlessRender
import HeadlessScenarios
import HeadlessTestSupport
import TestSupport
import Testing

@MainActor
@Suite struct ScenarioSessionTests {
  private let scenario = Scenario(
    screen: "names", device: GridSize(width: 12, height: 3), steps: [])

  @Test func stepsWrittenInCodeRenderAsATranscript() async throws {
    let session = ScenarioSession(scenario) { context in NamesScreen(server: context.server) }
    let text = try await session.run([.event(ScreenEvent("add", .string("owl")))])
    expectText(
      text,
      equals: """
        ── 1 · add "owl" ──  1 section inserted
         ┌────────────┐
         │   Names    │
         │────────────│
        +│owl         │
         └────────────┘

        """)
  }

  @Test func aSessionThatReadsAccessibilityPrintsTheReadingUnderEachFrame() async throws {
    var reading = scenario
    reading.accessibility = true
    let session = ScenarioSession(reading) { context in NamesScreen(server: context.server) }
    #expect(session.readsAccessibility)
    let text = try await session.run([.event(ScreenEvent("add", .string("owl")))])
    expectText(
      text,
      equals: """
        ── 1 · add "owl" ──  1 section inserted
         ┌────────────┐
         │   Names    │
         │────────────│
        +│owl         │
         └────────────┘
         VoiceOver:
           Names. Heading.
           owl

        """)
  }

  @Test func theAuditsFindingsAreNumberedByTheirFrame() async throws {
    let session = ScenarioSession(
      Scenario(screen: "names", device: GridSize(width: 12, height: 6), steps: [])
    ) { context in NamesScreen(server: context.server) }
    session.readsAccessibility = true
    _ = try await session.run([
      .event(ScreenEvent("add", .string("owl"))), .event(ScreenEvent("add", .string("owl"))),
    ])
    #expect(
      session.accessibilityFindings.map(\.description) == [
        "frame 2: `owl`: the same label as the element before it, \"owl\""
      ])
  }

  @Test func aSessionReadsNoAccessibilityUnlessAsked() async throws {
    let session = ScenarioSession(scenario) { context in NamesScreen(server: context.server) }
    let text = try await session.run([.event(ScreenEvent("add", .string("owl")))])
    #expect(!text.contains("VoiceOver"))
    #expect(session.accessibilityFindings.isEmpty)
  }

  @Test func stepsRunLaterContinueTheNumbering() async throws {
    let session = try ScenarioSession(scenario, registry: .testScreens)
    _ = try await session.run(.event(ScreenEvent("add", .string("owl"))))
    let frame = try await session.run(.scroll(.top))
    #expect(frame.hasPrefix("── 2 · scroll top ──\n"))
    #expect(session.stepsRun == 2)
  }

  @Test func aStartedRequestIsPendingBeforeTheNextStep() async throws {
    let session = try ScenarioSession(scenario, registry: .testScreens)
    _ = try await session.run(.event(ScreenEvent("load")))
    #expect(await session.server.pendingRequests == [1])
  }

  @Test func noStepsRenderNothing() async throws {
    let session = try ScenarioSession(scenario, registry: .testScreens)
    #expect(try await session.run([]) == "")
  }
}
