import Models

/// Answers film pages from files under `films/` in a fixture folder.
///
/// Page 1 is `films/<name>.json` and page *n* is `films/<name>-page-<n>.json`, where the name
/// defaults to `films`. A missing file is an error naming it.
package struct FixtureFilmsService: FilmsService {
  /// The folder the files are read from.
  package var directory: FixtureDirectory
  /// The base name of the files, e.g. `films` or `long-title`.
  package var name: String

  /// Creates a service reading the `name` pages in `directory`.
  package init(directory: FixtureDirectory, name: String = "films") {
    self.directory = directory
    self.name = name
  }

  /// Decodes the file for `page`.
  package func films(page: Int) async -> Result<FilmsPage, APIError> {
    let file = page == 1 ? "films/\(name).json" : "films/\(name)-page-\(page).json"
    return directory.decode(FilmsPage.self, at: file)
  }
}
