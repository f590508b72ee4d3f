import Foundation
import ListKit
import ViewModels

/// The diff engine on DifferenceKit's published workloads, against the standard library's
/// `difference(from:).inferringMoves()` measured in the same run at 10,000 rows.
let diffSuite = BenchmarkSuite(name: "diff") { runner in
  // Memory first, before other workloads leave freed pages that the diff could reuse
  // without raising the peak.
  let hundred = DiffWorkload.flat(100_000)
  runner.note(PeakMemory.describe("flat 100k") { hundred.diff() })
  let million = DiffWorkload.flat(1_000_000)
  runner.note(PeakMemory.describe("flat 1M") { million.diff() })
  let baselineOld = DiffWorkload.flat(10_000).old[0].items
  let baselineNew = DiffWorkload.flat(10_000).new[0].items
  let baseline = runner.measure("stdlib difference.inferringMoves flat 10k", iterations: 5) {
    blackHole(baselineNew.difference(from: baselineOld).inferringMoves())
  }

  var medians: [Int: BenchmarkResult] = [:]
  for count in [10_000, 100_000] {
    for withUpdates in [false, true] {
      let workload = DiffWorkload.flat(count, updates: withUpdates)
      let name = "flat \(count / 1000)k" + (withUpdates ? " + updates" : "")
      let result = runner.measure(name, baseline: baseline) { workload.diff() }
      if !withUpdates { medians[count] = result }
    }
  }
  let named = NamedDiffWorkload(DiffWorkload.flat(100_000))
  runner.measure("flat 100k, String identifiers", baseline: baseline) { named.diff() }
  let sectioned = DiffWorkload.sectioned(mixed: false)
  runner.measure("sectioned 100 x 1000", baseline: baseline) { sectioned.diff() }
  let mixed = DiffWorkload.sectioned(mixed: true)
  runner.measure("sectioned 100 x 1000 mixed", baseline: baseline) { mixed.diff() }
  let growth = runner.measure("flat 1M", iterations: 5) { million.diff() }
  if let hundredMedian = medians[100_000] {
    runner.target("growth 1M / 100k", growth, hundredMedian, atMost: 11)
  }

  // A SectionStore keeps the diff's buffers from one update to the next, so that a large
  // list does not fault in fresh pages on every update: the same growth, through a store
  // updated back and forth between the two lists.
  @MainActor func storeUpdates(_ workload: DiffWorkload, named name: String) -> BenchmarkResult {
    let store = SectionStore<Int, DiffWorkload.Row>(sections: workload.old)
    var towardsNew = true
    return runner.measure(name, iterations: 10) {
      do {
        try store.update(towardsNew ? workload.new : workload.old)
      } catch {
        print("error: \(error)")
      }
      towardsNew.toggle()
    }
  }
  let storeHundred = storeUpdates(hundred, named: "store updates, flat 100k")
  let storeMillion = storeUpdates(million, named: "store updates, flat 1M")
  runner.target("store growth 1M / 100k", storeMillion, storeHundred, atMost: 11)

  // The diff's weak spots, each against the workload it should cost about as much as.
  let reversed = DiffWorkload.reversed(100_000, sectioned: false)
  let flatReversed = runner.measure("flat 100k reversed") { reversed.diff() }
  let sectionsReversed = DiffWorkload.reversed(100_000, sectioned: true)
  let oneRowSections = runner.measure("100k one-row sections reversed") {
    sectionsReversed.diff()
  }
  runner.target(
    "one-row sections / flat, reversed", oneRowSections, flatReversed, atMost: 2)
  let distinct = DiffWorkload.flat(20_000)
  let distinctRun = runner.measure("flat 20k", iterations: 20) { distinct.diff() }
  let colliding = CollidingDiffWorkload(distinct)
  let collidingRun = runner.measure("flat 20k, hashes shared by 64", iterations: 20) {
    colliding.diff()
  }
  runner.target("hashes shared by 64 / distinct", collidingRun, distinctRun, atMost: 1.5)
}

/// An old and a new list, built outside the timed region.
struct DiffWorkload {
  struct Row: Identifiable, Hashable, Sendable {
    var id: Int
    var content = 0
  }

  var old: [ListSection<Int, Row>]
  var new: [ListSection<Int, Row>]

  /// Diffs once; the changeset is kept alive so the work cannot be dropped.
  func diff() {
    do {
      blackHole(try Changeset(from: old, to: new))
    } catch {
      print("error: \(error)")
    }
  }

