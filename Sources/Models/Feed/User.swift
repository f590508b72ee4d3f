/// A member of the PokeBall social network.
public struct User: Codable, Hashable, Sendable, Identifiable {
  /// The user's stable identifier.
  public var id: String
  /// The display name.
  public var name: String
  /// The name of the user's avatar image.
  public var avatarName: String

  /// Creates a user from its fields.
  public init(id: String, name: String, avatarName: String) {
    self.id = id
    self.name = name
    self.avatarName = avatarName
  }
}
