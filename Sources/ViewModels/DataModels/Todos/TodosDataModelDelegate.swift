import ListKit
import Models

/// Told what a TodosDataModel request brought back.
@MainActor
public protocol TodosDataModelDelegate: AnyObject {
  /// `request` was answered with the todos.
  func todosDataModel(
    _ dataModel: TodosDataModel, didReceive todos: [Todo], for request: PageRequest)
  /// `request` failed with `error`.
  func todosDataModel(
    _ dataModel: TodosDataModel, didFailWith error: APIError, for request: PageRequest)
}
