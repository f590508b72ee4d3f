import Models

/// Answers the article list from `articles/articles.json` (or another file) in a fixture
/// folder.
///
/// The file is `{"articles": [{"id": "...", ...}]}`; the items stay raw so the data model
/// can drop the bad ones.
package struct FixtureArticlesService: ArticlesService {
  /// The folder the file is read from.
  package var directory: FixtureDirectory
  /// The file's path inside the folder.
  package var relativePath: String

  /// Creates a service reading `relativePath` in `directory`.
  package init(directory: FixtureDirectory, relativePath: String = "articles/articles.json") {
    self.directory = directory
    self.relativePath = relativePath
  }

  /// Decodes the file's raw items.
  package func articleItems() async -> Result<[[String: String]], APIError> {
    directory.decode(ArticleItems.self, at: relativePath).map(\.articles)
  }
}
