import HeadlessRender
import HeadlessScenarios
import HeadlessTestSupport
import ListKit

/// A names screen bound with one cell class, whose events perform and are always handled:
/// `{"add": "owl"}`, `{"clear": true}` (captioned `clear all`), and `{"rename": "owl"}`, which
/// renames name 0 and tells through an `EventOutcome` whether there was one.
@MainActor
final class PerformingScreen: ListScreen, ScenarioScreen {
  let binding: ListScreenBinding<NamesController>

  init() {
    binding = ListScreenBinding(
      controller: NamesController(), screenView: ScreenView(title: "Names"), cell: NameCell.self)
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
