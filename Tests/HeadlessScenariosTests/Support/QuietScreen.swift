import Foundation
import HeadlessRender
import HeadlessScenarios
import HeadlessTestSupport
import HeadlessTesting

/// A scenario screen that declares no events: it only scrolls, taps and resizes.
@MainActor
final class QuietScreen: UITableViewController, ListScreen, ScenarioScreen {
  let binding = ListScreenBinding(controller: NamesController(), cell: NameCell.self)

  init() {
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Quiet"
    tableView.layoutMargins.left = 8
    tableView.separatorInset.left = 8
    binding.tableView = tableView
  }
}
