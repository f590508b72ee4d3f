import Foundation
import HeadlessRender
import HeadlessScenarios
import TestSupport
import Testing

@testable import ReferenceScreens

@MainActor
@Suite struct ScenarioRunnerTests {
  private static let scenarios = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Scenarios")

  /// Runs a scenario written inline, as if it were `x.json` in Fixtures/Scenarios.
  private func run(_ json: String) async throws -> String {
    let scenario = try Scenario(
      parsing: json, file: "x.json", directory: Self.scenarios, registry: .referenceScreens)
    return try await ScenarioRunner(registry: .referenceScreens).run(scenario)
  }

  /// The message of the error running `json` throws.
  private func failure(_ json: String) async -> String? {
    do {
      _ = try await run(json)
      return nil
    } catch {
      return "\(error)"
    }
  }

  private let loadedTodos = """
    {"load": true}, {"respond": "../API/todos/todos.json"}
    """

  @Test func everyStepPrintsItsCaptionThenAFrame() async throws {
    let text = try await run(
      #"{"screen": "todos", "device": {"width": 30, "height": 6}, "steps": [\#(loadedTodos)]}"#)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // Two frames of a caption and 8 lines, a blank line between them, and the final newline.
    let expectedCount = 2 * (1 + 8) + 1 + 1
    #expect(lines.count == expectedCount)
    #expect(lines[0] == "── 1 · load ──")
    // The answer inserted both sections, and the caption says so.
    #expect(lines[10] == "── 2 · respond todos.json ──  2 sections inserted")
    #expect(text.hasSuffix("┘\n"))
    let frameLines = lines.filter { $0.hasPrefix(" ") || $0.hasPrefix("+") }
    let widths = Set(frameLines.map(\.displayWidth))
    #expect(widths == [33])
  }

  @Test func theSameScenarioPrintsTheSameBytes() async throws {
    let json = #"{"screen": "todos", "steps": [\#(loadedTodos), {"toggle": 1}]}"#
    expectText(try await run(json), equals: try await run(json))
  }

  @Test func aRespondWithNoPendingRequestNamesTheStep() async {
    let message = await failure(
      #"{"screen": "todos", "steps": [{"respond": "../API/todos/todos.json"}]}"#)
    #expect(message == "x.json: step 1: respond with no pending request")
  }

  @Test func aFailForARequestNeverMadeSaysHowManyWereMade() async {
    let message = await failure(
      #"{"screen": "todos", "steps": [{"load": true}, {"fail": "offline", "request": 3}]}"#)
    #expect(message == "x.json: step 2: request 3 was never made (1 request so far)")
  }

  @Test func answeringARequestTwiceIsAnError() async {
    let message = await failure(
      #"{"screen": "todos", "steps": [\#(loadedTodos), {"fail": "timeout", "request": 1}]}"#)
    #expect(message == "x.json: step 3: request 1 was already answered")
  }

  @Test func aStepTheScreenDoesNotTakeIsAnError() async {
    let message = await failure(#"{"screen": "recordings", "steps": [{"toggle": 1}]}"#)
    #expect(message == "x.json: step 1: toggle does not apply to the recordings screen")
  }

  @Test func togglingATodoTheScreenDoesNotShowIsAnError() async {
    let message = await failure(
      #"{"screen": "todos", "steps": [\#(loadedTodos), {"toggle": 99}]}"#)
    #expect(message == "x.json: step 3: no item 99 to toggle on the todos screen")
  }

  @Test func tappingASectionTheTableDoesNotHaveIsAnError() async {
    let message = await failure(
      #"{"screen": "todos", "steps": [\#(loadedTodos), {"tap": [5, 0]}]}"#)
    #expect(message == "x.json: step 3: no row at [5, 0]: the table has 2 sections")
  }

  @Test func scrollingToARowTheSectionDoesNotHaveIsAnError() async {
    // todos.json holds twelve todos, five of them completed: seven in section 0.
    let message = await failure(
      #"{"screen": "todos", "steps": [\#(loadedTodos), {"scroll": {"toRow": [0, 7]}}]}"#)
    #expect(message == "x.json: step 3: no row at [0, 7]: section 0 has 7 rows")
  }

  @Test func aMissingFixtureIsAnErrorAtItsStep() async {
    let message = await failure(
      #"{"screen": "todos", "steps": [{"load": true}, {"respond": "../API/nope.json"}]}"#)
    #expect(message == "x.json: step 2: fixture not found: ../API/nope.json")
  }

  @Test func anAnswerThatDoesNotDecodeIsAScreenStateNotAnError() async throws {
    let text = try await run(
      #"""
      {"screen": "recordings", "device": {"width": 60, "height": 14},
       "steps": [{"search": "bad type"}, {"respond": "../API/recordings/bad-type.json"}]}
      """#)
    #expect(text.contains("recordings[3].length"))
  }
}
