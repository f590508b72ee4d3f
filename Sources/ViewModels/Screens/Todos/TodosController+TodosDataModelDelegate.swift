import ListKit
import Models

extension TodosController: TodosDataModelDelegate {
  /// Applies `todos` if `request` is the load awaited; drops it otherwise.
  public func todosDataModel(
    _ dataModel: TodosDataModel, didReceive todos: [Todo], for request: PageRequest
  ) {
    guard ledger.accept(request),
      let list = try? state.receiving(
        .only(todos.map(TodoCellModel.init)), emptyMessage: Self.emptyMessage)
    else { return }
    apply(list)
  }

  /// Shows the failure in the footer if `request` is the load awaited.
  public func todosDataModel(
    _ dataModel: TodosDataModel, didFailWith error: APIError, for request: PageRequest
  ) {
    guard ledger.accept(request),
      let list = try? state.failing(page: request.page, with: ErrorMessage(error, loading: "todos"))
    else { return }
    apply(list)
  }
}
