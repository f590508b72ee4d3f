import Foundation
import HeadlessRender
import ListKit
import UIKitBatchRules

/// Stands between a store and its table: checks every batch with UIKit's rules
/// (`BatchUpdateValidator`) against the table's counts before and after it, then lets the
/// table apply it, and counts full reloads.
@MainActor
final class BatchCheckingView: BatchUpdatingView {
  let table: UITableView
  private(set) var batchCount = 0
  private(set) var reloadCount = 0
  private(set) var problems: [String] = []

  init(_ table: UITableView) {
    self.table = table
  }

  func performBatchUpdate(_ update: BatchUpdate, updatingData updateData: () -> Void) throws {
    batchCount += 1
    let oldCounts = counts()
    do {
      try table.performBatchUpdate(update, updatingData: updateData)
    } catch {
      problems.append("the table refused \(update): \(error)")
      throw error
    }
    let newCounts = counts()
    do {
      let plan = try BatchUpdateValidator.plan(update, oldCounts: oldCounts, newCounts: newCounts)
      if plan.requiresFullReload { problems.append("\(update) needs a full reload") }
    } catch {
      problems.append("UIKit refuses \(update): \(error)")
    }
  }

  func reconfigureRows(at indexPaths: [IndexPath]) throws {
    try table.tryReconfigureRows(at: indexPaths)
  }

  func reconfigureSectionHeaders(at sections: [Int]) throws {
    try table.reconfigureSectionHeaders(at: sections)
  }

  func reloadData() {
    reloadCount += 1
    table.reloadData()
  }

  private func counts() -> [Int] {
    (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
  }
}
