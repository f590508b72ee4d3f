/// Answers film pages from files under `films/` in a fixture folder.
///
/// Page 1 is `films/<name>.json` and page *n* is `films/<name>-page-<n>.json`, where the name
/// defaults to `films`. A missing file is an error naming it.
public struct FixtureFilmsService: FilmsService {
  /// The folder the files are read from.
  public var directory: FixtureDirectory
  /// The base name of the files, e.g. `films` or `long-title`.
  public var name: String

  /// Creates a service reading the `name` pages in `directory`.
  public init(directory: FixtureDirectory, name: String = "films") {
    self.directory = directory
    self.name = name
  }

  /// Decodes the file for `page`.
  public func films(page: Int) async -> Result<FilmsPage, APIError> {
    let file = page == 1 ? "films/\(name).json" : "films/\(name)-page-\(page).json"
    return directory.decode(FilmsPage.self, at: file)
  }
}
