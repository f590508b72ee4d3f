import Foundation
import HeadlessRender
import ListKit

/// A names list bound to a screen, as the reference screens bind their controllers.
@MainActor
package final class NamesScreen: ListScreen {
  package let binding: ListScreenBinding<NamesController>
  package private(set) var displayed: [IndexPath] = []
  package private(set) var selected: [NameRow] = []

  package init(title: String = "Names", loadNames: NamesController.LoadNames? = nil) {
    let screenView = ScreenView(title: title)
    screenView.tableView.register(NameCell.self)
    binding = ListScreenBinding(
      controller: NamesController(loadNames: loadNames), screenView: screenView
    ) { table, indexPath, row in
      table.dequeueCell(NameCell.self, for: indexPath, configuredWith: row)
    }
    binding.rowWillDisplay = { [weak self] indexPath in
      self?.displayed.append(indexPath)
      return nil
    }
    binding.rowSelected = { [weak self] row in self?.selected.append(row) }
  }

  /// `count` one-line rows named `name 0`, `name 1`, ... in one untitled section.
  package static func rows(_ count: Int, named name: String = "name", from first: Int = 0)
    -> [NameRow]
  {
    (first..<first + count).map { NameRow(id: $0, name: "\(name) \($0)") }
  }
}
