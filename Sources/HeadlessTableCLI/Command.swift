/// A subcommand of a ``CommandLineTool``.
protocol Command {
  /// The word that selects it, e.g. `diff`.
  static var name: String { get }
  /// One line for the command list in `--help`.
  static var summary: String { get }
  /// The full `--help` text of the subcommand in `tool`.
  static func help(for tool: CommandLineTool) -> String
  /// Runs the subcommand of `tool` with the arguments after its name; returns the exit code.
  ///
  /// Throws ``CLIError`` for bad input; any other error is reported as bad input too.
  @MainActor static func run(_ arguments: [String], tool: CommandLineTool) async throws -> Int32
}
