/// A comment on a status.
package struct Comment: Codable, Hashable, Sendable, Identifiable {
  /// The comment's stable identifier.
  package var id: String
  /// Who wrote it.
  package var user: User
  /// What they wrote.
  package var text: String

  /// Creates a comment from its fields.
  package init(id: String, user: User, text: String) {
    self.id = id
    self.user = user
    self.text = text
  }
}
