/// A todo from JSONPlaceholder's `/todos`.
package struct Todo: Codable, Hashable, Sendable, Identifiable {
  /// The owner's identifier.
  package var userId: Int
  /// The todo's stable identifier.
  package var id: Int
  /// What there is to do.
  package var title: String
  /// Whether it is done.
  package var completed: Bool

  /// Creates a todo from its fields.
  package init(userId: Int, id: Int, title: String, completed: Bool) {
    self.userId = userId
    self.id = id
    self.title = title
    self.completed = completed
  }
}
