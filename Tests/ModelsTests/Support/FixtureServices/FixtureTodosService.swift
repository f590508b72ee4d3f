import Models

/// Answers the todo list from `todos/todos.json` (or another file) in a fixture folder.
package struct FixtureTodosService: TodosService {
  /// The folder the file is read from.
  package var directory: FixtureDirectory
  /// The file's path inside the folder.
  package var relativePath: String

  /// Creates a service reading `relativePath` in `directory`.
  package init(directory: FixtureDirectory, relativePath: String = "todos/todos.json") {
    self.directory = directory
    self.relativePath = relativePath
  }

  /// Decodes the file, a top-level array as JSONPlaceholder sends it.
  package func todos() async -> Result<[Todo], APIError> {
    directory.decode([Todo].self, at: relativePath)
  }
}
