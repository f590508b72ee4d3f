import Foundation
import TestSupport
import UIKitBatchRules

@testable import ListKit

/// A table view reduced to what a store drives: it caches what it shows, validates each
/// batch with UIKit's rules against the data source's new answer, and replays it.
@MainActor
final class FakeTableView: BatchUpdatingView {
  enum Call: Equatable {
    case batch(BatchUpdate)
    case reconfigureRows([IndexPath])
    case reconfigureHeaders([Int])
    case reloadData
  }

  struct Rejected: Error {
    var message: String
  }

  /// The data source: what the store currently holds.
  var dataSource: () -> [TestSection] = { [] }
  /// What the screen shows: the cached rows, replayed batch after batch.
  private(set) var shown: [TestSection] = []
  private(set) var calls: [Call] = []
  /// Rejects every batch, as a view whose validation fails would.
  var rejectsBatches = false
  /// Runs inside the next batch, after the data changed: where re-entrant updates come from.
  var duringNextBatch: (() -> Void)?

  func performBatchUpdate(_ update: BatchUpdate, updatingData updateData: () -> Void) throws {
    calls.append(.batch(update))
    let before = shown
    updateData()
    let after = dataSource()
    if let hook = duringNextBatch {
      duringNextBatch = nil
      hook()
    }
    if rejectsBatches { throw Rejected(message: "rejected") }
    // UIKit's rules, as the table view runs them, then the rows moved as UIKit moves them.
    shown = try BatchReplay.apply(update, to: before, after: after)
    guard shown.identities == after.identities else {
      throw Rejected(message: "shows \(shown.identities), data is \(after.identities)")
    }
  }

  func reconfigureRows(at indexPaths: [IndexPath]) throws {
    calls.append(.reconfigureRows(indexPaths))
    let data = dataSource()
    for path in indexPaths {
      guard let item = data.item(at: path) else { throw Rejected(message: "no row \(path)") }
      shown[path.section].items[path.row] = item
    }
  }

  func reconfigureSectionHeaders(at sections: [Int]) throws {
    calls.append(.reconfigureHeaders(sections))
    let data = dataSource()
    for index in sections { shown[index].title = data[index].title }
  }

  func reloadData() {
    calls.append(.reloadData)
    shown = dataSource()
  }
}
