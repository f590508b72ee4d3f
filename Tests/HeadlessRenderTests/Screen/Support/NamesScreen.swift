import Foundation
import HeadlessRender
import ListKit

/// A names list bound to a screen, as the reference screens bind their controllers; as a
/// scenario screen it takes `{"load": true}`, `{"add": "owl"}` and `{"remove": 3}`.
@MainActor
final class NamesScreen: ListScreen, ScenarioScreen {
  let binding: ListScreenBinding<NamesController>
  private(set) var displayed: [IndexPath] = []
  private(set) var selected: [NameRow] = []

  init(title: String = "Names", server: ScriptedServer? = nil) {
    let screenView = ScreenView(title: title)
    screenView.tableView.register(NameCell.self)
    binding = ListScreenBinding(
      controller: NamesController(server: server), screenView: screenView
    ) { table, indexPath, row in
      try table.dequeueCell(NameCell.self, for: indexPath, configuredWith: row)
    }
    binding.rowWillDisplay = { [weak self] indexPath in
      self?.displayed.append(indexPath)
      return nil
    }
    binding.rowSelected = { [weak self] row in self?.selected.append(row) }
  }

  /// `{"remove": 3}`, captioned `remove name 3`.
  nonisolated static let remove = ScenarioEvent<NamesScreen>.integer(
    "remove", caption: { "remove name \($0)" },
    handle: { screen, id in screen.controller.nameRemoved(id: id) ? .handled : .noSuchItem })

  nonisolated static var scenarioEvents: [ScenarioEvent<NamesScreen>] {
    [
      .flag("load") { screen in
        screen.controller.loadRequested()
        return .handled
      },
      .string("add") { screen, name in
        screen.controller.nameAdded(name)
        return .handled
      },
      remove,
    ]
  }

  /// `count` one-line rows named `name 0`, `name 1`, ... in one untitled section.
  static func rows(_ count: Int, named name: String = "name", from first: Int = 0)
    -> [NameRow]
  {
    (first..<first + count).map { NameRow(id: $0, name: "\(name) \($0)") }
  }
}
