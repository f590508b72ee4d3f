import ListKit
import Models

/// The Todos screen: todos still to do, then todos done.
///
/// All it shows is ``state``; every change reaches ``view``. Completing a todo changes its
/// row's content and moves it to the other section, which the screen turns into an animated
/// move of the row, its cell configured again (through a store or a diffable data source). The loading rules (an older load's answer dropped, retry) are
/// ``ListKit/ListLoader``'s.
@MainActor
package final class TodosController: ListLoadingController {

  /// The loading machine: the list, its requests and their rules. The screen hears about
  /// every change of the list from it.
  package let loader: ListLoader<NoQuery, [Todo], TodoCellModel, APIError>

  /// The message shown when there are no todos.
  static let emptyMessage = "Nothing to do."

  /// Creates the controller over `service`.
  package init(service: any TodosService) {
    loader = ListLoader(
      query: NoQuery(),
      fetch: { _, _ in await service.todos() },
      rows: { todos, _ in (todos.map(TodoCellModel.init), false) },
      emptyMessage: { _ in Self.emptyMessage },
      errorMessage: { ErrorMessage($0, loading: "todos") })
  }

  /// Not completed, then completed; a section without todos is left out.
  ///
  /// - Complexity: O(*n*) in the number of todos.
  package var sections: [ListSection<TodoSectionID, TodoCellModel>] {
    let items = state.items
    return TodoSectionID.allCases.compactMap { id in
      let rows = items.filter { $0.section == id }
      return rows.isEmpty ? nil : ListSection(id: id, title: id.title, items: rows)
    }
  }

  /// The row of the todo `id` as the state shows it, or nil when it shows no such todo: what
  /// a cell shows for a row identified by the todo's ID alone, as in a diffable data source.
  ///
  /// - Complexity: O(*n*) in the number of todos.
  package func todo(withID id: Int) -> TodoCellModel? {
    state.items.first { $0.id == id }
  }

  /// The todos, in the service's order, and how far they have loaded.
  package var state: ListState<TodoCellModel> { loader.list }

  /// The user ticked or unticked the todo `id`: it moves to the other section. An unknown
  /// `id` changes nothing. The change stays on screen only: ``Models/TodosService`` has no
  /// call to save it.
  @discardableResult
  package func todoToggled(id: Int) -> EventOutcome {
    loader.editItem(id: id) { $0 = $0.togglingCompletion() }
  }

  /// The user deleted the todo `id`; deleting the last one leaves the empty message. An
  /// unknown `id` changes nothing. Like a toggle, the deletion stays on screen only.
  @discardableResult
  package func todoDeleted(id: Int) -> EventOutcome {
    guard state.items.contains(where: { $0.id == id }) else { return .noSuchItem }
    loader.editItems { $0.id == id ? nil : $0 }
    return .handled
  }

  /// The user dragged the todo `id` to just before the todo `next` of its section, or to the
  /// end of its section when `next` is nil. An unknown `id`, or a `next` that is no other
  /// todo of the same section, changes nothing. Like a toggle, the order stays on screen
  /// only.
  @discardableResult
  package func todoMoved(id: Int, before next: Int?) -> EventOutcome {
    guard let moved = todo(withID: id) else { return .noSuchItem }
    if let next, todo(withID: next)?.section != moved.section { return .noSuchItem }
    // Without a next todo, the todo goes to the end of the list, after every todo of its
    // section.
    return loader.moveItem(id: id, before: next)
  }

}
