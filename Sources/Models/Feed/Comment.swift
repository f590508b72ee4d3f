/// A comment on a status.
public struct Comment: Codable, Hashable, Sendable, Identifiable {
  /// The comment's stable identifier.
  public var id: String
  /// Who wrote it.
  public var user: User
  /// What they wrote.
  public var text: String

  /// Creates a comment from its fields.
  public init(id: String, user: User, text: String) {
    self.id = id
    self.user = user
    self.text = text
  }
}