  /// `count` rows: delete [0.2N, 0.3N), insert 0.1N new rows at 0.3N, shuffle the first
  /// 0.02N; with `updates`, 0.1N surviving rows also change content.
  static func flat(_ count: Int, updates: Bool = false) -> DiffWorkload {
    let rows = (0..<count).map { Row(id: $0) }
    var new = rows
    new.removeSubrange((count * 2 / 10)..<(count * 3 / 10))
    new.insert(contentsOf: (count..<(count + count / 10)).map { Row(id: $0) }, at: count * 3 / 10)
    var generator = SplitMix(state: 42)
    new[0..<(count / 50)].shuffle(using: &generator)
    if updates {
      for index in stride(from: 0, to: new.count, by: 9).prefix(count / 10) {
        new[index].content = 1
      }
    }
    return DiffWorkload(
      old: [ListSection(id: 0, items: rows)], new: [ListSection(id: 0, items: new)])
  }

  /// `count` rows in reverse order: every row but one moves. In one section, or with one row
  /// per section, so that every section but one moves.
  static func reversed(_ count: Int, sectioned: Bool) -> DiffWorkload {
    let rows = (0..<count).map { Row(id: $0) }
    guard sectioned else {
      return DiffWorkload(
        old: [ListSection(id: 0, items: rows)], new: [ListSection(id: 0, items: rows.reversed())])
    }
    let sections = rows.map { ListSection(id: $0.id, items: [$0]) }
    return DiffWorkload(old: sections, new: sections.reversed())
  }

  /// 100 sections of 1,000 rows: 10 sections moved to the end, and the last 10 rows of each
  /// section moved to the front of the next. `mixed` adds, per section, 10 deletes, 10
  /// inserts and 10 content updates, and 5 section deletes and 5 section inserts.
  static func sectioned(mixed: Bool) -> DiffWorkload {
    let old = (0..<100).map { section in
      ListSection<Int, Row>(id: section, items: (0..<1000).map { Row(id: section * 1000 + $0) })
    }
    var new = old
    for index in new.indices {
      let previous = old[(index + old.count - 1) % old.count].items
      new[index].items = Array(previous.suffix(10)) + old[index].items.dropLast(10)
    }
    if mixed {
      var nextID = 1_000_000
      for index in new.indices {
        new[index].items.removeSubrange(500..<510)
        new[index].items.insert(contentsOf: (0..<10).map { Row(id: nextID + $0) }, at: 200)
        nextID += 10
        for row in stride(from: 20, to: 120, by: 10) { new[index].items[row].content = 1 }
      }
      new.removeSubrange(40..<45)
      new.insert(
        contentsOf: (0..<5).map { ListSection(id: 1000 + $0, items: [Row(id: 2_000_000 + $0)]) },
        at: 60)
    }
    let moved = Set(stride(from: 5, to: 100, by: 10))
    new = new.filter { !moved.contains($0.id) } + new.filter { moved.contains($0.id) }
    return DiffWorkload(old: old, new: new)
  }
}

/// The same workload with `String` identifiers (`"row-42"`), closer to apps whose IDs come
/// from a server, and costlier to hash than `Int`.
struct NamedDiffWorkload {
  struct Row: Identifiable, Equatable, Sendable {
    var id: String
    var content: Int
  }

  var old: [ListSection<Int, Row>]
  var new: [ListSection<Int, Row>]

  init(_ workload: DiffWorkload) {
    func named(_ sections: [ListSection<Int, DiffWorkload.Row>]) -> [ListSection<Int, Row>] {
      sections.map { section in
        ListSection(
          id: section.id, title: section.title,
          items: section.items.map { Row(id: "row-\($0.id)", content: $0.content) })
      }
    }
    old = named(workload.old)
    new = named(workload.new)
  }

  func diff() {
    do {
      blackHole(try Changeset(from: old, to: new))
    } catch {
      print("error: \(error)")
    }
  }
}

/// The same workload with identifiers that share their hash value in groups of 64 (a hash
/// that ignores the low six bits): every look-up meets 63 others with its hash, and only `==`
/// tells them apart.
struct CollidingDiffWorkload {
  struct Identifier: Hashable, Sendable {
    var value: Int

    func hash(into hasher: inout Hasher) { hasher.combine(value >> 6) }
  }

  struct Row: Identifiable, Equatable, Sendable {
    var id: Identifier
    var content: Int
  }

  var old: [ListSection<Int, Row>]
  var new: [ListSection<Int, Row>]

  init(_ workload: DiffWorkload) {
    func colliding(_ sections: [ListSection<Int, DiffWorkload.Row>]) -> [ListSection<Int, Row>] {
      sections.map { section in
        ListSection(
          id: section.id, title: section.title,
          items: section.items.map { Row(id: Identifier(value: $0.id), content: $0.content) })
      }
    }
    old = colliding(workload.old)
    new = colliding(workload.new)
  }

  func diff() {
    do {
      blackHole(try Changeset(from: old, to: new))
    } catch {
      print("error: \(error)")
    }
  }
}

/// A seeded generator, so every run shuffles the same way.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
