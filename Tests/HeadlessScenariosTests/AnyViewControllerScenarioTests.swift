import Foundation
import HeadlessRender
import HeadlessScenarios
import Testing

/// A plain table view controller, no ListKit controller, whose rows swipe to delete.
@MainActor
private final class PlainRowsScreen: StringRowsScreen {
  private(set) var tapped: [String] = []

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tapped.append(rows[indexPath.row])
  }

  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let delete = UIContextualAction(style: .destructive, title: "Delete") {
      [weak self] _, _, completion in
      self?.rows.remove(at: indexPath.row)
      self?.tableView.deleteRows(at: [indexPath], with: .automatic)
      completion(true)
    }
    return UISwipeActionsConfiguration(actions: [delete])
  }
}

/// A scenario drives any view controller with the built-in steps; events stay for screens that
/// declare them.
@MainActor
@Suite struct AnyViewControllerScenarioTests {
  private let registry = ScenarioRegistry().registering("plain") { _ in
    PlainRowsScreen(rows: ["owl", "wren", "kite"])
  }

  @Test func aPlainViewControllerIsRegisteredWithTheBuiltInStepsOnly() {
    #expect(registry.screenNames == ["plain"])
    #expect(
      registry.stepNames == [
        "scroll", "tap", "swipe", "action", "pull", "edit", "editingControl", "drag", "index",
        "scrollSection", "expand", "collapse", "barButton", "button", "resize", "respond", "fail",
      ])
  }

  @Test func theBuiltInStepsDriveIt() async throws {
    let scenario = Scenario(screen: "plain", device: GridSize(width: 12, height: 6), steps: [])
    let session = try ScenarioSession(scenario, registry: registry)
    let text = try await session.run([
      .tap(IndexPath(row: 1, section: 0)),
      .action(IndexPath(row: 0, section: 0), title: "Delete"),
    ])
    #expect((session.screen as? PlainRowsScreen)?.tapped == ["wren"])
    #expect(
      text == """
        ── 1 · tap [0, 1] ──
         ┌────────────┐
         │            │
         │────────────│
         │  owl       │
         │  ──────────│
         │▌ wren      │
         │  ──────────│
         └────────────┘

        ── 2 · action "Delete" on [0, 0] ──  1 row deleted
         ┌────────────┐
         │            │
         │────────────│
         │▌ wren      │
         │  ──────────│
         │  kite      │
         │  ──────────│
         └────────────┘

        """)
  }

  @Test func anEventOnAScreenThatDeclaresNoneDoesNotApply() async throws {
    let scenario = Scenario(screen: "plain", device: GridSize(width: 12, height: 4), steps: [])
    let session = try ScenarioSession(scenario, registry: registry)
    await #expect(throws: ScenarioError.self) {
      try await session.run([.event(ScreenEvent("add", .string("owl")))])
    }
    do {
      _ = try await session.run([.event(ScreenEvent("add", .string("owl")))])
    } catch {
      #expect("\(error)".hasSuffix("add does not apply to the plain screen"))
    }
  }
}
