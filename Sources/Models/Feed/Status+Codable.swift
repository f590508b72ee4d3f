// The feed's JSON: `created_at` is ISO 8601 (fractional seconds optional) whatever date
// strategy the caller's decoder has; `comments` and `favorite` may be left out.
extension Status {
  enum CodingKeys: String, CodingKey {
    case id
    case text
    case user
    case comments
    case isFavorite = "favorite"
    case createdAt = "created_at"
  }

  /// Decodes a status from the feed's JSON.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decodeText(forKey: .id),
      text: try container.decode(String.self, forKey: .text),
      user: try container.decode(User.self, forKey: .user),
      comments: try container.decodeIfPresent([Comment].self, forKey: .comments) ?? [],
      isFavorite: try container.decodeIfPresent(Bool.self, forKey: .isFavorite) ?? false,
      createdAt: try container.decodeTimestamp(forKey: .createdAt)
    )
  }

  /// Encodes the status in the feed's JSON shape.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(text, forKey: .text)
    try container.encode(user, forKey: .user)
    try container.encode(comments, forKey: .comments)
    try container.encode(isFavorite, forKey: .isFavorite)
    try container.encode(ISO8601Timestamp.string(from: createdAt), forKey: .createdAt)
  }
}
