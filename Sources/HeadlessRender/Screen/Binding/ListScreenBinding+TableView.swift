import Foundation
import ListKit

extension ListScreenBinding: UITableViewDataSource {
  /// One per section of the store.
  public func numberOfSections(in tableView: UITableView) -> Int {
    store.sections.count
  }

  /// The rows of the section at `section`.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    store.sections.indices.contains(section) ? store.sections[section].items.count : 0
  }

  /// The screen's cell for the row's view-model.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    guard let row = store.sections.item(at: indexPath) else {
      // The table asks only for rows it has: the store's sections are its data.
      return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    return cellForRow(tableView, indexPath, row)
  }

  /// The section's title from its view-model.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    store.sections.indices.contains(section) ? store.sections[section].title : nil
  }
}
