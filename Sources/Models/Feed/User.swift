/// A member of the PokeBall social network.
package struct User: Codable, Hashable, Sendable, Identifiable {
  /// The user's stable identifier.
  package var id: String
  /// The display name.
  package var name: String
  /// The name of the user's avatar image.
  package var avatarName: String

  /// Creates a user from its fields.
  package init(id: String, name: String, avatarName: String) {
    self.id = id
    self.name = name
    self.avatarName = avatarName
  }
}
