import HeadlessRender
import HeadlessScenarios
import HeadlessTestSupport

/// Declares `add` with a number (`{"add": 3}`), where the names screen declares it with a
/// string: one step name, two readings.
@MainActor
final class CountingScreen: ListScreen, ScenarioScreen {
  let binding = ListScreenBinding(
    controller: NamesController(), screenView: ScreenView(title: "Count")
  ) { _, _, _ in nil }

  nonisolated static var scenarioEvents: [ScenarioEvent<CountingScreen>] {
    [.integer("add") { _, _ in .handled }]
  }
}
