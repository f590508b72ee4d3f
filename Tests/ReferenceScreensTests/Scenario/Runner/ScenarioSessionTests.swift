import Foundation
import HeadlessRender
import HeadlessScenarios
import Testing

@testable import ReferenceScreens

@MainActor
@Suite struct ScenarioSessionTests {
  private static let scenarios = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Scenarios")

  /// A session of a todos scenario with `steps`, on a 40 x 8 device, every step performed.
  private func session(after steps: String) async throws -> ScenarioSession {
    let scenario = try Scenario(
      parsing: #"{"screen": "todos", "device": {"width": 40, "height": 8}, "steps": [\#(steps)]}"#,
      file: "x.json", directory: Self.scenarios, registry: .referenceScreens)
    let session = try ScenarioSession(scenario, registry: .referenceScreens)
    _ = try await session.run(scenario.steps)
    return session
  }

  @Test func aResizeKeepsTheContentOffset() async throws {
    let session = try await session(
      after: #"{"load": true}, {"respond": "../API/todos/todos.json"}, {"scroll": "bottom"}"#)
    let table: UITableView = try #require((session.screen as? TodosScreen)?.tableView)
    let offset = table.contentOffsetLine
    // Right after the width changes the rows count as one line each until measured: 14 lines
    // of content in a 6-line table would clamp the offset to 8.
    #expect(offset > 8)
    _ = try await session.run(.resize(GridSize(width: 28, height: 8)))
    #expect(session.device == GridSize(width: 28, height: 8))
    #expect(table.contentOffsetLine == offset)
  }

  @Test func aFrameForgetsTheMarksItShowed() async throws {
    let session = try await session(
      after: #"{"load": true}, {"respond": "../API/todos/todos.json"}"#)
    #expect((session.screen as? TodosScreen)?.tableView.lastUpdateMarks.isEmpty == true)
  }

  @Test func aStartedRequestIsPendingBeforeTheNextStep() async throws {
    let session = try await session(after: #"{"load": true}"#)
    #expect(await session.server.pendingRequests == [1])
  }

  @Test func aWholeContentScenarioOfAPagingListAsksForNoNextPage() async throws {
    let steps = #"{"search": "parrot"}, {"respond": "../API/recordings/parrot-page-1.json"}"#
    let whole = try Scenario(
      parsing:
        #"{"screen": "recordings", "device": {"width": 40, "height": 0}, "steps": [\#(steps)]}"#,
      file: "x.json", directory: Self.scenarios, registry: .referenceScreens)
    let session = try ScenarioSession(whole, registry: .referenceScreens)
    _ = try await session.run(whole.steps)
    #expect(await session.server.pendingRequests == [], "drawing every row displayed none")
    _ = try await session.run(.resize(GridSize(width: 40, height: 10)))
    #expect(await session.server.requestCount == 1, "a device shows the first rows only")
    _ = try await session.run(.scroll(.bottom))
    #expect(await session.server.pendingRequests == [2], "its last rows ask for page 2")
  }
}
