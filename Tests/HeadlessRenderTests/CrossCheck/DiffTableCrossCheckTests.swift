import HeadlessTestSupport
import ListKit
import TestSupport
import Testing

@testable import HeadlessRender

/// The diff engine and the table view checked against each other: every stage of every
/// random changeset goes through a real `UITableView`, which must accept it without falling back
/// to a full reload and end showing exactly the new sections.
@MainActor
@Suite(.tags(.stress)) struct DiffTableCrossCheckTests {
  /// 250 in `swift test`, 6,250 in `make stress` (2,500 before issue 23).
  static let caseCount = StressMode.cases(250)
  static let firstSeed: UInt64 = 0x5441_424C_4556_4945

  /// One random case: the sections before and after, and the diff between them.
  struct Case: Sendable {
    var seed: UInt64
    var old: [TestSection]
    var new: [TestSection]
    var changeset: Changeset<String, TestItem>
  }

  @Test func everyStageOfEveryRandomChangesetPassesTheTableAndEndsOnTheNewSections() async throws {
    // Tables live on the main actor, where tests run one at a time; drawing and diffing the
    // cases needs no table, so runs of them are prepared on threads of their own meanwhile.
    let preparedRuns = SeedRuns.split(Self.caseCount, from: Self.firstSeed, into: 8).map { seeds in
      Task { try await DedicatedThread.run { try Self.cases(seeds) } }
    }
    var checked = 0
    var stagedCases = 0
    for preparedRun in preparedRuns {
      for randomCase in try await preparedRun.value {
        // The whole table on screen, so every row's cell is checked; then a small viewport
        // scrolled into the middle, so rows also cross its edges.
        for viewport in [(height: 80, offset: 0), (height: 6, offset: 7)] {
          if let problem = try Self.problemApplying(
            randomCase, height: viewport.height, offset: viewport.offset)
          {
            Issue.record(
              "seed \(randomCase.seed), viewport of \(viewport.height) lines: \(problem)")
            return
          }
        }
        checked += 1
        if randomCase.changeset.stages.count > 1 { stagedCases += 1 }
      }
    }
    #expect(checked == Self.caseCount)
    // The cases UIKit cannot take in one batch are the ones most likely to disagree.
    #expect(stagedCases > Self.caseCount / 4)
  }

  /// The cases of `seeds`, drawn and diffed.
  nonisolated static func cases(_ seeds: Range<UInt64>) throws -> [Case] {
    try seeds.map { seed in
      var generator = SeededGenerator(state: seed)
      let (old, new) = RandomSectionPairs.pair(using: &generator)
      return Case(seed: seed, old: old, new: new, changeset: try Changeset(from: old, to: new))
    }
  }

  /// Shows the case's old sections in a table, applies its changeset stage by stage as a store
  /// does, and returns the first disagreement, or nil.
  static func problemApplying(_ randomCase: Case, height: Int, offset: Int) throws -> String? {
    let (changeset, new) = (randomCase.changeset, randomCase.new)
    var current = randomCase.old
    let source = SectionsDataSource { current }
    let table = makeTable(source, height: height)
    try table.trySetContentOffsetLine(offset)
    table.clearUpdateMarks()
    for (number, stage) in changeset.stages.enumerated() {
      let stageName = "stage \(number + 1) of \(changeset.stages.count)"
      do {
        try table.performBatchUpdate(stage.batch) { current = stage.sections }
      } catch {
        return "\(stageName) rejected: \(error)\n\(changeset)"
      }
      if table.lastUpdateSummary.reloadedData {
        return "\(stageName) needs a full reload\n\(changeset)"
      }
      if let problem = problemShowing(stage.sections, in: table) {
        return "after \(stageName): \(problem)\n\(changeset)"
      }
    }
    current = changeset.sections
    try table.tryReconfigureRows(at: changeset.reconfiguredRows)
    try table.reconfigureSectionHeaders(at: changeset.reconfiguredSectionHeaders)
    if let problem = problemShowing(new, in: table) { return "\(problem)\n\(changeset)" }
    if height >= expectedLines(new).count {
      let lines =
        expectedLines(new) + Array(repeating: "", count: height - expectedLines(new).count)
      if table.renderedLines != lines {
        return "draws \(table.renderedLines), not \(lines)\n\(changeset)"
      }
    }
    return nil
  }

  /// Whether the table's counts are those of `sections` and each visible cell shows the
  /// identity of the row at its index path.
  static func problemShowing(_ sections: [TestSection], in table: UITableView) -> String? {
    let counts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
    if counts != sections.map(\.items.count) {
      return "counts \(counts), not \(sections.map(\.items.count))"
    }
    for indexPath in table.visibleRowIndexPaths {
      let text = (table.cellForRow(at: indexPath) as? TextCell)?.text ?? ""
      let shownID = text.split(separator: ":").first.flatMap { Int($0) }
      if shownID != sections.item(at: indexPath)?.id {
        return
          "the cell at \(indexPath) shows \(text), not row \(sections.item(at: indexPath)?.id ?? -1)"
      }
    }
    return nil
  }

  /// The lines a 20-column table showing all of `sections` draws: each header, then its rows.
  static func expectedLines(_ sections: [TestSection]) -> [String] {
    sections.flatMap { section in
      (section.title.map { [header($0, width: 20)] } ?? []) + section.items.map(\.description)
    }
  }
}
