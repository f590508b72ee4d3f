import HeadlessRender
import HeadlessScenarios
import ListKit

/// A team's own screen for the tool tests: `{"greet": "owl"}` adds a row `hello owl`.
@MainActor
final class GreetingsScreen: ListScreen, ScenarioScreen {
  /// Holds the greetings; no requests.
  final class Controller: ListScreenController {
    var sections: [ListSection<Int, GreetingCell.Model>] = [] {
      didSet { observer?.listDidChange() }
    }
    let footer = ListFooter.none
    weak var observer: (any ListObserver)?
  }

  let binding: ListScreenBinding<Controller>

  init() {
    let screenView = ScreenView(title: "Greetings")
    screenView.tableView.register(GreetingCell.self)
    binding = ListScreenBinding(controller: Controller(), screenView: screenView) {
      table, indexPath, row in
      table.dequeueCell(GreetingCell.self, for: indexPath, configuredWith: row)
    }
  }

  nonisolated static var scenarioEvents: [ScenarioEvent<GreetingsScreen>] {
    [
      .string("greet") { screen, name in
        let rows = screen.controller.sections.first?.items ?? []
        let row = GreetingCell.Model(id: rows.count, text: "hello \(name)")
        screen.controller.sections = [ListSection(id: 0, items: rows + [row])]
        return .handled
      }
    ]
  }
}
