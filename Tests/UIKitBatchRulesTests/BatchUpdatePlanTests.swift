import Foundation
import ListKit
import TestSupport
import Testing
import UIKitBatchRules

@testable import ListKit

/// Replays random edits: a batch built in UIKit's coordinates from a known before and after
/// must pass validation, and the plan must send every surviving row to where it really went.
@Suite struct BatchUpdatePlanTests {
  private enum Fate { case stays, deleted, moved, reloaded }

  /// One random edit of three sections of ids, and the batch that describes it.
  private struct Edit {
    var old: [[Int]] = []
    var new: [[Int]] = []
    var update = BatchUpdate()
    var fates: [Int: Fate] = [:]

    init(using generator: inout SeededGenerator) {
      var nextID = 0
      for _ in 0..<3 {
        let count = Int.random(in: 0...6, using: &generator)
        old.append(
          (0..<count).map { _ in
            nextID += 1
            return nextID
          })
      }
      var movers: [Int] = []
      new = old.map { _ in [] }
      for (section, ids) in old.enumerated() {
        for (row, id) in ids.enumerated() {
          let fate =
            [Fate.stays, .stays, .deleted, .moved, .reloaded].randomElement(
              using: &generator) ?? .stays
          fates[id] = fate
          let path = IndexPath(row: row, section: section)
          switch fate {
          case .stays: new[section].append(id)
          case .reloaded:
            new[section].append(id)
            update.reloadedRows.append(path)
          case .deleted: update.deletedRows.append(path)
          case .moved: movers.append(id)
          }
        }
      }
      let inserted = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
        nextID += 1
        return nextID
      }
      for id in movers + inserted {
        let section = Int.random(in: 0..<3, using: &generator)
        new[section].insert(id, at: Int.random(in: 0...new[section].count, using: &generator))
      }
      for (section, ids) in new.enumerated() {
        for (row, id) in ids.enumerated() where inserted.contains(id) {
          update.insertedRows.append(IndexPath(row: row, section: section))
        }
      }
      for id in movers {
        update.movedRows.append(RowMove(from: Self.find(id, in: old), to: Self.find(id, in: new)))
      }
    }

    static func find(_ id: Int, in sections: [[Int]]) -> IndexPath {
      for (section, ids) in sections.enumerated() {
        if let row = ids.firstIndex(of: id) { return IndexPath(row: row, section: section) }
      }
      return IndexPath(row: -1, section: -1)
    }
  }

  @Test func everyReplayedEditPassesAndEverySurvivorLandsWhereItWent() throws {
    var generator = SeededGenerator(state: 2026)
    for _ in 0..<500 {
      let edit = Edit(using: &generator)
      let plan = try BatchUpdateValidator.plan(
        edit.update, oldCounts: edit.old.map(\.count), newCounts: edit.new.map(\.count))
      for (section, ids) in edit.old.enumerated() {
        for (row, id) in ids.enumerated() {
          let old = IndexPath(row: row, section: section)
          let fate = try #require(edit.fates[id])
          let expected = fate == .deleted ? nil : Edit.find(id, in: edit.new)
          if let expected { #expect(plan.position(forOld: old) == expected) }
          let survives = fate == .stays || fate == .moved
          #expect(plan.survivingPosition(forOld: old) == (survives ? expected : nil))
        }
      }
      let reloaded = plan.positions(forOldUnmoved: plan.reloadedRows)
      #expect(
        reloaded == plan.reloadedRows.map { Edit.find(edit.old[$0.section][$0.row], in: edit.new) })
    }
  }

  @Test func aBatchThatDropsOneInsertOfAReplayedEditFailsTheCountCheck() throws {
    var generator = SeededGenerator(state: 7)
    var checked = 0
    for _ in 0..<200 {
      var edit = Edit(using: &generator)
      guard !edit.update.insertedRows.isEmpty else { continue }
      let dropped = edit.update.insertedRows.removeLast()
      #expect(throws: BatchUpdateViolation.self, "dropping \(dropped)") {
        try BatchUpdateValidator.validate(
          edit.update, oldCounts: edit.old.map(\.count), newCounts: edit.new.map(\.count))
      }
      checked += 1
    }
    #expect(checked > 100)
  }
}
