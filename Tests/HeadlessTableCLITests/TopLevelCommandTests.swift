import Testing

@Suite struct TopLevelCommandTests {
  @Test func helpListsUsageAndExitsZero() async throws {
    let result = try await CLIRunner.run(["--help"])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.contains("USAGE: headless-table <command> [options]"))
    #expect(result.standardError.isEmpty)
  }

  @Test func helpListsTheCommandsInOneColumnTwoSpacesAfterTheLongestName() async throws {
    let result = try await CLIRunner.run(["--help"])
    #expect(
      result.standardOutput.contains(
        """
        COMMANDS:
          render  Renders a scenario: one frame of the screen per step.
          verify  Renders every scenario in a folder and compares it with its golden.
          diff    Prints the staged batch updates between two lists of sections.

        """))
  }

  @Test func versionPrintsTheVersion() async throws {
    let result = try await CLIRunner.run(["--version"])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput == "0.1.0\n")
  }

  @Test func helpIsTheWholeOverviewWithTheCommandsAndTheExitCodes() async throws {
    let result = try await CLIRunner.run(["--help"])
    #expect(
      result.standardOutput == """
        OVERVIEW: Renders list screens as text, verifies golden files, prints changesets.

        USAGE: headless-table <command> [options]
               headless-table help [<command>]
               headless-table --help | --version

        COMMANDS:
          render  Renders a scenario: one frame of the screen per step.
          verify  Renders every scenario in a folder and compares it with its golden.
          diff    Prints the staged batch updates between two lists of sections.

        Run `headless-table help <command>` for a command's options.
        Exit codes: 0 success, 1 golden mismatch, 2 bad input or usage.

        """)
  }

  @Test func helpAloneIsTheToolsHelp() async throws {
    let help = try await CLIRunner.run(["help"])
    #expect(help.exitCode == 0)
    #expect(help.standardOutput == (try await CLIRunner.run(["--help"])).standardOutput)
  }

  @Test(arguments: ["render", "verify", "diff"])
  func helpWithACommandIsThatCommandsHelp(command: String) async throws {
    let help = try await CLIRunner.run(["help", command])
    let own = try await CLIRunner.run([command, "--help"])
    #expect(help.exitCode == 0)
    #expect(help.standardError.isEmpty)
    #expect(help.standardOutput == own.standardOutput)
    #expect(help.standardOutput.contains("USAGE: headless-table \(command) "))
  }

  @Test func helpWithAMistypedCommandSuggestsTheNearestOne() async throws {
    let result = try await CLIRunner.run(["help", "rendr"])
    #expect(result.exitCode == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError
        == "error: unknown command 'rendr'. Did you mean 'render'? "
        + "Run `headless-table --help` for the commands.\n")
  }

  @Test func helpWithTwoCommandsIsAUsageError() async throws {
    let result = try await CLIRunner.run(["help", "render", "diff"])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "error: help takes one command. Run `headless-table --help` for the commands.\n")
  }

  @Test func aMistypedCommandSuggestsTheNearestOne() async throws {
    let result = try await CLIRunner.run(["verfy", "Fixtures/Scenarios"])
    #expect(result.exitCode == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError
        == "error: unknown command 'verfy'. Did you mean 'verify'? "
        + "Run `headless-table --help` for the commands.\n")
  }

  @Test func aMistypedVersionFlagSuggestsIt() async throws {
    let result = try await CLIRunner.run(["--verison"])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "error: unknown command '--verison'. Did you mean '--version'? "
        + "Run `headless-table --help` for the commands.\n")
  }

  @Test func anUnknownCommandIsAUsageErrorOnStandardError() async throws {
    let result = try await CLIRunner.run(["frobnicate"])
    #expect(result.exitCode == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError
        == "error: unknown command 'frobnicate'. Run `headless-table --help` for the commands.\n")
  }

  @Test func noArgumentsPrintsHelpToStandardErrorAndFails() async throws {
    let result = try await CLIRunner.run([])
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("USAGE: headless-table"))
  }
}
