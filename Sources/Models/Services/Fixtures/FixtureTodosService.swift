/// Answers the todo list from `todos/todos.json` (or another file) in a fixture folder.
public struct FixtureTodosService: TodosService {
  /// The folder the file is read from.
  public var directory: FixtureDirectory
  /// The file's path inside the folder.
  public var relativePath: String

  /// Creates a service reading `relativePath` in `directory`.
  public init(directory: FixtureDirectory, relativePath: String = "todos/todos.json") {
    self.directory = directory
    self.relativePath = relativePath
  }

  /// Decodes the file, a top-level array as JSONPlaceholder sends it.
  public func todos() async -> Result<[Todo], APIError> {
    directory.decode([Todo].self, at: relativePath)
  }
}
