// The feed's JSON uses snake_case; a user without an avatar gets an empty name, which the
// cell shows as initials.
extension User {
  enum CodingKeys: String, CodingKey {
    case id
    case name
    case avatarName = "avatar_name"
  }

  /// Decodes a user from the feed's JSON; `avatar_name` is optional.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decodeText(forKey: .id),
      name: try container.decode(String.self, forKey: .name),
      avatarName: try container.decodeIfPresent(String.self, forKey: .avatarName) ?? ""
    )
  }

  /// Encodes the user in the feed's JSON shape.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(name, forKey: .name)
    try container.encode(avatarName, forKey: .avatarName)
  }
}
