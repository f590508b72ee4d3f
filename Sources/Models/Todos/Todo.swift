/// A todo from JSONPlaceholder's `/todos`.
public struct Todo: Codable, Hashable, Sendable, Identifiable {
  /// The owner's identifier.
  public var userId: Int
  /// The todo's stable identifier.
  public var id: Int
  /// What there is to do.
  public var title: String
  /// Whether it is done.
  public var completed: Bool

  /// Creates a todo from its fields.
  public init(userId: Int, id: Int, title: String, completed: Bool) {
    self.userId = userId
    self.id = id
    self.title = title
    self.completed = completed
  }
}
