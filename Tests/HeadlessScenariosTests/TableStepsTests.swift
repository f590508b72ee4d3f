import Foundation
import HeadlessGoldens
import HeadlessRender
import HeadlessScenarios
import HeadlessTestSupport
import TestSupport
import Testing

/// The steps a table takes from a finger: swipe, action, pull, edit, editingControl, drag,
/// index.
@MainActor
@Suite struct TableStepsTests {
  /// Where the goldens of this file live: beside the scenario goldens, out of every target.
  private static let goldens = URL(fileURLWithPath: "\(#filePath)")
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Golden")

  private func session(accessibility: Bool = false) -> ScenarioSession {
    var scenario = Scenario(screen: "chores", device: GridSize(width: 20, height: 9), steps: [])
    scenario.accessibility = accessibility
    return ScenarioSession(scenario) { _ in ChoresScreen() }
  }

  private func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

  @Test func aScreenIsSelectedSwipedPulledEditedReorderedAndDeletedByItsSteps() async throws {
    let text = try await session(accessibility: true).run([
      .tap(row(1)), .swipe(row(0), edge: .trailing), .action(row(2), title: "Pin"),
      .pull, .event(ScreenEvent("load", .flag)), .edit(true), .drag(from: row(0), to: row(2)),
      .editingControl(row(0)), .edit(false), .swipe(row(1), edge: .leading),
      .action(row(0), title: "Delete"),
    ])
    assertGolden(of: text, as: .text, in: Self.goldens)
  }

  @Test func anIndexStepScrollsToTheSectionOfItsTitle() async throws {
    var scenario = Scenario(screen: "alphabet", device: GridSize(width: 20, height: 9), steps: [])
    scenario.accessibility = true
    let session = ScenarioSession(scenario) { _ in AlphabetScreen() }
    let text = try await session.run([.index("D"), .index("A")])
    assertGolden(of: text, as: .text, in: Self.goldens)
  }

