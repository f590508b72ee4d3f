import Foundation
import HeadlessRender

/// `<tool> verify [DIR] [--record MODE]`: renders every scenario and compares it with
/// its golden file.
enum VerifyCommand: Command {
  static let name = "verify"
  static let summary = "Renders every scenario in a folder and compares it with its golden."
  static let defaultDirectory = "Fixtures/Scenarios"
  static func help(for tool: CommandLineTool) -> String {
    """
    OVERVIEW: Renders every scenario (*.json) in DIR and compares the text with its golden,
    DIR/../Golden/<name>.txt: Fixtures/Scenarios/todos.json with Fixtures/Golden/todos.txt.
    Mismatches print a unified diff; the actual output is saved as <name>.actual.txt.

    USAGE: \(tool.name) verify [DIR] [--record MODE]

    ARGUMENTS:
      DIR            The scenarios' folder (default: Fixtures/Scenarios).

    OPTIONS:
      --record MODE  all, missing, failed or never; overrides SNAPSHOT_TESTING_RECORD.
                     Without either: never when CI is set, missing otherwise.
      -h, --help     Shows this help.

    Exit codes: 0 every golden matched, 1 a golden did not match or was written, 2 bad
    arguments, an unknown record mode or a bad scenario.

    """
  }

  @MainActor
  static func run(_ arguments: [String], tool: CommandLineTool) async throws -> Int32 {
    var directory: String?
    var environment = ProcessInfo.processInfo.environment
    var remaining = arguments.makeIterator()
    while let argument = remaining.next() {
      if argument == "--record" {
        guard let mode = remaining.next() else {
          throw CLIError.usage("--record needs a mode: all, missing, failed or never")
        }
        environment[RecordMode.environmentKey] = mode
      } else if argument.hasPrefix("-") || directory != nil {
        throw CLIError.usage(
          argument.hasPrefix("-")
            ? "unknown option '\(argument)'. Run `\(tool.name) verify --help`."
            : "verify takes one folder. Run `\(tool.name) verify --help`.")
      } else {
        directory = argument
      }
    }
    let verifier: GoldenVerifier
    do {
      verifier = try GoldenVerifier(environment: environment)
    } catch {
      throw CLIError.usage(error.description)
    }
    let path = directory ?? defaultDirectory
    let folder = ScenarioFolder(URL(fileURLWithPath: path))
    let names: [String]
    do {
      names = try folder.scenarioNames()
    } catch {
      throw CLIError.usage(error.description)
    }
    // Paths as the user typed the folder, so that errors name the files as they know them.
    let prefix = path.hasSuffix("/") ? path : path + "/"
    var failures = 0
    for name in names {
      let scenario = try ScenarioOptions.load(prefix + name + ".json", registry: tool.registry)
      let text = try await ScenarioOptions.render(scenario, registry: tool.registry)
      let verification: GoldenVerification
      do {
        verification = try verifier.verify(text, at: folder.goldenURL(forScenarioNamed: name))
      } catch {
        throw CLIError.usage(error.description)
      }
      if let message = verification.failureMessage {
        failures += 1
        tool.output.print("✗ \(name)\n\(message)\n")
      } else {
        tool.output.print("✓ \(name)\n")
      }
    }
    let scenarios = names.count == 1 ? "1 scenario" : "\(names.count) scenarios"
    tool.output.print(
      failures == 0 ? "\(scenarios), all goldens match.\n" : "\(scenarios), \(failures) failed.\n")
    return failures == 0 ? ExitCode.success : ExitCode.goldenMismatch
  }
}
