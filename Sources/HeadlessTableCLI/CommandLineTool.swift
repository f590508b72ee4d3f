import Foundation
import HeadlessRender
import HeadlessScenarios

/// A command-line tool that renders and verifies the scenarios of a registry's screens and
/// prints changesets: `render`, `verify` and `diff`.
///
/// `headless-table` is this tool over the reference screens. A team builds its own for its
/// screens in an executable target's `main.swift`:
///
/// ```swift
/// import HeadlessScenarios
/// import HeadlessTableCLI
///
/// let registry = ScenarioRegistry()
///   .registering("contacts") { context in
///     let service = ScriptedContactsService(server: context.server)
///     return ContactsViewController(controller: ContactsController(service: service))
///   }
/// await CommandLineTool(
///   name: "contacts-screens", version: "1.0.0", registry: registry, scenarios: "Scenarios"
/// ).main()
/// ```
///
/// ```
/// $ contacts-screens verify
/// ✓ contacts-search
/// 1 scenario, all goldens match.
/// ```
///
/// Exit codes: 0 success, 1 a golden did not match or was written, 2 bad input or usage.
public struct CommandLineTool: Sendable {
  /// The program's name, as its help and messages show it.
  public var name: String
  /// What `--version` prints.
  public var version: String
  /// The screens scenarios may name.
  public var registry: ScenarioRegistry
  /// The folder `verify` reads when given none, relative to the working directory.
  public var scenarios: String
  /// Where the tool prints; standard output and standard error unless a test says otherwise.
  var output = CommandOutput.standard

  /// A tool called `name` at `version`, running the screens of `registry`, whose `verify`
  /// reads the folder `scenarios` unless told another.
  public init(
    name: String, version: String, registry: ScenarioRegistry,
    scenarios: String = "Fixtures/Scenarios"
  ) {
    self.name = name
    self.version = version
    self.registry = registry
    self.scenarios = scenarios
  }

  /// Every subcommand, in the order `--help` lists them.
  static var commands: [any Command.Type] {
    [RenderCommand.self, VerifyCommand.self, DiffCommand.self]
  }

  var help: String {
    let commands = Self.commands
    let width = commands.map { $0.name.count }.max() ?? 0
    let list = commands.map { command in
      "  \(command.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(command.summary)"
    }
    return """
      OVERVIEW: Renders list screens as text, verifies golden files, prints changesets.

      USAGE: \(name) <command> [options]
             \(name) help [<command>]
             \(name) --help | --version

      COMMANDS:
      \(list.isEmpty ? "  (none yet)" : list.joined(separator: "\n"))

      Run `\(name) help <command>` for a command's options.
      Exit codes: 0 success, 1 golden mismatch, 2 bad input or usage.

      """
  }

  /// Runs the tool with the process's arguments and exits with its exit code.
  @MainActor
  public func main() async -> Never {
    exit(await run(Array(CommandLine.arguments.dropFirst())))
  }

  /// Runs the tool with `arguments` (without the program name) and returns the exit code.
  ///
  /// Errors are printed on standard error after `error: `, and decide the exit code, here
  /// and nowhere else.
  @MainActor
  public func run(_ arguments: [String]) async -> Int32 {
    guard let first = arguments.first else {
      output.error(help)
      return ExitCode.badInput
    }
    switch first {
    case "--help", "-h":
      output.print(help)
      return ExitCode.success
    case "help":
      return printHelp(arguments.dropFirst())
    case "--version":
      output.print(version + "\n")
      return ExitCode.success
    default:
      break
    }
    guard let command = command(named: first) else { return ExitCode.badInput }
    let rest = Array(arguments.dropFirst())
    // After `--` every argument is an operand, even `--help`.
    let options = rest.prefix { $0 != "--" }
    if options.contains("--help") || options.contains("-h") {
      output.print(command.help(for: self))
      return ExitCode.success
    }
    do {
      return try await command.run(rest, tool: self)
    } catch let error as CLIError {
      output.error("error: \(error.message)\n")
      return error.exitCode
    } catch {
      output.error("error: \(error)\n")
      return ExitCode.badInput
    }
  }

  /// `help` and `help <command>`: the tool's help, or the command's, as `--help` prints them.
  @MainActor
  private func printHelp(_ arguments: ArraySlice<String>) -> Int32 {
    guard let word = arguments.first else {
      output.print(help)
      return ExitCode.success
    }
    guard arguments.count == 1 else {
      output.error("error: help takes one command. Run `\(name) --help` for the commands.\n")
      return ExitCode.badInput
    }
    guard let command = command(named: word) else { return ExitCode.badInput }
    output.print(command.help(for: self))
    return ExitCode.success
  }

  /// The command called `word`; or nil, having printed the error, with the nearest name when
  /// one is near enough to be a typo.
  @MainActor
  private func command(named word: String) -> (any Command.Type)? {
    if let command = Self.commands.first(where: { $0.name == word }) { return command }
    let words = Self.commands.map { $0.name } + ["help", "--help", "--version"]
    let guess = Suggestion.nearest(to: word, among: words).map { " Did you mean '\($0)'?" } ?? ""
    output.error(
      "error: unknown command '\(EchoedText.shown(word))'.\(guess) "
        + "Run `\(name) --help` for the commands.\n")
    return nil
  }
}
