import Foundation
import HeadlessRender

/// A table view controller showing one row per string, in a default cell's text label, as
/// UIKit code answers its own table: what the test screens that answer their tables themselves
/// share.
@MainActor
class StringRowsScreen: UITableViewController {
  /// The rows, top to bottom.
  var rows: [String]

  init(rows: [String]) {
    self.rows = rows
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    cell.textLabel?.text = rows[indexPath.row]
    return cell
  }
}
