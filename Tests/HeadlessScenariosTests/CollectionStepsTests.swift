import Foundation
import HeadlessGoldens
import HeadlessRender
import HeadlessScenarios
import HeadlessTestSupport
import TestSupport
import Testing

/// The steps of a screen whose list is a collection view: tap an item, scroll, scroll a
/// section sideways, expand and collapse an outline item.
@MainActor
@Suite struct CollectionStepsTests {
  /// Where the goldens of this file live: beside the scenario goldens, out of every target.
  private static let goldens = URL(fileURLWithPath: "\(#filePath)")
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Golden")

  private func session(accessibility: Bool = false) -> ScenarioSession {
    var scenario = Scenario(screen: "shelves", device: GridSize(width: 24, height: 7), steps: [])
    scenario.accessibility = accessibility
    return ScenarioSession(scenario) { _ in ShelvesScreen() }
  }

  private func item(_ item: Int, _ section: Int) -> IndexPath {
    IndexPath(item: item, section: section)
  }

  /// The message running `steps` on the screen `name` that `screen` makes fails with, or nil.
  private func failure(
    _ steps: [ScenarioStep], on name: String = "shelves",
    _ screen: @escaping @MainActor () -> any ScenarioScreen = { ShelvesScreen() }
  ) async -> String? {
    let scenario = Scenario(screen: name, device: GridSize(width: 24, height: 7), steps: [])
    do {
      _ = try await ScenarioSession(scenario) { _ in screen() }.run(steps)
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func aCollectionViewScreenIsTappedScrolledAndExpandedByItsSteps() async throws {
    let text = try await session(accessibility: true).run([
      .tap(item(1, 0)), .scrollSection(0, by: 10), .scrollSection(0, by: 1_000),
      .scrollSection(0, by: -3), .scroll(.toItem(item(0, 0))), .expand(item(0, 1)),
      .scroll(.toItem(item(4, 1))), .collapse(item(0, 1)), .scroll(.top),
      .scroll(.toItem(item(4, 0))), .resize(GridSize(width: 30, height: 7)),
    ])
    assertGolden(of: text, as: .text, in: Self.goldens)
  }

  @Test func aCollectionViewThatScrollsHorizontallyIsScrolledSidewaysByColumns() async throws {
    let screen = RackScreen()
    var scenario = Scenario(screen: "rack", device: GridSize(width: 30, height: 5), steps: [])
    scenario.accessibility = true
    let text = try await ScenarioSession(scenario) { _ in screen }.run([
      .scroll(.byColumns(12)), .scroll(.byColumns(1_000_000_000)), .scroll(.byColumns(-25)),
      .tap(item(1, 1)), .scroll(.by(3)), .scroll(.toItem(item(0, 0))),
    ])
    assertGolden(of: text, as: .text, in: Self.goldens)
    // 70 columns of content, 30 on screen: the offset went to 12, stopped at 40, went back to
    // 15, stayed for the scroll down, then came back to apple's column.
    #expect(screen.collectionView.contentOffset == CGPoint(x: 9.75, y: 0))
    let scroll: (Int) -> [ScenarioStep] = { [.scroll(.byColumns($0))] }
    for (steps, column) in [(scroll(40), 40), (scroll(41), 40), (scroll(-1), 0)] {
      let screen = RackScreen()
      _ = try await ScenarioSession(scenario) { _ in screen }.run(steps)
      #expect(
        screen.collectionView.contentOffset == CGPoint(x: 9.75 * Double(column), y: 0),
        "\(steps)")
    }
  }

  @Test func aScrollSectionStepLetsAPagingSectionComeToRestAsAFingerDoes() async throws {
    // The row's groups are 8 columns wide and a column apart, after a one-column inset: a
    // column's scroll rests on the next group (9) in a group-paging row, stays in a
    // continuous one.
    for (behavior, offset) in [
      (UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPaging, 9), (.continuous, 1),
    ] {
      let screen = ShelvesScreen(readingBehavior: behavior)
      let scenario = Scenario(screen: "shelves", device: GridSize(width: 24, height: 7), steps: [])
      _ = try await ScenarioSession(scenario) { _ in screen }.run([.scrollSection(0, by: 1)])
      #expect(screen.collectionView.orthogonalOffset(ofSection: 0) == offset, "\(behavior)")
    }
  }

  @Test func aCollectionStepAsTheFirstStepActsOnTheLaidOutCollectionView() async {
    // No frame has been drawn before the first step: the step lays the screen out first, as a
    // device has it laid out before a finger can act.
    #expect(await failure([.scrollSection(0, by: 2)]) == nil)
    #expect(await failure([.expand(item(0, 1))]) == nil)
    #expect(await failure([.tap(item(1, 0))]) == nil)
  }

  @Test func aFingerCannotReachAnItemThatIsNotOnScreenUntilAScrollShowsIt() async {
    // Seven lines: the title, its rule, Reading's header and shelf, Shelves' header, two items.
    let refusal =
      "item [1, 2] is not on screen (the collection view shows items [0, 0] to "
      + "[1, 1]); scroll to it first"
    #expect(await failure([.tap(item(2, 1))]) == "scenario: step 1: tap: " + refusal)
    #expect(await failure([.expand(item(2, 1))]) == "scenario: step 1: expand: " + refusal)
    #expect(await failure([.scroll(.toItem(item(2, 1))), .tap(item(2, 1))]) == nil)
  }

  @Test func stepsWithNothingToActOnFailNamingIt() async {
    #expect(
      await failure([.scroll(.toItem(item(2, 1))), .expand(item(2, 1))])
        == "scenario: step 2: expand: the shelves screen has no outline parent [1, 2]")
    #expect(
      await failure([.collapse(item(1, 0))])
        == "scenario: step 1: collapse: the shelves screen has no outline parent [0, 1]")
    #expect(
      await failure([.scrollSection(1, by: 2)])
        == "scenario: step 1: scrollSection: the shelves screen has no orthogonal section 1"
    )
    #expect(
      await failure([.scrollSection(7, by: 2)])
        == "scenario: step 1: scrollSection: the shelves screen has no orthogonal section 7"
    )
    #expect(
      await failure([.tap(item(0, 2))])
        == "scenario: step 1: no item at [2, 0]: the collection view has 2 sections")
    #expect(
      await failure([.tap(item(5, 0))])
        == "scenario: step 1: no item at [0, 5]: section 0 has 5 items")
    #expect(
      await failure([.expand(item(3, 1))])
        == "scenario: step 1: no item at [1, 3]: section 1 has 3 items")
    #expect(
      await failure([.scroll(.toItem(item(0, 2)))])
        == "scenario: step 1: no item at [2, 0]: the collection view has 2 sections")
    #expect(
      await failure([.swipe(item(0, 0), edge: .trailing)])
        == "scenario: step 1: swipe: the shelves screen has no trailing actions of [0, 0]")
    #expect(
      await failure([.action(item(0, 0), title: "Delete")])
        == "scenario: step 1: action: the shelves screen has no Delete on [0, 0]")
    #expect(
      await failure([.pull]) == "scenario: step 1: pull does not apply to the shelves screen")
    #expect(
      await failure([.scroll(.toRow(item(0, 0)))])
        == "scenario: step 1: scroll.toRow does not apply to the shelves screen")
    // Content no wider than the collection view does not scroll sideways: the step stays.
    #expect(await failure([.scroll(.byColumns(5))]) == nil)
  }

  @Test func aListItemIsSwipedAndItsActionTappedAsATableRowIs() async throws {
    var screen: InboxScreen?
    let scenario = Scenario(screen: "inbox", device: GridSize(width: 20, height: 6), steps: [])
    let text = try await ScenarioSession(scenario) { _ in
      let inbox = InboxScreen()
      screen = inbox
      return inbox
    }
    .run([
      .swipe(item(1, 0), edge: .trailing), .tap(item(0, 0)), .swipe(item(0, 0), edge: .leading),
      .action(item(2, 0), title: "Archive"),
    ])
    // The tap only hides the revealed actions, as on a table: nothing is selected.
    #expect(screen?.log == ["Archive (0 - 2)"])
    #expect(
      text == """
        ── 1 · swipe [0, 1] trailing ──
         ┌────────────────────┐
         │                    │
         │────────────────────│
         │  Lunch?            │
         │  Invoice │ Archive │
         │  Photos            │
         │                    │
         └────────────────────┘

        ── 2 · tap [0, 0] ──
         ┌────────────────────┐
         │                    │
         │────────────────────│
         │  Lunch?            │
         │  Invoice           │
         │  Photos            │
         │                    │
         └────────────────────┘

        ── 3 · swipe [0, 0] leading ──
         ┌────────────────────┐
         │                    │
         │────────────────────│
         │ Pin │h?            │
         │  Invoice           │
         │  Photos            │
         │                    │
         └────────────────────┘

        ── 4 · action "Archive" on [0, 2] ──
         ┌────────────────────┐
         │                    │
         │────────────────────│
         │  Lunch?            │
         │  Invoice           │
         │  Photos            │
         │                    │
         └────────────────────┘

        """)
    #expect(
      await failure([.action(item(0, 0), title: "Delete")], on: "inbox") { InboxScreen() }
        == "scenario: step 1: action: the inbox screen has no Delete on [0, 0]")
    #expect(
      await failure([.swipe(item(3, 0), edge: .leading)], on: "inbox") { InboxScreen() }
        == "scenario: step 1: no item at [0, 3]: section 0 has 3 items")
  }

  @Test func tableScreensRefuseTheCollectionViewSteps() async {
    let chores: @MainActor () -> any ScenarioScreen = { ChoresScreen() }
    #expect(
      await failure([.scrollSection(0, by: 1)], on: "chores", chores)
        == "scenario: step 1: scrollSection does not apply to the chores screen")
    #expect(
      await failure([.expand(item(0, 0))], on: "chores", chores)
        == "scenario: step 1: expand does not apply to the chores screen")
    #expect(
      await failure([.scroll(.toItem(item(0, 0)))], on: "chores", chores)
        == "scenario: step 1: scroll.toItem does not apply to the chores screen")
    #expect(
      await failure([.scroll(.byColumns(2))], on: "chores", chores)
        == "scenario: step 1: scroll.byColumns does not apply to the chores screen")
    #expect(
      await failure([.tap(IndexPath(row: 4, section: 0))], on: "chores", chores)
        == "scenario: step 1: no row at [0, 4]: section 0 has 3 rows")
  }

  /// A screen with neither a table nor a collection view.
  final class EmptyScreen: UIViewController, ScenarioScreen {
    let controller = NamesController()
    var updateFailure: (any Error)? { nil }
  }

  @Test func aScreenWithoutAListTakesNoListStepAndStillResizes() async {
    let empty: @MainActor () -> any ScenarioScreen = { EmptyScreen() }
    #expect(
      await failure([.scroll(.top)], on: "empty", empty)
        == "scenario: step 1: scroll does not apply to the empty screen")
    #expect(
      await failure([.tap(item(0, 0))], on: "empty", empty)
        == "scenario: step 1: tap does not apply to the empty screen")
    #expect(
      await failure([.expand(item(0, 0))], on: "empty", empty)
        == "scenario: step 1: expand does not apply to the empty screen")
    #expect(await failure([.resize(GridSize(width: 10, height: 2))], on: "empty", empty) == nil)
  }

  @Test func theStepsParseFromJSONWithTheirCaptions() throws {
    let scenario = try Scenario(
      parsing: """
        {"screen": "names", "steps": [
          {"scrollSection": {"section": 1, "by": 3}}, {"scrollSection": {"by": -2, "section": 0}},
          {"expand": [1, 0]}, {"collapse": [1, 2]}, {"scroll": {"toItem": [0, 4]}},
          {"scroll": {"byColumns": 12}}, {"scroll": {"byColumns": -3}}
        ]}
        """, file: "x.json", directory: URL(fileURLWithPath: "/"), registry: .testScreens)
    #expect(
      scenario.steps == [
        .scrollSection(1, by: 3), .scrollSection(0, by: -2), .expand(item(0, 1)),
        .collapse(item(2, 1)), .scroll(.toItem(item(4, 0))), .scroll(.byColumns(12)),
        .scroll(.byColumns(-3)),
      ])
    #expect(
      scenario.steps.map(\.caption) == [
        "scroll section 1 by 3", "scroll section 0 by -2", "expand [1, 0]", "collapse [1, 2]",
        "scroll to item [0, 4]", "scroll by 12 columns", "scroll by -3 columns",
      ])
  }

  @Test func malformedCollectionViewStepsAreRefusedWithWhatTheyNeed() {
    #expect(
      stepParseFailure(#"{"scrollSection": {"section": 1}}"#)
        == #"x.json: step 1: missing "scrollSection.by""#)
    #expect(
      stepParseFailure(#"{"scrollSection": {"by": 1}}"#)
        == #"x.json: step 1: missing "scrollSection.section""#)
    #expect(
      stepParseFailure(#"{"scrollSection": 3}"#)
        == #"x.json: step 1: "scrollSection" must be an object, found 3"#)
    #expect(
      stepParseFailure(#"{"scrollSection": {"section": 0, "by": 1, "animated": true}}"#)
        == #"x.json: step 1: unknown key "animated" (expected one of: section, by)"#)
    #expect(
      stepParseFailure(#"{"scrollSection": {"section": -1, "by": 1}}"#)
        == #"x.json: step 1: "scrollSection.section" must be at least 0, found -1"#)
    #expect(
      stepParseFailure(#"{"scrollSection": {"section": 0, "by": 1000000001}}"#)
        == #"x.json: step 1: "scrollSection.by" must be between -1000000000 and 1000000000, "#
        + "found 1000000001")
    #expect(
      stepParseFailure(#"{"expand": [1]}"#)
        == #"x.json: step 1: "expand" must be [section, item], found [1]"#)
    #expect(
      stepParseFailure(#"{"collapse": [0, -1]}"#)
        == #"x.json: step 1: "collapse[1]" must be at least 0, found -1"#)
    #expect(
      stepParseFailure(#"{"scroll": {"toItem": "top"}}"#)
        == #"x.json: step 1: "scroll.toItem" must be [section, item], found "top""#)
    #expect(
      stepParseFailure(#"{"scroll": {"byColumns": "3"}}"#)
        == #"x.json: step 1: "scroll.byColumns" must be an integer, found "3""#)
    #expect(
      stepParseFailure(#"{"scroll": {"byColumns": -1000000001}}"#)
        == #"x.json: step 1: "scroll.byColumns" must be between -1000000000 and 1000000000, "#
        + "found -1000000001")
    #expect(stepParseFailure(#"{"scroll": {"byColumns": -1000000000}}"#) == nil)
    #expect(stepParseFailure(#"{"scroll": {"byColumns": 1000000000}}"#) == nil)
  }

  @Test func aListItemIsDraggedAndItsEditingControlTappedAsATableRowIs() async throws {
    var screen: InboxScreen?
    let scenario = Scenario(screen: "inbox", device: GridSize(width: 20, height: 5), steps: [])
    let text = try await ScenarioSession(scenario) { _ in
      let inbox = InboxScreen()
      screen = inbox
      return inbox
    }
    .run([.edit(true), .drag(from: item(0, 0), to: item(2, 0)), .editingControl(item(1, 0))])
    #expect(screen?.messages == ["Invoice", "Photos", "Lunch?"])
    #expect(screen?.log == ["move [0, 0] [0, 2]"])
    // The delete control without a handler reveals the trailing actions, as UIKit's.
    #expect(
      text == """
        ── 1 · edit ──
         ┌────────────────────┐
         │                    │
         │────────────────────│
         │  ⊖   Lunch?     ≡  │
         │  ⊖   Invoice    ≡  │
         │  ⊖   Photos     ≡  │
         └────────────────────┘

        ── 2 · drag [0, 0] to [0, 2] ──
         ┌────────────────────┐
         │                    │
         │────────────────────│
         │  ⊖   Invoice    ≡  │
         │  ⊖   Photos     ≡  │
         │  ⊖   Lunch?     ≡  │
         └────────────────────┘

        ── 3 · editing control [0, 1] ──
         ┌────────────────────┐
         │                    │
         │────────────────────│
         │  ⊖   Invoice    ≡  │
         │  ⊖   Phot│ Archive │
         │  ⊖   Lunch?     ≡  │
         └────────────────────┘

        """)
  }

  @Test func aDragOrEditingControlWithNothingToActOnFailsNamingIt() async {
    let inbox: @MainActor () -> any ScenarioScreen = { InboxScreen() }
    #expect(
      await failure([.drag(from: item(0, 0), to: item(1, 0))], on: "inbox", inbox)
        == "scenario: step 1: drag: the inbox screen has no reorder control of [0, 0]")
    #expect(
      await failure([.editingControl(item(0, 0))], on: "inbox", inbox)
        == "scenario: step 1: editingControl: the inbox screen has no editing control of [0, 0]")
    #expect(
      await failure([.edit(true), .drag(from: item(0, 0), to: item(3, 0))], on: "inbox", inbox)
        == "scenario: step 2: drag: no place at [0, 3] to drop an item: section 0 has 3 items")
    #expect(
      await failure([.edit(true), .drag(from: item(0, 0), to: item(0, 1))], on: "inbox", inbox)
        == "scenario: step 2: drag: no place at [1, 0] to drop an item: the collection view "
        + "has 1 section")
  }
}
