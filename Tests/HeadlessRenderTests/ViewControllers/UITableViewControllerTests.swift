import Foundation
import HeadlessTestSupport
import HeadlessTesting
import TestSupport
import Testing

@testable import HeadlessRender

/// A table view controller written as in a UIKit app: its overrides answer the table.
@MainActor
final class BirdsViewController: UITableViewController {
  var birds = ["Kingfisher", "Heron"]
  var selected: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Birds"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Bird")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    birds.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Bird", for: indexPath)
    cell.textLabel?.text = birds[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(birds[indexPath.row])
  }
}

@MainActor
@Suite struct UITableViewControllerTests {
  @Test func itsTableAsksItsOverridesAndDrawsUnderTheBar() throws {
    let birds = BirdsViewController(style: .plain)
    let lines = try DeviceFrame(size: GridSize(width: 20, height: 6))
      .render(UINavigationController(rootViewController: birds))
    expectText(
      lines.joined(separator: "\n"),
      equals: """
         ┌────────────────────┐
         │       Birds        │
         │────────────────────│
         │  Kingfisher        │
         │  ──────────────────│
         │  Heron             │
         │  ──────────────────│
         └────────────────────┘
        """)
    #expect(birds.tableView.dataSource === birds)
    #expect(birds.tableView.delegate === birds)
    #expect(birds.tableView.style == .plain)
    birds.tableView.tapRow(at: IndexPath(row: 1, section: 0))
    #expect(birds.selected == ["Heron"])
  }

  @Test func theStyleIsTheTablesAndTheDefaultsAnswerNothing() {
    let plain = UITableViewController()
    #expect(plain.tableView.style == .plain)
    #expect(plain.numberOfSections(in: plain.tableView) == 1)
    #expect(plain.tableView(plain.tableView, numberOfRowsInSection: 0) == 0)
    #expect(plain.tableView(plain.tableView, titleForHeaderInSection: 0) == nil)
  }
}
