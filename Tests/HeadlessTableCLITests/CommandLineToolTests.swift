import Foundation
import HeadlessRender
import HeadlessScenarios
import TestSupport
import Testing

@testable import HeadlessTableCLI

/// A team's own tool over its own registry, run in-process.
@MainActor
@Suite struct CommandLineToolTests {
  /// What the tool printed.
  @MainActor
  final class Printed {
    var standardOutput = ""
    var standardError = ""
  }

  private let printed = Printed()
  private let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
  }

  /// `greetings-tool` 1.2.3 over the `greetings` screen, printing into ``printed``.
  private var tool: CommandLineTool {
    let registry = ScenarioRegistry().registering("greetings") { _ in GreetingsScreen() }
    var tool = CommandLineTool(name: "greetings-tool", version: "1.2.3", registry: registry)
    let printed = printed
    tool.output = CommandOutput(
      print: { printed.standardOutput += $0 }, error: { printed.standardError += $0 })
    return tool
  }

  private let hello = #"""
    {"screen": "greetings", "device": {"width": 12, "height": 3}, "steps": [{"greet": "owl"}]}
    """#

  /// What `hello` prints.
  private let helloFrame = """
    ── 1 · greet "owl" ──  1 section inserted
     ┌────────────┐
     │ Greetings  │
     │────────────│
    +│hello owl   │
     └────────────┘

    """

  @Test func aTeamsToolRendersItsOwnScreenAndEvents() async throws {
    try folder.write(hello, to: "Scenarios/hello.json")
    let status = await tool.run(["render", folder.file("Scenarios/hello.json").path])
    #expect(status == 0)
    #expect(printed.standardError == "")
    expectText(printed.standardOutput, equals: helloFrame)
  }

  @Test func aTeamsToolVerifiesItsGoldens() async throws {
    try folder.write(hello, to: "Scenarios/hello.json")
    try folder.write(helloFrame, to: "Golden/hello.txt")
    let status = await tool.run(["verify", folder.file("Scenarios").path, "--record", "never"])
    #expect(status == 0)
    expectText(printed.standardOutput, equals: "✓ hello\n1 scenario, all goldens match.\n")
  }

  @Test func aTeamsToolVerifiesItsOwnScenarioFolderWhenGivenNone() async throws {
    try folder.write(hello, to: "Scenarios/hello.json")
    try folder.write(helloFrame, to: "Golden/hello.txt")
    var tool = tool
    tool.scenarios = folder.file("Scenarios").path
    #expect(await tool.run(["verify", "--record", "never"]) == 0)
    expectText(printed.standardOutput, equals: "✓ hello\n1 scenario, all goldens match.\n")
    #expect(await tool.run(["verify", "--help"]) == 0)
    #expect(printed.standardOutput.contains("(default: \(folder.file("Scenarios").path))."))
  }

  @Test func aTeamsToolListsItsOwnScreens() async throws {
    try folder.write(#"{"screen": "todos", "steps": []}"#, to: "todos.json")
    let path = folder.file("todos.json").path
    let status = await tool.run(["render", path])
    #expect(status == 2)
    #expect(
      printed.standardError
        == "error: \(path): unknown screen \"todos\" (expected one of: greetings)\n")
  }

  @Test func aTeamsToolNamesItselfInItsHelpAndMessages() async {
    #expect(await tool.run(["--version"]) == 0)
    #expect(printed.standardOutput == "1.2.3\n")
    #expect(await tool.run(["render"]) == 2)
    #expect(
      printed.standardError
        == "error: render needs a scenario file. Run `greetings-tool render --help`.\n")
    #expect(await tool.run(["verify", "--help"]) == 0)
    #expect(printed.standardOutput.contains("USAGE: greetings-tool verify [DIR] [--record MODE]"))
  }

  @Test(arguments: ["--help", "-h", "help"])
  func everySpellingOfHelpPrintsTheWholeHelpAndExitsZero(spelling: String) async {
    #expect(await tool.run([spelling]) == 0)
    #expect(printed.standardError == "")
    expectText(
      printed.standardOutput,
      equals: """
        OVERVIEW: Renders list screens as text, verifies golden files, prints changesets.

        USAGE: greetings-tool <command> [options]
               greetings-tool help [<command>]
               greetings-tool --help | --version

        COMMANDS:
          render  Renders a scenario: one frame of the screen per step.
          verify  Renders every scenario in a folder and compares it with its golden.
          diff    Prints the staged batch updates between two lists of sections.

        Run `greetings-tool help <command>` for a command's options.
        Exit codes: 0 success, 1 golden mismatch, 2 bad input or usage.

        """)
  }

  @Test(arguments: ["render", "verify", "diff"])
  func aCommandTakesDashHAsItsHelpAnywhereBeforeDashDash(command: String) async {
    #expect(await tool.run([command, "--help"]) == 0)
    let help = printed.standardOutput
    #expect(help.hasPrefix("OVERVIEW: "))
    #expect(help.contains("USAGE: greetings-tool \(command)"))
    #expect(
      help.split(separator: "\n").contains {
        $0.hasPrefix("  -h, --help  ") && $0.hasSuffix("  Shows this help.")
      })
    for arguments in [[command, "-h"], [command, "x.json", "-h"]] {
      printed.standardOutput = ""
      #expect(await tool.run(arguments) == 0)
      #expect(printed.standardOutput == help, "\(arguments)")
    }
    #expect(printed.standardError == "")
  }

  @Test func verifyingStopsAtTheFirstStepPastTheTextAGoldenMayHold() async throws {
    let scenario = try Scenario(
      parsing: #"{"screen": "greetings", "steps": [{"greet": "owl"}, {"greet": "wren"}]}"#,
      file: "x.json", directory: folder.url, registry: tool.registry)
    await #expect {
      _ = try await ScenarioOptions.render(scenario, registry: tool.registry, limit: 100)
    } throws: { error in
      (error as? CLIError)?.message
        == "x.json: step 1: the frames so far are larger than 100 bytes, "
        + "the most a golden may hold"
    }
    let (text, _) = try await ScenarioOptions.render(
      scenario, registry: tool.registry, limit: 10_000)
    #expect(text.utf8.count > 100)
    #expect(
      try await ScenarioOptions.render(scenario, registry: tool.registry, limit: text.utf8.count)
        .text == text)
    // The frames' box-drawing glyphs are 3 bytes each: one byte under the text is too little,
    // though the text has far fewer characters.
    #expect(text.count < text.utf8.count - 100)
    await #expect {
      _ = try await ScenarioOptions.render(
        scenario, registry: tool.registry, limit: text.utf8.count - 1)
    } throws: { error in
      (error as? CLIError)?.message
        == "x.json: step 2: the frames so far are larger than \(text.utf8.count - 1) bytes, "
        + "the most a golden may hold"
    }
  }
}
