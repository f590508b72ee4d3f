import Foundation
import HeadlessGoldens
import HeadlessRender
import HeadlessScenarios

/// `<tool> verify [DIR] [--record MODE] [--accessibility]`: renders every scenario and
/// compares it with its golden file.
enum VerifyCommand: Command {
  static let name = "verify"
  static let summary = "Renders every scenario in a folder and compares it with its golden."
  static func help(for tool: CommandLineTool) -> String {
    """
    OVERVIEW: Renders every scenario (*.json) in DIR and compares the text with its golden,
    DIR/../Golden/<name>.txt: Scenarios/todos.json with Golden/todos.txt.
    Mismatches print a unified diff; the actual output is saved as <name>.actual.txt.

    USAGE: \(tool.name) verify [DIR] [--record MODE] [--accessibility]

    ARGUMENTS:
      DIR            The scenarios' folder (default: \(tool.scenarios)).

    OPTIONS:
      --record MODE  all, missing, failed or never (also --record=MODE); overrides
                     SNAPSHOT_TESTING_RECORD.
                     Without either: never when CI is set, missing otherwise.
      --accessibility
                     Reads every frame of every scenario as VoiceOver does, as
                     "accessibility": true in each scenario does: the goldens must
                     hold the readings.
      --             Ends the options: what follows is DIR, even if it starts with a dash.
      -h, --help     Shows this help.

    A folder is a boundary: scenarios, fixtures and goldens are read only as regular files
    inside the folder above DIR (symbolic links resolved), and only the golden folder is
    written, never through a link. Limits: a scenario 4 MiB and 10,000 steps, a fixture
    8 MiB, a golden (and a scenario's output) 32 MiB. A scenario may not be named
    <name>.actual.json. A run stopped by SIGINT or SIGTERM removes its temporary files; one
    killed otherwise leaves .golden-<pid>-<hex>.tmp files that the next run removes. Each
    option is given at most once.

    Scenarios that read accessibility are audited too: each element VoiceOver cannot name
    (a control or an image without a label) or that repeats the label before it is
    reported under the scenario's line as a warning. Findings do not change the exit code:
    the golden already shows them, and a test can fail on them (assertAccessibilityAudit).

    Every scenario is verified, whatever the others do. Exit codes: 0 every golden matched,
    1 a golden did not match or was written, 2 bad arguments, an unknown record mode, or a
    scenario that could not be verified (a bad scenario, an unreadable golden).

    """
  }

  /// `--record` and `--accessibility`.
  static let options = CommandOptions(valued: ["--record"], flags: ["--accessibility"])

