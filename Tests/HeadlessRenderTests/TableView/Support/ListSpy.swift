import Foundation
import HeadlessTestSupport
import HeadlessTesting
import ListKit

@testable import HeadlessRender

/// Data source and delegate of sections of titles shown in standard cells (`textLabel` at the
/// 2-column margin), logging every selection, editing and swipe call, with answers a test
/// sets.
@MainActor
final class ListSpy: NSObject, UITableViewDataSource, UITableViewDelegate {
  var sections: [[String]]
  private(set) var log: [String] = []
  /// Rows whose `canEditRowAt` is false.
  var uneditableRows: Set<IndexPath> = []
  /// Rows whose `canMoveRowAt` is true.
  var movableRows: Set<IndexPath> = []
  var editingStyles: [IndexPath: UITableViewCell.EditingStyle] = [:]
  var accessories: [IndexPath: UITableViewCell.AccessoryType] = [:]
  var selectionStyles: [IndexPath: UITableViewCell.SelectionStyle] = [:]
  var highlightsRows = true
  /// What `willSelectRowAt` and `willDeselectRowAt` answer for a row; the row itself when absent.
  var willSelectAnswers: [IndexPath: IndexPath?] = [:]
  var willDeselectAnswers: [IndexPath: IndexPath?] = [:]
  var moveTargets: [IndexPath: IndexPath] = [:]
  var trailingActions: [String] = []
  var leadingActions: [String] = []
  var performsFirstActionWithFullSwipe = true
  /// Whether an action's handler calls its completion.
  var completesActions = true

  init(_ sections: [[String]]) {
    self.sections = sections
  }

  func clearLog() { log = [] }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = sections[indexPath.section][indexPath.row]
    cell.accessoryType = accessories[indexPath] ?? .none
    cell.selectionStyle = selectionStyles[indexPath] ?? .default
    return cell
  }

  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    !uneditableRows.contains(indexPath)
  }

  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    movableRows.contains(indexPath)
  }

  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    log.append("commit \(editingStyle) \(indexPath)")
  }

  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    log.append("moveRow \(sourceIndexPath) to \(destinationIndexPath)")
    let title = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
    sections[destinationIndexPath.section].insert(title, at: destinationIndexPath.row)
  }

  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    log.append("shouldHighlight \(indexPath)")
    return highlightsRows
  }

  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    log.append("didHighlight \(indexPath)")
  }

  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    log.append("didUnhighlight \(indexPath)")
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    log.append("willSelect \(indexPath)")
    return willSelectAnswers[indexPath] ?? indexPath
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.append("didSelect \(indexPath)")
  }

  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    log.append("willDeselect \(indexPath)")
    return willDeselectAnswers[indexPath] ?? indexPath
  }

  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    log.append("didDeselect \(indexPath)")
  }

  func tableView(
    _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
  ) -> UITableViewCell.EditingStyle {
    editingStyles[indexPath] ?? .delete
  }

  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    log.append("target \(sourceIndexPath) to \(proposedDestinationIndexPath)")
    return moveTargets[proposedDestinationIndexPath] ?? proposedDestinationIndexPath
  }

  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    configuration(of: trailingActions, at: indexPath)
  }

  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    configuration(of: leadingActions, at: indexPath)
  }

  private func configuration(of titles: [String], at indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  {
    guard !titles.isEmpty else { return nil }
    let actions = titles.map { title in
      UIContextualAction(style: title == "Delete" ? .destructive : .normal, title: title) {
        [weak self] action, _, completion in
        guard let self else { return }
        self.log.append("\(action.title ?? "") \(indexPath)")
        if self.completesActions { completion(true) }
      }
    }
    let configuration = UISwipeActionsConfiguration(actions: actions)
    configuration.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
    return configuration
  }
}

/// A table of `width` x `height` lines of one-line rows without separators, wired to `spy`,
/// with `UITableViewCell` registered as "Cell".
@MainActor
func makeList(_ spy: ListSpy, width: Int = 20, height: Int = 3) -> UITableView {
  let table = UITableView(gridFrame: GridRect(x: 0, y: 0, width: width, height: height))
  table.separatorStyle = .none
  table.rowHeight = 22
  table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
  table.dataSource = spy
  table.delegate = spy
  return table
}

/// The table drawn in a device of its size.
@MainActor
func frame(of table: UITableView) throws -> [String] {
  try DeviceFrame(size: table.gridFrame.size).render(table)
}
