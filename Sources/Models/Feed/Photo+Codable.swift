// The feed's JSON: `image_name` and `created_at` in snake_case; a photo may have no caption.
extension Photo {
  enum CodingKeys: String, CodingKey {
    case id
    case imageName = "image_name"
    case caption
    case user
    case createdAt = "created_at"
  }

  /// Decodes a photo from the feed's JSON; a missing `caption` is empty.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decodeText(forKey: .id),
      imageName: try container.decode(String.self, forKey: .imageName),
      caption: try container.decodeIfPresent(String.self, forKey: .caption) ?? "",
      user: try container.decode(User.self, forKey: .user),
      createdAt: try container.decodeTimestamp(forKey: .createdAt)
    )
  }

  /// Encodes the photo in the feed's JSON shape.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(imageName, forKey: .imageName)
    try container.encode(caption, forKey: .caption)
    try container.encode(user, forKey: .user)
    try container.encode(ISO8601Timestamp.string(from: createdAt), forKey: .createdAt)
  }
}
