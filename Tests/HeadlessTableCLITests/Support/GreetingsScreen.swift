import Foundation
import HeadlessRender
import HeadlessScenarios
import HeadlessTesting
import ListKit

/// A team's own screen for the tool tests: `{"greet": "owl"}` adds a row `hello owl`.
@MainActor
final class GreetingsScreen: UITableViewController, ListScreen, ScenarioScreen {
  /// Holds the greetings; no requests.
  final class Controller: ListScreenController {
    var sections: [ListSection<Int, GreetingCell.Model>] = [] {
      didSet { observer?.listDidChange() }
    }
    let footer = ListFooter.none
    weak var observer: (any ListObserver)?
  }

  let binding = ListScreenBinding(controller: Controller(), cell: GreetingCell.self)

  init() {
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Greetings"
    tableView.layoutMargins.left = 8
    tableView.separatorInset.left = 8
    binding.tableView = tableView
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
