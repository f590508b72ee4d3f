import Foundation
import HeadlessRender
import ListKit
import ReferenceScreens
import UIKitBatchRules
import ViewModels

/// The table view's two speed claims, as ratios measured in this process:
/// - a frame (scroll one line, lay out the visible rows, draw) costs the same with 1,000,000
///   rows as with 1,000 (target ratio at most 1.2);
/// - validating a batch grows linearly with its number of changes.
///
/// Validation does a constant amount of work per change (merges over sorted lists, lookups in
/// small per-section sets), so its time per change is printed at each size. What still grows
/// with size is memory, not work: glibc hands large freed blocks back to the kernel, and the
/// next run faults them in again. Run with `MALLOC_MMAP_THRESHOLD_=2000000000
/// MALLOC_TRIM_THRESHOLD_=4000000000` and the suite's page faults drop from about 120,000 to
/// 21,000 and the ratios fall to about 10x up to 100,000 changes; at 1,000,000 the lists
/// outgrow the caches.
let tableViewSuite = BenchmarkSuite(name: "tableview") { runner in
  let small = scrollingTable(rows: 1_000)
  let large = scrollingTable(rows: 1_000_000)
  let frames = 500
  let smallRun = runner.measure("scroll 1,000 rows, \(frames) frames", iterations: 15) {
    scroll(small.table, from: 100, frames: frames)
  }
  let largeRun = runner.measure(
    "scroll 1,000,000 rows, \(frames) frames", iterations: 15, baseline: smallRun
  ) {
    scroll(large.table, from: 500_000, frames: frames)
  }
  runner.note(
    "frame time ratio 1,000,000 : 1,000 rows = "
      + BenchmarkRunner.ratio(largeRun.median, smallRun.median) + " (target <= 1.20x)")
  withExtendedLifetime((small, large)) {}

  var previous: BenchmarkResult?
  for changes in [1_000, 10_000, 100_000, 1_000_000] {
    let batch = validBatch(changes: changes)
    let result = runner.measure(
      "validate a batch of \(changes) changes", iterations: 10, baseline: previous
    ) {
      do {
        try BatchUpdateValidator.validate(
          batch.update, oldCounts: batch.oldCounts, newCounts: batch.newCounts)
      } catch {
        runner.note("unexpected rejection: \(error)")
      }
    }
    let nanosecondsPerChange = (result.median / .nanoseconds(1)) / Double(changes)
    runner.note(String(format: "%.1f ns per change", nanosecondsPerChange))
    if let previous {
      runner.note(
        "\(changes) vs \(changes / 10) changes: "
          + BenchmarkRunner.ratio(result.median, previous.median) + " (linear = 10x)")
    }
    previous = result
  }
}

/// A table of `rows` rows in a 40 x 24 viewport, laid out once (untimed).
@MainActor
private func scrollingTable(rows: Int) -> (table: UITableView, source: BenchmarkRowSource) {
  let source = BenchmarkRowSource(rows: rows)
  let table = UITableView(gridFrame: GridRect(x: 0, y: 0, width: 40, height: 24))
  table.register(BenchmarkCell.self, forCellReuseIdentifier: "Row")
  table.dataSource = source
  do { try table.layoutVisibleRows() } catch { print("  layout failed: \(error)") }
  return (table, source)
}

/// Scrolls one line per frame, laying out and drawing each frame.
@MainActor
private func scroll(_ table: UITableView, from start: Int, frames: Int) {
  var canvas = Canvas(width: 40, height: 24)
  for offset in start..<(start + frames) {
    do { try table.trySetContentOffsetLine(offset) } catch { print("  scroll failed: \(error)") }
    table.render(on: &canvas)
  }
  blackHole(canvas)
}

/// A valid batch of `changes` changes in one section: a quarter each of deletes, reloads,
/// moves and inserts.
private func validBatch(changes: Int) -> (update: BatchUpdate, oldCounts: [Int], newCounts: [Int]) {
  let quarter = changes / 4
  let rows = 4 * quarter
  var update = BatchUpdate()
  for index in 0..<quarter {
    update.deletedRows.append(IndexPath(row: 4 * index, section: 0))
    update.reloadedRows.append(IndexPath(row: 4 * index + 1, section: 0))
    update.movedRows.append(
      RowMove(
        from: IndexPath(row: 4 * index + 2, section: 0),
        to: IndexPath(row: quarter + index, section: 0)))
    update.insertedRows.append(IndexPath(row: index, section: 0))
  }
  return (update, [rows], [rows])
}

@MainActor
private final class BenchmarkRowSource: NSObject, UITableViewDataSource {
  let rows: Int

  init(rows: Int) {
    self.rows = rows
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    (cell as? BenchmarkCell)?.configure(with: "row \(indexPath.row)")
    return cell
  }
}

@MainActor
private final class BenchmarkCell: UITableViewCell, ConfigurableCell {
  func configure(with model: String) { textLabel?.text = model }
}
