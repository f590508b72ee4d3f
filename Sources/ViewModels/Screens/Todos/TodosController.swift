import ListKit
import Models

/// The Todos screen: todos still to do, then todos done.
///
/// All it shows is ``state``; every change reaches ``view``. Completing a todo changes its
/// row's content and moves it to the other section, which the store turns into an animated
/// move. The loading rules (an older load's answer dropped, retry) are
/// ``ListKit/ListLoading``'s.
@MainActor
public final class TodosController: ListScreenController {
  /// Told about every change of ``state``; held weakly.
  public weak var view: (any ListScreenView)?

  let dataModel: ListDataModel<NoQuery, [Todo], APIError>
  var loading = ListLoading<NoQuery, TodoCellModel>(query: NoQuery())

  /// The message shown when there are no todos.
  static let emptyMessage = "Nothing to do."

  /// Creates the controller; it becomes the delegate of its own data model over `service`.
  public init(service: any TodosService) {
    dataModel = ListDataModel { _, _ in await service.todos() }
    dataModel.delegate = self
  }

  /// Not completed, then completed; a section without todos is left out.
  ///
  /// - Complexity: O(*n*) in the number of todos.
  public var sections: [Section<TodoSectionID, TodoCellModel>] {
    let items = state.items
    return TodoSectionID.allCases.compactMap { id in
      let rows = items.filter { $0.section == id }
      return rows.isEmpty ? nil : Section(id: id, title: id.title, items: rows)
    }
  }

  /// The row of the todo `id` as the state shows it, or nil when it shows no such todo: what
  /// a cell shows for a row identified by the todo's ID alone, as in a diffable data source.
  ///
  /// - Complexity: O(*n*) in the number of todos.
  public func todo(withID id: Int) -> TodoCellModel? {
    state.items.first { $0.id == id }
  }

  /// The todos, in the service's order, and how far they have loaded.
  public var state: ListState<TodoCellModel> { loading.list }

  /// What the footer shows.
  public var footer: ListFooter { state.footer }

  /// The screen wants the todos: load them from scratch.
  @discardableResult
  public func loadRequested() -> Task<Void, Never> {
    let request = loading.load(NoQuery())
    view?.listScreenDidChange()
    return dataModel.request(request)
  }

  /// The user tapped the error footer: load the todos again.
  @discardableResult
  public func retryTapped() -> Task<Void, Never>? {
    guard let request = loading.retry() else { return nil }
    view?.listScreenDidChange()
    return dataModel.request(request)
  }

  /// The user ticked or unticked the todo `id`: it moves to the other section. An unknown
  /// `id` changes nothing. The change stays on screen only: ``Models/TodosService`` has no
  /// call to save it.
  @discardableResult
  public func todoToggled(id: Int) -> EventOutcome {
    guard state.items.contains(where: { $0.id == id }) else { return .noSuchItem }
    loading.editItems { $0.id == id ? $0.togglingCompletion() : $0 }
    view?.listScreenDidChange()
    return .handled
  }

  /// The user deleted the todo `id`; deleting the last one leaves the empty message. An
  /// unknown `id` changes nothing. Like a toggle, the deletion stays on screen only.
  @discardableResult
  public func todoDeleted(id: Int) -> EventOutcome {
    guard state.items.contains(where: { $0.id == id }) else { return .noSuchItem }
    loading.editItems { $0.id == id ? nil : $0 }
    if case .populated(let items) = state, items.isEmpty {
      loading.replaceList(with: .empty(message: Self.emptyMessage))
    }
    view?.listScreenDidChange()
    return .handled
  }

}

extension TodosController: ListDataModelDelegate {
  /// Applies `todos` if `request` is the load awaited.
  public func dataModel(
    _ dataModel: ListDataModel<NoQuery, [Todo], APIError>, didReceive todos: [Todo],
    for request: PageRequest<NoQuery>
  ) {
    let outcome = loading.receive(
      todos.map(TodoCellModel.init), hasNextPage: false, for: request,
      emptyMessage: Self.emptyMessage)
    if case .applied = outcome { view?.listScreenDidChange() }
  }

  /// Shows the failure in the footer if `request` is the load awaited.
  public func dataModel(
    _ dataModel: ListDataModel<NoQuery, [Todo], APIError>, didFailWith error: APIError,
    for request: PageRequest<NoQuery>
  ) {
    let message = ErrorMessage(error, loading: "todos")
    if case .applied = loading.fail(with: message, for: request) { view?.listScreenDidChange() }
  }
}
