import ListKit
import Models

/// The Todos screen: todos still to do, then todos done.
///
/// All it shows is ``state``; every change goes through one entry point and reaches ``view``.
/// Completing a todo changes its row's content and moves it to the other section, which the
/// store turns into an animated move. Each load carries a generation, so the answer to an
/// older load is dropped.
@MainActor
public final class TodosController: ListScreenController {
  /// The todos, in the service's order, and how far they have loaded.
  public private(set) var state: ListState<TodoCellModel> = .loading
  /// Told about every change of ``state``; held weakly.
  public weak var view: (any ListScreenView)?

  let dataModel: TodosDataModel
  var ledger = RequestLedger<Int>()

  /// The message shown when there are no todos.
  static let emptyMessage = "Nothing to do."

  /// Creates the controller; it becomes the delegate of its own data model over `service`.
  public init(service: any TodosService) {
    dataModel = TodosDataModel(service: service)
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

  /// What the footer shows.
  public var footer: ListFooter { state.footer }

  /// The screen wants the todos: load them from scratch.
  @discardableResult
  public func loadRequested() -> Task<Void, Never> {
    apply(.loading)
    return dataModel.request(ledger.start(1))
  }

  /// The user tapped the error footer: load the todos again.
  @discardableResult
  public func retryTapped() -> Task<Void, Never>? {
    guard let list = try? state.retrying() else { return nil }
    apply(list)
    return dataModel.request(ledger.start(1))
  }

  /// The user ticked or unticked the todo `id`: it moves to the other section. An unknown
  /// `id` changes nothing. The change stays on screen only: ``Models/TodosService`` has no
  /// call to save it.
  public func todoToggled(id: Int) {
    guard state.items.contains(where: { $0.id == id }) else { return }
    apply(state.editingItems { $0.id == id ? $0.togglingCompletion() : $0 })
  }

  /// The user deleted the todo `id`; deleting the last one leaves the empty message. An
  /// unknown `id` changes nothing. Like a toggle, the deletion stays on screen only.
  public func todoDeleted(id: Int) {
    guard state.items.contains(where: { $0.id == id }) else { return }
    let remaining = state.editingItems { $0.id == id ? nil : $0 }
    switch remaining {
    case .populated(let items) where items.isEmpty: apply(.empty(message: Self.emptyMessage))
    case .loading, .populated, .paging, .empty, .error: apply(remaining)
    }
  }

  /// Returns when every request started so far has been answered and applied.
  public func settle() async {
    await dataModel.settle()
  }

  /// Returns once `count` answers in all have been applied or dropped as stale since the
  /// controller was created.
  public func waitUntilAnswered(_ count: Int) async {
    await dataModel.waitUntilAnswered(count)
  }

  /// The one entry point for changing ``state``.
  func apply(_ newState: ListState<TodoCellModel>) {
    state = newState
    view?.listScreenDidChange()
  }
}
