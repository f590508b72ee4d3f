import Foundation
import HeadlessRender
import HeadlessScenarios
import HeadlessTestSupport
import HeadlessTesting
import ListKit

/// A names screen bound with one cell class, whose events perform and are always handled:
/// `{"add": "owl"}`, `{"clear": true}` (captioned `clear all`), and `{"rename": "owl"}`, which
/// renames name 0 and tells through an `EventOutcome` whether there was one.
@MainActor
final class PerformingScreen: UITableViewController, ListScreen, ScenarioScreen {
  let binding = ListScreenBinding(controller: NamesController(), cell: NameCell.self)

  init() {
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Names"
    tableView.layoutMargins.left = 8
    tableView.separatorInset.left = 8
    binding.tableView = tableView
  }

  nonisolated static var scenarioEvents: [ScenarioEvent<PerformingScreen>] {
    [
      .string("add", perform: { $0.controller.nameAdded($1) }),
      .flag("clear", caption: "clear all", perform: { $0.controller.sections = [] }),
      .string("rename") { screen, name in
        screen.renameFirst(to: name)
      },
    ]
  }

  private func renameFirst(to name: String) -> EventOutcome {
    guard var section = controller.sections.first, !section.items.isEmpty else {
      return .noSuchItem
    }
    section.items[0].name = name
    controller.sections = [section]
    return .handled
  }
}