  @Test func anIndexStepReachesEveryPlaceOfATitleTheIndexShowsTwice() async throws {
    // T for Today and for Thursday, as a week's index has it.
    let scenario = Scenario(screen: "alphabet", device: GridSize(width: 20, height: 9), steps: [])
    func sectionOnTop(after steps: [ScenarioStep]) async throws -> Int? {
      let screen = AlphabetScreen(letters: ["T", "W", "T", "F", "S"])
      _ = try await ScenarioSession(scenario) { _ in screen }.run(steps)
      return screen.tableView.indexPathsForVisibleRows?.first?.section
    }
    #expect(try await sectionOnTop(after: [.index("T")]) == 0)
    #expect(try await sectionOnTop(after: [.index("F"), .index("T", occurrence: 2)]) == 2)
    #expect(try await sectionOnTop(after: [.index("T", occurrence: 2), .index("T")]) == 0)
    do {
      _ = try await ScenarioSession(scenario) { _ in
        AlphabetScreen(letters: ["T", "W", "T", "F", "S"])
      }.run([.index("T", occurrence: 3)])
      Issue.record("a third T took the step")
    } catch {
      #expect(
        "\(error)"
          == "scenario: step 1: index: the alphabet screen has no 3rd T in the section index")
    }
  }

  @Test func ordinalsReadAsEnglishWritesThem() {
    let expected = [
      1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 10: "10th", 11: "11th", 12: "12th", 13: "13th",
      21: "21st", 22: "22nd", 23: "23rd", 101: "101st", 111: "111th", 112: "112th",
    ]
    for (number, text) in expected { #expect(ScenarioStep.ordinal(number) == text) }
  }

  @Test func anIndexStepFailsWithoutAnIndexOrWithoutTheTitle() async throws {
    do {
      _ = try await session().run([.index("C")])
      Issue.record("a screen without an index took the step")
    } catch {
      #expect("\(error)" == "scenario: step 1: index does not apply to the chores screen")
    }
    let scenario = Scenario(screen: "alphabet", device: GridSize(width: 20, height: 9), steps: [])
    do {
      _ = try await ScenarioSession(scenario) { _ in AlphabetScreen() }.run([.index("Z")])
      Issue.record("an index without Z took the step")
    } catch {
      #expect(
        "\(error)"
          == "scenario: step 1: index: the alphabet screen has no Z in the section index")
    }
  }

  @Test func stepsWithNothingToActOnFailNamingIt() async throws {
    func failure(_ steps: [ScenarioStep]) async -> String? {
      do {
        _ = try await session().run(steps)
        return nil
      } catch {
        return "\(error)"
      }
    }
    #expect(
      await failure([.action(row(0), title: "Archive")])
        == "scenario: step 1: action: the chores screen has no Archive on [0, 0]")
    #expect(
      await failure([.editingControl(row(0))])
        == "scenario: step 1: editingControl: the chores screen has no editing control of [0, 0]"
    )
    #expect(
      await failure([.drag(from: row(0), to: row(1))])
        == "scenario: step 1: drag: the chores screen has no reorder control of [0, 0]")
    #expect(
      await failure([.edit(true), .swipe(row(0), edge: .trailing)])
        == "scenario: step 2: swipe: the chores screen has no trailing actions of [0, 0]")
    #expect(
      await failure([.pull, .pull])
        == "scenario: step 2: pull: the chores screen is already refreshing; its refresh "
        + "control takes no pull until the refresh ends")
    #expect(
      await failure([.swipe(row(3), edge: .leading)])
        == "scenario: step 1: no row at [0, 3]: section 0 has 3 rows")
    #expect(
      await failure([.edit(true), .drag(from: row(0), to: row(3))])
        == "scenario: step 2: drag: no place at [0, 3] to drop a row: section 0 has 3 rows")
  }

  @Test func aFingerCannotReachARowThatIsNotOnScreenUntilAScrollShowsIt() async throws {
    // Five lines: the title, its rule, dishes, a separator, laundry; plants is below.
    let scenario = Scenario(screen: "chores", device: GridSize(width: 20, height: 5), steps: [])
    func failure(_ steps: [ScenarioStep]) async -> String? {
      do {
        _ = try await ScenarioSession(scenario) { _ in ChoresScreen() }.run(steps)
        return nil
      } catch {
        return "\(error)"
      }
    }
    let refusal =
      "row [0, 2] is not on screen (the table shows rows [0, 0] to [0, 1]); "
      + "scroll to it first"
    #expect(await failure([.tap(row(2))]) == "scenario: step 1: tap: " + refusal)
    #expect(
      await failure([.swipe(row(2), edge: .trailing)]) == "scenario: step 1: swipe: " + refusal)
    #expect(
      await failure([.action(row(2), title: "Pin")]) == "scenario: step 1: action: " + refusal)
    #expect(
      await failure([.edit(true), .editingControl(row(2))])
        == "scenario: step 2: editingControl: " + refusal)
    #expect(
      await failure([.edit(true), .drag(from: row(2), to: row(0))])
        == "scenario: step 2: drag: " + refusal)
    // The last row on screen, and the row a scroll shows, are reached.
    #expect(await failure([.tap(row(1))]) == nil)
    #expect(await failure([.scroll(.toRow(row(2))), .tap(row(2))]) == nil)
    #expect(await failure([.scroll(.toRow(row(2))), .tap(row(0))]) != nil, "dishes scrolled away")
  }

  @Test func aFingerCannotReachARowWhoseCellIsHidden() async throws {
    let screen = ChoresScreen()
    let session = ScenarioSession(
      Scenario(screen: "chores", device: GridSize(width: 20, height: 9), steps: [])
    ) { _ in screen }
    _ = try await session.run([.scroll(.top)])
    let cell = try #require(screen.tableView.cellForRow(at: row(1)))
    cell.isHidden = true
    do {
      _ = try await session.run([.tap(row(1))])
      Issue.record("a hidden row took a tap")
    } catch {
      #expect(
        "\(error)" == "scenario: step 2: tap: row [0, 1] is hidden: a finger cannot reach it")
    }
    #expect(screen.tableView.indexPathForSelectedRow == nil)
  }

  @Test func theStepsParseFromJSON() throws {
    let scenario = try Scenario(
      parsing: """
        {"screen": "names", "steps": [
          {"swipe": {"row": [0, 1]}}, {"swipe": {"row": [0, 2], "edge": "leading"}},
          {"action": {"row": [0, 1], "title": "Delete"}}, {"pull": true},
          {"edit": true}, {"edit": false}, {"editingControl": [0, 1]},
          {"drag": {"from": [0, 1], "to": [1, 0]}}, {"index": "C"},
          {"index": {"title": "T", "occurrence": 2}}, {"index": {"title": "T"}}
        ]}
        """, file: "x.json", directory: URL(fileURLWithPath: "/"), registry: .testScreens)
    #expect(
      scenario.steps == [
        .swipe(row(1), edge: .trailing), .swipe(row(2), edge: .leading),
        .action(row(1), title: "Delete"), .pull, .edit(true), .edit(false),
        .editingControl(row(1)), .drag(from: row(1), to: IndexPath(row: 0, section: 1)),
        .index("C"), .index("T", occurrence: 2), .index("T"),
      ])
    #expect(
      scenario.steps.map(\.caption) == [
        "swipe [0, 1] trailing", "swipe [0, 2] leading", "action \"Delete\" on [0, 1]",
        "pull", "edit", "done", "editing control [0, 1]", "drag [0, 1] to [1, 0]",
        "index \"C\"", "index \"T\", 2nd", "index \"T\"",
      ])
  }

  @Test func malformedTableStepsAreRefusedWithWhatTheyNeed() {
    #expect(
      stepParseFailure(#"{"swipe": {"row": [0, 1], "edge": "up"}}"#)
        == #"x.json: step 1: "swipe.edge" must be "leading" or "trailing", found "up""#)
    #expect(
      stepParseFailure(#"{"swipe": [0, 1]}"#)
        == #"x.json: step 1: "swipe" must be an object, found [0, 1]"#)
    #expect(
      stepParseFailure(#"{"swipe": {"row": [0, 1], "side": "leading"}}"#)
        == #"x.json: step 1: unknown key "side" (expected one of: row, edge)"#)
    #expect(
      stepParseFailure(#"{"action": {"row": [0, 1]}}"#)
        == #"x.json: step 1: missing "action.title""#)
    #expect(
      stepParseFailure(#"{"pull": false}"#) == #"x.json: step 1: "pull" must be true, found false"#)
    #expect(
      stepParseFailure(#"{"edit": 1}"#) == #"x.json: step 1: "edit" must be true or false, found 1"#
    )
    #expect(
      stepParseFailure(#"{"drag": {"from": [0, 0]}}"#) == #"x.json: step 1: missing "drag.to""#)
    #expect(
      stepParseFailure(#"{"index": 3}"#) == #"x.json: step 1: "index" must be a string, found 3"#)
    #expect(
      stepParseFailure(#"{"index": ""}"#)
        == #"x.json: step 1: "index" must be an index title, found """#)
    #expect(
      stepParseFailure(#"{"index": {"title": "T", "occurrence": 0}}"#)
        == #"x.json: step 1: "index.occurrence" must be at least 1, found 0"#)
    #expect(
      stepParseFailure(#"{"index": {"title": "T", "occurrence": "2nd"}}"#)
        == #"x.json: step 1: "index.occurrence" must be an integer, found "2nd""#)
    #expect(
      stepParseFailure(#"{"index": {"occurrence": 2}}"#)
        == #"x.json: step 1: missing "index.title""#)
    #expect(
      stepParseFailure(#"{"index": {"title": "", "occurrence": 2}}"#)
        == #"x.json: step 1: "index.title" must be an index title, found """#)
    #expect(
      stepParseFailure(#"{"index": {"title": "T", "place": 2}}"#)
        == #"x.json: step 1: unknown key "place" (expected one of: title, occurrence)"#)
    #expect(
      stepParseFailure(#"{"editingControl": [0, -1]}"#)
        == #"x.json: step 1: "editingControl[1]" must be at least 0, found -1"#)
  }
}
