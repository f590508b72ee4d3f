import Foundation
import ListKit
import UIKitBatchRules

extension BatchUpdatePlan {
  /// What happened to each row that the batch touched, in new coordinates.
  ///
  /// - Complexity: O(c log c) for c changed rows, plus the rows of changed sections.
  func marks() -> [IndexPath: ListUpdateKind] {
    var marks: [IndexPath: ListUpdateKind] = [:]
    func markSection(_ section: Int, as kind: ListUpdateKind) {
      guard newCounts.indices.contains(section) else { return }
      for row in 0..<newCounts[section] { marks[IndexPath(row: row, section: section)] = kind }
    }
    for section in insertedSections { markSection(section, as: .inserted) }
    for section in reloadedSections {
      if let new = newSection(forOld: section) { markSection(new, as: .reloaded) }
    }
    for (_, destination) in sectionMoves { markSection(destination, as: .moved) }
    for path in insertedRows { marks[path] = .inserted }
    for move in rowMoves { marks[move.to] = .moved }
    for case let new? in positions(forOldUnmoved: reloadedRows) { marks[new] = .reloaded }
    return marks
  }

  /// This batch's ``marks()`` together with `earlier` marks (in the coordinates before the
  /// batch), each moved along with its row: a deleted row, or one in a deleted or reloaded
  /// section, loses its mark; a row with two marks keeps the stronger.
  ///
  /// - Complexity: O(c log c + e log c) for c changed rows and e earlier marks.
  func marks(carrying earlier: [IndexPath: ListUpdateKind]) -> [IndexPath: ListUpdateKind] {
    var marks = marks()
    for (indexPath, kind) in earlier {
      guard let destination = carriedPosition(forOld: indexPath) else { continue }
      marks[destination] = marks[destination].map { $0.combined(with: kind) } ?? kind
    }
    return marks
  }

  /// Where the row at old `indexPath` is after the batch, reloaded rows included: nil when
  /// the row is deleted, or its section is deleted or reloaded (all its rows are new).
  private func carriedPosition(forOld indexPath: IndexPath) -> IndexPath? {
    guard !deletedRows.sortedContains(indexPath), !reloadedSections.contains(indexPath.section)
    else { return nil }
    return position(forOld: indexPath)
  }
}

extension BatchUpdatePlan {
  /// What happened to each section the batch touched, in new indexes, together with `earlier`
  /// section marks (in the indexes before the batch) moved along with their sections: a
  /// deleted or reloaded section loses its earlier mark; a section with two marks keeps the
  /// stronger. A renderer shows them on the sections' header lines.
  ///
  /// - Complexity: O(s) for s sections touched and marked.
  func sectionMarks(carrying earlier: [Int: ListUpdateKind]) -> [Int: ListUpdateKind] {
    var marks: [Int: ListUpdateKind] = [:]
    for section in insertedSections { marks[section] = .inserted }
    for section in reloadedSections {
      if let new = newSection(forOld: section) { marks[new] = .reloaded }
    }
    for (_, destination) in sectionMoves { marks[destination] = .moved }
    for (section, kind) in earlier where !reloadedSections.contains(section) {
      guard let destination = newSection(forOld: section) else { continue }
      marks[destination] = marks[destination].map { $0.combined(with: kind) } ?? kind
    }
    return marks
  }
}

extension BatchUpdatePlan {
  /// `indexPaths` (old positions) split by the batch: where the survivors are now, in order,
  /// and the old positions of those it removed or reloaded. What a view does with its
  /// prefetch hints.
  func carry(_ indexPaths: [IndexPath]) -> (surviving: [IndexPath], removed: [IndexPath]) {
    var surviving: [IndexPath] = []
    var removed: [IndexPath] = []
    for indexPath in indexPaths {
      if let destination = survivingPosition(forOld: indexPath) {
        surviving.append(destination)
      } else {
        removed.append(indexPath)
      }
    }
    return (surviving, removed)
  }

  /// `values` keyed by old positions, split by the batch: the survivors keyed by where they are
  /// now, and those it removed or reloaded with their old positions, in index-path order. What
  /// a view does with its cells and measured heights.
  func carry<Value>(_ values: [IndexPath: Value]) -> (
    surviving: [IndexPath: Value], removed: [(IndexPath, Value)]
  ) {
    var surviving: [IndexPath: Value] = [:]
    var removed: [(IndexPath, Value)] = []
    for (indexPath, value) in values.sorted(by: { $0.key < $1.key }) {
      if let destination = survivingPosition(forOld: indexPath) {
        surviving[destination] = value
      } else {
        removed.append((indexPath, value))
      }
    }
    return (surviving, removed)
  }
}
