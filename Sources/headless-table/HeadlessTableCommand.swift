import Foundation

/// `headless-table`: dispatches to a subcommand and turns its errors into exit codes.
enum HeadlessTableCommand {
  /// The version `--version` prints.
  static let version = "0.1.0"

  /// Every subcommand, in the order `--help` lists them.
  static var commands: [any Command.Type] {
    [RenderCommand.self, VerifyCommand.self, DiffCommand.self]
  }

  static var help: String {
    let width = commands.map { $0.name.count }.max() ?? 0
    let list = commands.map { command in
      "  \(command.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(command.summary)"
    }
    return """
      OVERVIEW: Renders list screens as text, verifies golden files, prints changesets.

      USAGE: headless-table <command> [options]
             headless-table --help | --version

      COMMANDS:
      \(list.isEmpty ? "  (none yet)" : list.joined(separator: "\n"))

      Run `headless-table <command> --help` for a command's options.
      Exit codes: 0 success, 1 golden mismatch, 2 bad input or usage.

      """
  }

  /// Runs the CLI with `arguments` (without the program name) and returns the exit code.
  @MainActor
  static func main(_ arguments: [String]) async -> Int32 {
    guard let first = arguments.first else {
      StandardError.write(help)
      return ExitCode.badInput
    }
    switch first {
    case "--help", "-h", "help":
      print(help, terminator: "")
      return ExitCode.success
    case "--version":
      print(version)
      return ExitCode.success
    default:
      break
    }
    guard let command = commands.first(where: { $0.name == first }) else {
      StandardError.write(
        "error: unknown command '\(first)'. Run `headless-table --help` for the commands.\n")
      return ExitCode.badInput
    }
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") {
      print(command.help, terminator: "")
      return ExitCode.success
    }
    do {
      return try await command.run(rest)
    } catch let error as CLIError {
      StandardError.write("error: \(error.message)\n")
      return error.exitCode
    } catch {
      StandardError.write("error: \(error)\n")
      return ExitCode.badInput
    }
  }
}

/// Writes to the process's standard error.
enum StandardError {
  static func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
