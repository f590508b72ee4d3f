/// Fetches JSONPlaceholder todos.
public protocol TodosService: Sendable {
  /// Fetches all todos.
  func todos() async -> Result<[Todo], APIError>
}
