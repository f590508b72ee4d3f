import Foundation
import HeadlessRender
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

  /// The titles ``ListScreenBinding/sectionIndexTitle`` gives the sections, in their order;
  /// nil (no index) without it.
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? {
    guard let sectionIndexTitle else { return nil }
    return store.sections.compactMap { sectionIndexTitle($0) }
  }

  /// The section the index title at `index` came from (sections without a title are not in
  /// the index); `index` itself, UIKit's default, without ``ListScreenBinding/sectionIndexTitle``
  /// or for a title the sections no longer give.
  public func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    guard let sectionIndexTitle else { return index }
    let indexed = store.sections.indices.filter { sectionIndexTitle(store.sections[$0]) != nil }
    return indexed.indices.contains(index) ? indexed[index] : index
  }
}
