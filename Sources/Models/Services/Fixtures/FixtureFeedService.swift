/// Answers the feed from `feed/feed.json` (or another file) in a fixture folder.
public struct FixtureFeedService: FeedService {
  /// The folder the file is read from.
  public var directory: FixtureDirectory
  /// The file's path inside the folder.
  public var relativePath: String

  /// Creates a service reading `relativePath` in `directory`.
  public init(directory: FixtureDirectory, relativePath: String = "feed/feed.json") {
    self.directory = directory
    self.relativePath = relativePath
  }

  /// Decodes the file.
  public func feed() async -> Result<Feed, APIError> {
    directory.decode(Feed.self, at: relativePath)
  }
}
