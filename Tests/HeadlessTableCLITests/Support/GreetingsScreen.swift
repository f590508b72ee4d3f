import HeadlessRender
import HeadlessScenarios
import ListKit

/// A team's own screen for the tool tests: `{"greet": "owl"}` adds a row `hello owl`.
@MainActor
final class GreetingsScreen: ListScreen, ScenarioScreen {
  /// Holds the greetings; no requests.
  final class Controller: ListScreenController {
    var sections: [Section<Int, GreetingCell.Model>] = [] {
      didSet { view?.listScreenDidChange() }
    }
    let footer = ListFooter.none
    weak var view: (any ListScreenView)?
  }

  let binding: ListScreenBinding<Controller>

  init() {
    let screenView = ScreenView(title: "Greetings")
    screenView.tableView.register(GreetingCell.self)
    binding = ListScreenBinding(controller: Controller(), screenView: screenView) {
      table, indexPath, row in
      try table.dequeueCell(GreetingCell.self, for: indexPath, configuredWith: row)
    }
  }

  nonisolated static var scenarioEvents: [ScenarioEvent<GreetingsScreen>] {
    [
      .string("greet") { screen, name in
        let rows = screen.controller.sections.first?.items ?? []
        let row = GreetingCell.Model(id: rows.count, text: "hello \(name)")
        screen.controller.sections = [Section(id: 0, items: rows + [row])]
        return .handled
      }
    ]
  }
}
