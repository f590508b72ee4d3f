import TestSupport
import UIKitBatchRules

@testable import ListKit

extension Array where Element == TestSection {
  var rowCounts: [Int] { map(\.items.count) }
  var identities: [[Int]] { map { $0.items.map(\.id) } }
}

/// Replays `changeset` on `old` and checks every stage against UIKit's rules; returns the
/// first problem, or nil when every stage is accepted and the result equals the new sections.
func problemReplaying(
  _ changeset: Changeset<String, TestItem>, on old: [TestSection], to new: [TestSection]
) -> String? {
  var current = old
  let oldIDs = Set(old.flatMap { $0.items.map(\.id) })
  let newIDs = Set(new.flatMap { $0.items.map(\.id) })
  for (number, stage) in changeset.stages.enumerated() {
    let batch = stage.batch
    let deleted =
      batch.deletedRows.compactMap { current.item(at: $0)?.id }
      + batch.deletedSections.flatMap { current[$0].items.map(\.id) }
    let inserted =
      batch.insertedRows.compactMap { stage.sections.item(at: $0)?.id }
      + batch.insertedSections.flatMap { stage.sections[$0].items.map(\.id) }
    if !newIDs.isDisjoint(with: deleted) || !oldIDs.isDisjoint(with: inserted) {
      return "stage \(number + 1) deletes or inserts a surviving row\n\(changeset)"
    }
    do {
      // The table view's own rules: a rejected batch or one that reloads the table fails.
      current = try BatchReplay.apply(stage.batch, to: current, after: stage.sections)
    } catch {
      return "stage \(number + 1) rejected: \(error)\n\(changeset)"
    }
    let isLast = number == changeset.stages.count - 1
    if isLast ? current.identities != stage.sections.identities : current != stage.sections {
      return "stage \(number + 1) replays to \(current), not \(stage.sections)\n\(changeset)"
    }
  }
  do {
    let result = try changeset.replay(on: old)
    return result == new ? nil : "replay gives \(result), not \(new)\n\(changeset)"
  } catch {
    return "replay fails: \(error)\n\(changeset)"
  }
}

/// The length of a longest increasing subsequence, by the quadratic textbook method: an
/// independent check of the patience-sorting one.
func longestIncreasingLength(_ values: [Int]) -> Int {
  var lengths = Array(repeating: 1, count: values.count)
  for index in values.indices {
    for earlier in 0..<index where values[earlier] < values[index] {
      lengths[index] = max(lengths[index], lengths[earlier] + 1)
    }
  }
  return lengths.max() ?? 0
}
