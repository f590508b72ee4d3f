import Foundation
import HeadlessRender
import ListKit

/// The diffable data source against the store it runs on: the same 100,000-row change (the
/// diff suite's flat workload) applied to a laid-out table through a `SectionStore`, and as a
/// snapshot of identifiers through a `UITableViewDiffableDataSource`. The difference is the
/// snapshot's own work: building it, and turning it into sections for the store.
let diffableSuite = BenchmarkSuite(name: "diffable") { runner in
  let workload = DiffWorkload.flat(100_000)
  let oldIDs = workload.old[0].items.map(\.id)
  let newIDs = workload.new[0].items.map(\.id)

  let build = runner.measure("build a snapshot of 100k items") {
    blackHole(flatSnapshot(newIDs))
  }
  let store = runner.measure(
    "store update, flat 100k", iterations: 5,
    setUp: { StoreTable(workload.old) },
    { table in table.update(to: workload.new) })
  let newSnapshot = flatSnapshot(newIDs)
  runner.measure(
    "diffable apply, flat 100k (snapshot built)", iterations: 5, baseline: store,
    setUp: { DiffableTable(flatSnapshot(oldIDs)) },
    { table in table.dataSource.apply(newSnapshot) })
  runner.measure(
    "diffable build + apply, flat 100k", iterations: 5, baseline: store,
    setUp: { DiffableTable(flatSnapshot(oldIDs)) },
    { table in table.dataSource.apply(flatSnapshot(newIDs)) })
  runner.note("building alone: \(BenchmarkRunner.milliseconds(build.median))")
}

/// One section "all" holding `ids`.
private func flatSnapshot(_ ids: [Int]) -> DiffableDataSourceSnapshot<String, Int> {
  var snapshot = DiffableDataSourceSnapshot<String, Int>()
  do {
    try snapshot.appendSections(["all"])
    try snapshot.appendItems(ids)
  } catch {
    print("  snapshot refused: \(error)")
  }
  return snapshot
}

/// A 40 x 24 table showing `sections` through a store, laid out.
@MainActor
private final class StoreTable: NSObject, UITableViewDataSource {
  let table = UITableView(gridFrame: GridRect(x: 0, y: 0, width: 40, height: 24))
  let store: SectionStore<Int, DiffWorkload.Row>

  init(_ sections: [ListSection<Int, DiffWorkload.Row>]) {
    store = SectionStore(sections: sections)
    super.init()
    table.register(LineCell.self, forCellReuseIdentifier: "Line")
    table.dataSource = self
    store.view = table.batchUpdating
    do { try table.layoutVisibleRows() } catch { print("  layout failed: \(error)") }
  }

  func update(to sections: [ListSection<Int, DiffWorkload.Row>]) {
    do { try store.update(sections) } catch { print("  update refused: \(error)") }
  }

  func numberOfSections(in tableView: UITableView) -> Int { store.sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    store.sections[section].items.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Line", for: indexPath)
    (cell as? LineCell)?.configure(with: "\(store.sections.item(at: indexPath)?.id ?? -1)")
    return cell
  }
}

/// A 40 x 24 table showing `snapshot` through a diffable data source, laid out.
@MainActor
private final class DiffableTable {
  let table = UITableView(gridFrame: GridRect(x: 0, y: 0, width: 40, height: 24))
  let dataSource: UITableViewDiffableDataSource<String, Int>

  init(_ snapshot: DiffableDataSourceSnapshot<String, Int>) {
    table.register(LineCell.self, forCellReuseIdentifier: "Line")
    dataSource = UITableViewDiffableDataSource(tableView: table) { table, indexPath, item in
      let cell = table.dequeueReusableCell(withIdentifier: "Line", for: indexPath)
      (cell as? LineCell)?.configure(with: "\(item)")
      return cell
    }
    dataSource.apply(snapshot, animatingDifferences: false)
    do { try table.layoutVisibleRows() } catch { print("  layout failed: \(error)") }
  }
}

/// One line of text.
@MainActor
private final class LineCell: UITableViewCell, ConfigurableCell {
  func configure(with model: String) {
    textLabel?.text = model
  }
}