  @MainActor
  static func run(_ arguments: [String], tool: CommandLineTool) async throws -> Int32 {
    let arguments = try options.splittingValues(arguments, tool: tool, command: name)
    var directory: String?
    var environment = ProcessInfo.processInfo.environment
    var accessibility = false
    var remaining = arguments.makeIterator()
    var optionsEnded = false
    var given: Set<String> = []
    while let argument = remaining.next() {
      if !optionsEnded, ["--record", "--accessibility"].contains(argument) {
        try ScenarioOptions.once(argument, given: &given, tool: tool, command: name)
      }
      if argument == "--", !optionsEnded {
        optionsEnded = true
      } else if argument == "--accessibility", !optionsEnded {
        accessibility = true
      } else if argument == "--record", !optionsEnded {
        // An empty mode would read as unset and quietly pick the default.
        guard let mode = remaining.next(), !mode.isEmpty else {
          throw CLIError.usage("--record needs a mode: all, missing, failed or never")
        }
        // Checked here, so that the message blames the option, not SNAPSHOT_TESTING_RECORD.
        guard RecordMode(rawValue: mode) != nil else {
          let allowed = RecordMode.allCases.map(\.rawValue).joined(separator: ", ")
          throw CLIError.usage(
            "--record: unknown record mode \"\(EchoedText.shown(mode))\" "
              + "(expected one of: \(allowed))")
        }
        environment[RecordMode.environmentKey] = mode
      } else if argument.hasPrefix("-"), !optionsEnded {
        throw options.unknown(argument, tool: tool, command: name)
      } else if directory != nil {
        throw CLIError.usage("verify takes one folder. Run `\(tool.name) verify --help`.")
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
    let path = directory ?? tool.scenarios
    let folder = ScenarioFolder(URL(fileURLWithPath: path))
    let names: [String]
    let namesNotUTF8: [String]
    do {
      names = try folder.scenarioNames()
      namesNotUTF8 = try folder.scenarioNamesNotUTF8()
    } catch {
      throw CLIError.usage(error.description)
    }
    // A run stopped by SIGINT or SIGTERM leaves no temporary file beside the goldens.
    TemporaryFiles.removeOnSignals()
    // Paths as the user typed the folder, so that errors name the files as they know them.
    let prefix = path.hasSuffix("/") ? path : path + "/"
    var failures = 0
    var errors = 0
    // Every scenario is reported: one that cannot be verified does not stop the others.
    for name in names {
      // A file name may hold control characters: shown escaped, as every echoed value is.
      let shown = EchoedText.shown(name, limit: 4_096)
      let verification: GoldenVerification
      let findings: [AccessibilityFinding]
      do {
        (verification, findings) = try await verify(
          prefix + name + ".json", against: folder.goldenURL(forScenarioNamed: name),
          in: folder, with: verifier, accessibility: accessibility, tool: tool)
      } catch {
        errors += 1
        tool.output.print("✗ \(shown)\n")
        tool.output.error("error: \((error as? CLIError)?.message ?? "\(error)")\n")
        continue
      }
      if let headline = verification.failureHeadline {
        failures += 1
        // In pieces: a diff of two large goldens is large, and one text would copy it.
        tool.output.print("✗ \(shown)\n\(EchoedText.shown(headline, limit: 16_384))\n")
        if let diff = verification.diff {
          tool.output.print("\n")
          tool.output.print(diff)
          tool.output.print("\n")
        }
      } else {
        tool.output.print("✓ \(shown)\n")
      }
      for finding in findings {
        tool.output.print("  warning: accessibility: \(finding)\n")
      }
    }
    // A name that is not UTF-8 names no scenario this tool can open or give a golden: said
    // so, rather than reported missing under a look-alike name.
    for name in namesNotUTF8 {
      errors += 1
      tool.output.print("✗ \(name)\n")
      let error = ScenarioError(file: prefix + name + ".json", reason: .nameNotUTF8)
      tool.output.error("error: \(error)\n")
    }
    tool.output.print(
      summary(scenarios: names.count + namesNotUTF8.count, failures: failures, errors: errors))
    if errors > 0 { return ExitCode.badInput }
    return failures == 0 ? ExitCode.success : ExitCode.goldenMismatch
  }

  /// Renders the scenario at `path` of `folder` (reading accessibility too when
  /// `accessibility`) and verifies it against `golden`: the verification, and what the
  /// accessibility audit found.
  @MainActor
  private static func verify(
    _ path: String, against golden: URL, in folder: ScenarioFolder, with verifier: GoldenVerifier,
    accessibility: Bool, tool: CommandLineTool
  ) async throws -> (verification: GoldenVerification, findings: [AccessibilityFinding]) {
    var scenario = try ScenarioOptions.load(path, registry: tool.registry, root: folder.root)
    scenario.accessibility = scenario.accessibility || accessibility
    let (text, findings) = try await ScenarioOptions.render(
      scenario, registry: tool.registry, limit: verifier.sizeLimit)
    do {
      return (try verifier.verify(text, at: golden), findings)
    } catch {
      throw CLIError.usage(error.description)
    }
  }

  /// `18 scenarios, all goldens match.`, or how many failed and how many could not be verified.
  private static func summary(scenarios: Int, failures: Int, errors: Int) -> String {
    let counted = scenarios == 1 ? "1 scenario" : "\(scenarios) scenarios"
    guard failures > 0 || errors > 0 else { return "\(counted), all goldens match.\n" }
    guard errors > 0 else { return "\(counted), \(failures) failed.\n" }
    return "\(counted), \(failures) failed, \(errors) could not be verified.\n"
  }
}
