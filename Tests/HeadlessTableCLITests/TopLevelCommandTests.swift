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
