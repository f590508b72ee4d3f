/// Fetches JSONPlaceholder todos.
package protocol TodosService: Sendable {
  /// Fetches all todos.
  func todos() async -> Result<[Todo], APIError>
}
