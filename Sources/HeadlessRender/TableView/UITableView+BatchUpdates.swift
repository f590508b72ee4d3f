import Foundation
import ListKit

extension UITableView {
  /// Groups the inserts, deletes, moves and reloads `updates` makes into one batch, checked
  /// and applied at the end of the outermost call (calls nest), then calls `completion` with
  /// whether it was applied.
  ///
  /// A batch UIKit would reject (see "UIKit's batch update rules" in ListKit's documentation) is kept as a
  /// failure with UIKit's message, which the frame that draws the table reports, and the table
  /// reloads its data instead: the crash UIKit would have becomes a failing test.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    var applied = false
    recovering {
      try tryPerformBatchUpdates { updates?() }
      applied = true
    }
    completion?(applied)
  }

  /// Inserts `sections` (new indexes): a batch of its own, or part of the enclosing one. The
  /// animation is kept, not drawn.
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    recovering { try tryInsertSections(Array(sections)) }
  }

  /// Deletes `sections` (old indexes).
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    recovering { try tryDeleteSections(Array(sections)) }
  }

  /// Reloads `sections` (old indexes): their rows get new cells.
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    recovering { try tryReloadSections(Array(sections)) }
  }

  /// Moves a section from an old index to a new index.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    recovering { try tryMoveSection(section, toSection: newSection) }
  }

  /// Inserts rows (new index paths).
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    recovering { try tryInsertRows(at: indexPaths) }
  }

  /// Deletes rows (old index paths).
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    recovering { try tryDeleteRows(at: indexPaths) }
  }

  /// Reloads rows (old index paths): each gets a new cell (a delete plus an insert).
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    recovering { try tryReloadRows(at: indexPaths) }
  }

  /// Moves a row from an old index path to a new one; its cell goes with it.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    recovering { try tryMoveRow(at: indexPath, to: newIndexPath) }
  }

  /// Runs configuration again on the visible cells of the rows at `indexPaths`: the data
  /// source's `cellForRowAt` gets the existing cell back from
  /// `dequeueReusableCell(withIdentifier:for:)`, without `prepareForReuse()`, and must return
  /// it, as in UIKit. Rows off screen only forget their measured height.
  public func reconfigureRows(at indexPaths: [IndexPath]) {
    recovering { try tryReconfigureRows(at: indexPaths) }
  }

  /// A cell for `identifier` to show at `indexPath`: the last one returned to the pool (after
  /// `prepareForReuse()`), else a new one of the registered class; while the table
  /// reconfigures that row, its existing cell, untouched.
  ///
  /// What UIKit raises an exception for (an identifier nobody registered, a second dequeue
  /// for one row, a reconfigure that dequeues another identifier) is kept as a failure with
  /// UIKit's message, which the frame that draws the table reports; the call then returns a
  /// plain cell so that the app's code runs on. A cast of that cell to the app's class
  /// (`as! ContactCell`) stops the test, as the app would have stopped; the message is
  /// printed first.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    do {
      let cell = try tryDequeueReusableCell(withIdentifier: identifier, for: indexPath)
      // A dequeued cell gets a configuration update before it is measured and drawn.
      cell.setNeedsUpdateConfiguration()
      return cell
    } catch {
      recordFailure(error)
      if case .unregisteredIdentifier = error.reason {
        FileHandle.standardError.write(Data("HeadlessTable: \(error)\n".utf8))
      }
      return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
  }
}
