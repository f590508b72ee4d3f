import HeadlessRender
import HeadlessScenarios
import HeadlessTestSupport

/// A scenario screen that declares no events: it only scrolls, taps and resizes.
@MainActor
final class QuietScreen: ListScreen, ScenarioScreen {
  let binding: ListScreenBinding<NamesController>

  init() {
    let screenView = ScreenView(title: "Quiet")
    screenView.tableView.register(NameCell.self)
    binding = ListScreenBinding(controller: NamesController(), screenView: screenView) {
      table, indexPath, row in
      table.dequeueCell(NameCell.self, for: indexPath, configuredWith: row)
    }
  }
}
