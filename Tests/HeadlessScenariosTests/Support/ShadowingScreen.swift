import HeadlessRender
import HeadlessScenarios
import HeadlessTestSupport

/// Declares `scroll` and `request`, which a scenario file cannot reach, and `jump`.
@MainActor
final class ShadowingScreen: ListScreen, ScenarioScreen {
  let binding = ListScreenBinding(
    controller: NamesController(), screenView: ScreenView(title: "Shadow")
  ) { _, _, _ in UITableViewCell() }

  nonisolated static var scenarioEvents: [ScenarioEvent<ShadowingScreen>] {
    [
      .flag("scroll") { _ in .handled },
      .integer("request") { _, _ in .handled },
      .flag("jump") { _ in .handled },
    ]
  }
}
