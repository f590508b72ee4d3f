/// Answers the article list from `articles/articles.json` (or another file) in a fixture
/// folder.
///
/// The file is `{"articles": [{"id": "...", ...}]}`; the items stay raw so the data model
/// can drop the bad ones.
public struct FixtureArticlesService: ArticlesService {
  /// The folder the file is read from.
  public var directory: FixtureDirectory
  /// The file's path inside the folder.
  public var relativePath: String

  /// Creates a service reading `relativePath` in `directory`.
  public init(directory: FixtureDirectory, relativePath: String = "articles/articles.json") {
    self.directory = directory
    self.relativePath = relativePath
  }

  /// Decodes the file's raw items.
  public func articleItems() async -> Result<[[String: String]], APIError> {
    directory.decode(ArticleItems.self, at: relativePath).map(\.articles)
  }
}
