import Foundation
import ListKit

extension ListScreenBinding: TableViewDataSource {
  /// One per section of the store.
  public func numberOfSections(in tableView: TableView) -> Int {
    store.sections.count
  }

  /// The rows of the section at `section`.
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    store.sections.indices.contains(section) ? store.sections[section].items.count : 0
  }

  /// The screen's cell for the row's view-model.
  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
    -> TableViewCell?
  {
    guard let row = store.sections.item(at: indexPath) else { return nil }
    return try cellForRow(tableView, indexPath, row)
  }

  /// The section's title from its view-model.
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    store.sections.indices.contains(section) ? store.sections[section].title : nil
  }
}

extension ListScreenBinding: TableViewDelegate {
  /// Forwards to ``rowWillDisplay``.
  public func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    _ = rowWillDisplay?(indexPath)
  }

  /// Forwards the tapped row's view-model to ``rowSelected``.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    guard let row = store.sections.item(at: indexPath) else { return }
    rowSelected?(row)
  }
}
