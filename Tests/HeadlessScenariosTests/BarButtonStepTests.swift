import Foundation
import HeadlessGoldens
import HeadlessRender
import HeadlessScenarios
import HeadlessTestSupport
import Testing

/// The `barButton` step: a bar button item of the navigation bar or the toolbar tapped as a
/// finger taps it, found by its title, its system item or its accessibility label.
@MainActor
@Suite struct BarButtonStepTests {
  /// Where the goldens of this file live: beside the scenario goldens, out of every target.
  private static let goldens = URL(fileURLWithPath: "\(#filePath)")
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Golden")

  private func session(
    accessibility: Bool = false,
    screen: @escaping @MainActor () -> any ScenarioScreen = {
      MailboxScreen()
    }
  ) -> ScenarioSession {
    var scenario = Scenario(screen: "mailbox", device: GridSize(width: 24, height: 10), steps: [])
    scenario.accessibility = accessibility
    return ScenarioSession(scenario) { _ in screen() }
  }

  private func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

  private func failure(_ steps: [ScenarioStep], on session: ScenarioSession) async -> String? {
    do {
      _ = try await session.run(steps)
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func aMailboxIsEditedSelectedAndEmptiedFromItsBars() async throws {
    let text = try await session(accessibility: true).run([
      .barButton("Edit"), .tap(row(0)), .tap(row(2)), .barButton("Delete (2)"),
      .barButton("Done"),
    ])
    assertGolden(of: text, as: .text, in: Self.goldens)
  }

  @Test func anItemIsFoundByItsTitleItsSystemItemOrItsLabel() async throws {
    let mailbox = MailboxScreen()
    let session = session { mailbox }
    _ = try await session.run([
      .barButton("Compose"), .barButton("compose"), .barButton("New message"),
    ])
    #expect(mailbox.composed == 3)
    _ = try await session.run([.barButton("Edit")])
    #expect(mailbox.isEditing)
    #expect(mailbox.editButtonItem.title == "Done")
    #expect(mailbox.editButtonItem.style == .done)
    _ = try await session.run([.barButton("Done")])
    #expect(!mailbox.isEditing)
    #expect(mailbox.editButtonItem.style == .plain)
  }

  @Test func aDisabledItemIsFoundAndItsTapDoesNothing() async throws {
    let mailbox = MailboxScreen()
    let session = session { mailbox }
    _ = try await session.run([.barButton("Edit")])
    #expect(!mailbox.toolbarItems![1].isEnabled)
    let frame = try await session.run(.barButton("Delete"))
    #expect(frame.hasPrefix("── 2 · bar button \"Delete\" ──\n"), "nothing changed")
    #expect(mailbox.tableView.numberOfRows(inSection: 0) == 3)
  }

  @Test func aStepNamingNoItemListsWhatTheBarsShow() async {
    #expect(
      await failure([.barButton("Archive")], on: session())
        == #"scenario: step 1: no bar button "Archive": the bars show "Compose", "Edit""#)
    #expect(
      await failure([.barButton("Edit"), .barButton("Archive")], on: session())
        == #"scenario: step 2: no bar button "Archive": the bars show "Compose", "Done", "Delete""#
    )
    #expect(
      await failure([.barButton("Edit")], on: session { ScreenWithoutBars() })
        == #"scenario: step 1: no bar button "Edit": the bars show no buttons"#)
  }

  @Test func aTargetActionItemFailsSayingToGiveItAnAction() async {
    let screen = ScreenWithoutBars()
    screen.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Save", style: .done, target: nil, action: Selector("save:"))
    #expect(
      await failure([.barButton("Save")], on: session { screen })
        == "scenario: step 1: bar button \"Save\" only sends an Objective-C action, which a "
        + "headless tap cannot call: give it a UIAction (primaryAction)")
  }

  @Test func theStepParsesFromJSONAndNeedsATitle() throws {
    let scenario = try stepScenario(#"{"barButton": "Delete (3)"}"#)
    #expect(scenario.steps == [.barButton("Delete (3)")])
    #expect(scenario.steps.map(\.caption) == [#"bar button "Delete (3)""#])
    #expect(
      stepParseFailure(#"{"barButton": ""}"#)
        == #"x.json: step 1: "barButton" must be a bar button's title, found """#)
    #expect(
      stepParseFailure(#"{"barButton": 3}"#)
        == #"x.json: step 1: "barButton" must be a string, found 3"#)
  }
}

/// A table view controller with no bar button items.
@MainActor
private final class ScreenWithoutBars: UITableViewController, ScenarioScreen {
  let controller = NamesController()
  var updateFailure: (any Error)? { nil }

  nonisolated static var scenarioEvents: [ScenarioEvent<ScreenWithoutBars>] { [] }
}
