import Foundation
import HeadlessRender
import HeadlessScenarios
import HeadlessTestSupport

/// A table view controller of sections A to E (or the letters given), two names each, with a
/// section index of their letters, as a contacts list is.
@MainActor
final class AlphabetScreen: UITableViewController, ScenarioScreen {
  let controller = NamesController()
  var updateFailure: (any Error)? { nil }
  private let letters: [String]

  init(letters: [String] = ["A", "B", "C", "D", "E"]) {
    self.letters = letters
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Names"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Name")
  }

  nonisolated static var scenarioEvents: [ScenarioEvent<AlphabetScreen>] { [] }

  override func numberOfSections(in tableView: UITableView) -> Int { letters.count }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    2
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Name", for: indexPath)
    cell.textLabel?.text = "\(letters[indexPath.section])\(indexPath.row + 1)"
    return cell
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    letters[section]
  }

  override func sectionIndexTitles(for tableView: UITableView) -> [String]? { letters }
}
