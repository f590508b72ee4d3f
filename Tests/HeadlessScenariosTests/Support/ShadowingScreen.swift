import Foundation
import HeadlessRender
import HeadlessScenarios
import HeadlessTestSupport
import HeadlessTesting

/// Declares `scroll` and `request`, which a scenario file cannot reach, and `jump`.
@MainActor
final class ShadowingScreen: UITableViewController, ListScreen, ScenarioScreen {
  let binding = ListScreenBinding(controller: NamesController(), cell: NameCell.self)

  init() {
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Shadow"
    tableView.layoutMargins.left = 8
    tableView.separatorInset.left = 8
    binding.tableView = tableView
  }

  nonisolated static var scenarioEvents: [ScenarioEvent<ShadowingScreen>] {
    [
      .flag("scroll") { _ in .handled },
      .integer("request") { _, _ in .handled },
      .flag("jump") { _ in .handled },
    ]
  }
}
