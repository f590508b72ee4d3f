import Models

/// Answers the feed from `feed/feed.json` (or another file) in a fixture folder.
package struct FixtureFeedService: FeedService {
  /// The folder the file is read from.
  package var directory: FixtureDirectory
  /// The file's path inside the folder.
  package var relativePath: String

  /// Creates a service reading `relativePath` in `directory`.
  package init(directory: FixtureDirectory, relativePath: String = "feed/feed.json") {
    self.directory = directory
    self.relativePath = relativePath
  }

  /// Decodes the file.
  package func feed() async -> Result<Feed, APIError> {
    directory.decode(Feed.self, at: relativePath)
  }
}
