import Foundation
import HeadlessRender
import ListKit

/// A names list bound to a screen, as the reference screens bind their controllers.
@MainActor
final class NamesScreen: ListScreen {
  let binding: ListScreenBinding<NamesController>
  private(set) var displayed: [IndexPath] = []
  private(set) var selected: [NameRow] = []

  init(title: String = "Names") {
    let screenView = ScreenView(title: title)
    screenView.tableView.register(NameCell.self)
    binding = ListScreenBinding(controller: NamesController(), screenView: screenView) {
      table, indexPath, row in
      try table.dequeueCell(NameCell.self, for: indexPath, configuredWith: row)
    }
    binding.rowWillDisplay = { [weak self] indexPath in
      self?.displayed.append(indexPath)
      return nil
    }
    binding.rowSelected = { [weak self] row in self?.selected.append(row) }
  }

  /// `count` one-line rows named `name 0`, `name 1`, ... in one untitled section.
  static func rows(_ count: Int, named name: String = "name", from first: Int = 0)
    -> [NameRow]
  {
    (first..<first + count).map { NameRow(id: $0, name: "\(name) \($0)") }
  }
}
