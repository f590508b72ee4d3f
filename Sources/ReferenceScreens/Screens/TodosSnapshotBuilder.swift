import HeadlessRender
import ListKit
import ViewModels

/// Builds the Todos screens' snapshots, the one data source logic behind both: the table
/// (``TodosScreen``) and the collection-view list (``TodosListScreen``) apply what it builds
/// from the same controller, as BackingStore drives either view from one store.
///
/// A snapshot holds the controller's sections as todo IDs, with the todos whose rows changed
/// since the last snapshot built marked for reconfiguring: the IDs alone cannot show a changed
/// check mark.
struct TodosSnapshotBuilder {
  /// The rows of the last snapshot built, by todo ID: a row that differs from its entry has
  /// new content, which only a reconfigure shows.
  private var shownRows: [Int: TodoCellModel] = [:]

  /// The snapshot of `sections`, remembering their rows for the next one.
  ///
  /// - Complexity: O(*n*) in the number of todos.
  mutating func snapshot(of sections: [ListSection<TodoSectionID, TodoCellModel>])
    -> NSDiffableDataSourceSnapshot<TodoSectionID, Int>
  {
    var snapshot = NSDiffableDataSourceSnapshot<TodoSectionID, Int>()
    var changed: [Int] = []
    var rows: [Int: TodoCellModel] = [:]
    for section in sections {
      snapshot.appendSections([section.id])
      snapshot.appendItems(section.items.map(\.id), toSection: section.id)
      for todo in section.items {
        if let shown = shownRows[todo.id], shown != todo { changed.append(todo.id) }
        rows[todo.id] = todo
      }
    }
    snapshot.reconfigureItems(changed)
    shownRows = rows
    return snapshot
  }
}
