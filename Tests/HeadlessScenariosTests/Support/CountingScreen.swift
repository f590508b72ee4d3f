import Foundation
import HeadlessRender
import HeadlessScenarios
import HeadlessTestSupport
import HeadlessTesting

/// Declares `add` with a number (`{"add": 3}`), where the names screen declares it with a
/// string: one step name, two readings.
@MainActor
final class CountingScreen: UITableViewController, ListScreen, ScenarioScreen {
  let binding = ListScreenBinding(controller: NamesController(), cell: NameCell.self)

  init() {
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Count"
    binding.tableView = tableView
  }

  nonisolated static var scenarioEvents: [ScenarioEvent<CountingScreen>] {
    [.integer("add") { _, _ in .handled }]
  }
}
