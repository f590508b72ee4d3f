import Foundation
import HeadlessGoldens
import HeadlessScenarios
import TestSupport
import Testing

@Suite struct VerifyCommandTests {
  /// A temporary `Fixtures`-like folder: `Scenarios/` with `scenarios` (name to JSON) and
  /// `Golden/` with `goldens` (name to text). Returns the scenarios folder's path.
  private func fixtures(scenarios: [String: String], goldens: [String: String] = [:]) throws
    -> URL
  {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("verify-tests-\(UUID().uuidString)")
    let scenarioFolder = root.appendingPathComponent("Scenarios")
    let goldenFolder = root.appendingPathComponent("Golden")
    for folder in [scenarioFolder, goldenFolder] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    for (name, json) in scenarios {
      try Data(json.utf8).write(to: scenarioFolder.appendingPathComponent("\(name).json"))
    }
    for (name, text) in goldens {
      try Data(text.utf8).write(to: goldenFolder.appendingPathComponent("\(name).txt"))
    }
    return scenarioFolder
  }

  private let loading = #"""
    {"screen": "todos", "device": {"width": 12, "height": 3}, "steps": [{"load": true}]}
    """#

  /// What `loading` prints.
  private let loadingFrame = """
    ── 1 · load ──
     ┌────────────┐
     │   Todos    │
     │────────────│
     │            │
     └────────────┘

    """

  @Test func matchingGoldensPass() async throws {
    let folder = try fixtures(scenarios: ["loading": loading], goldens: ["loading": loadingFrame])
    let result = try await CLIRunner.run(["verify", folder.path, "--record", "never"])
    #expect(result.exitCode == 0)
    expectText(result.standardOutput, equals: "✓ loading\n1 scenario, all goldens match.\n")
  }

  @Test func aMismatchPrintsAUnifiedDiffAndExitsWithOne() async throws {
    let stale = loadingFrame.replacingOccurrences(of: "Todos ", with: "Tasks ")
    let folder = try fixtures(scenarios: ["loading": loading], goldens: ["loading": stale])
    let result = try await CLIRunner.run(["verify", folder.path, "--record", "never"])
    #expect(result.exitCode == 1)
    #expect(result.standardOutput.hasPrefix("✗ loading\nGolden mismatch: "))
    // The gutter column is a space in both lines.
    #expect(result.standardOutput.contains("\n- │   Tasks    │\n+ │   Todos    │\n"))
    #expect(result.standardOutput.hasSuffix("1 scenario, 1 failed.\n"))
    let actual = folder.deletingLastPathComponent().appendingPathComponent(
      "Golden/loading.actual.txt")
    expectText(try String(contentsOf: actual, encoding: .utf8), equals: loadingFrame)
  }

  @Test func aMissingGoldenIsRecordedInMissingModeAndStillFails() async throws {
    let folder = try fixtures(scenarios: ["loading": loading])
    let result = try await CLIRunner.run(["verify", folder.path, "--record", "missing"])
    #expect(result.exitCode == 1)
    let golden = folder.deletingLastPathComponent().appendingPathComponent("Golden/loading.txt")
    expectText(try String(contentsOf: golden, encoding: .utf8), equals: loadingFrame)
    let again = try await CLIRunner.run(["verify", folder.path, "--record", "missing"])
    #expect(again.exitCode == 0)
  }

  @Test func anUnknownRecordModeIsBadInput() async throws {
    let folder = try fixtures(scenarios: ["loading": loading])
    let result = try await CLIRunner.run(["verify", folder.path, "--record", "sometimes"])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError == "error: SNAPSHOT_TESTING_RECORD: unknown record mode \"sometimes\" "
        + "(expected one of: all, missing, failed, never)\n")
  }

  @Test func aBrokenScenarioIsBadInputNamingIt() async throws {
    let folder = try fixtures(scenarios: ["broken": #"{"screen": "todos"}"#])
    let result = try await CLIRunner.run(["verify", folder.path, "--record", "never"])
    #expect(result.exitCode == 2)
    #expect(result.standardError == "error: \(folder.path)/broken.json: missing \"steps\"\n")
  }

  @Test func aFolderTypedWithATrailingSlashNamesItsFilesWithOneSlash() async throws {
    let folder = try fixtures(scenarios: ["broken": #"{"screen": "todos"}"#])
    let result = try await CLIRunner.run(["verify", folder.path + "/", "--record", "never"])
    #expect(result.exitCode == 2)
    #expect(result.standardError == "error: \(folder.path)/broken.json: missing \"steps\"\n")
  }

  @Test func twoFoldersAreAUsageError() async throws {
    let folder = try fixtures(scenarios: ["loading": loading])
    let result = try await CLIRunner.run(["verify", folder.path, folder.path])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "error: verify takes one folder. Run `headless-table verify --help`.\n")
  }

  @Test func anOptionItDoesNotKnowIsNamedButAfterADoubleDashItIsASecondFolder() async throws {
    let folder = try fixtures(scenarios: ["loading": loading])
    let unknown = try await CLIRunner.run(["verify", folder.path, "-b"])
    #expect(unknown.exitCode == 2)
    #expect(
      unknown.standardError
        == "error: unknown option '-b'. Run `headless-table verify --help`.\n")
    let second = try await CLIRunner.run(["verify", "--", folder.path, "-b"])
    #expect(second.exitCode == 2)
    #expect(
      second.standardError
        == "error: verify takes one folder. Run `headless-table verify --help`.\n")
  }

  @Test func aBrokenScenarioDoesNotStopTheOthers() async throws {
    let stale = loadingFrame.replacingOccurrences(of: "Todos ", with: "Tasks ")
    let folder = try fixtures(
      scenarios: ["a-broken": #"{"screen": "todos"}"#, "b-loading": loading],
      goldens: ["b-loading": stale])
    let result = try await CLIRunner.run(["verify", folder.path, "--record", "never"])
    #expect(result.exitCode == 2)
    #expect(result.standardOutput.hasPrefix("✗ a-broken\n✗ b-loading\nGolden mismatch: "))
    #expect(result.standardOutput.hasSuffix("2 scenarios, 1 failed, 1 could not be verified.\n"))
    #expect(result.standardError == "error: \(folder.path)/a-broken.json: missing \"steps\"\n")
  }

  @Test func aFolderWhereAGoldenShouldBeIsNamedAndTheOtherScenariosStillRun() async throws {
    let folder = try fixtures(
      scenarios: ["a-loading": loading, "b-loading": loading], goldens: ["b-loading": loadingFrame])
    let golden = folder.deletingLastPathComponent().appendingPathComponent("Golden/a-loading.txt")
    try FileManager.default.createDirectory(at: golden, withIntermediateDirectories: true)
    let result = try await CLIRunner.run(["verify", folder.path, "--record", "never"])
    #expect(result.exitCode == 2)
    expectText(
      result.standardOutput,
      equals: "✗ a-loading\n✓ b-loading\n2 scenarios, 0 failed, 1 could not be verified.\n")
    // Outside a package, golden paths are shown relative to the golden folder.
    #expect(
      result.standardError
        == "error: a-loading.txt: cannot read the golden file: it is a folder, not a file\n")
  }

  @Test func everyMismatchIsReportedWhenTheActualFilesCannotBeWritten() async throws {
    // A folder where each actual file would go makes writing it fail, even for root, as a
    // read-only golden folder does for anyone else.
    let stale = loadingFrame.replacingOccurrences(of: "Todos ", with: "Tasks ")
    let folder = try fixtures(
      scenarios: ["a-loading": loading, "b-loading": loading],
      goldens: ["a-loading": stale, "b-loading": stale])
    let goldens = folder.deletingLastPathComponent().appendingPathComponent("Golden")
    for name in ["a-loading", "b-loading"] {
      try FileManager.default.createDirectory(
        at: goldens.appendingPathComponent("\(name).actual.txt"),
        withIntermediateDirectories: true)
    }
    let result = try await CLIRunner.run(["verify", folder.path, "--record", "never"])
    #expect(result.exitCode == 1)
    #expect(result.standardError.isEmpty)
    for name in ["a-loading", "b-loading"] {
      #expect(
        result.standardOutput.contains(
          "✗ \(name)\nGolden mismatch: \(name).txt (actual output not saved: "
            + "\(name).actual.txt: cannot write: "))
    }
    #expect(result.standardOutput.contains("\n- │   Tasks    │\n+ │   Todos    │\n"))
    #expect(result.standardOutput.hasSuffix("2 scenarios, 2 failed.\n"))
  }

  @Test func anEmptyRecordModeIsAUsageErrorNotTheDefault() async throws {
    let folder = try fixtures(scenarios: ["loading": loading])
    let result = try await CLIRunner.run(["verify", folder.path, "--record", ""])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError == "error: --record needs a mode: all, missing, failed or never\n")
    let golden = folder.deletingLastPathComponent().appendingPathComponent("Golden/loading.txt")
    #expect(!FileManager.default.fileExists(atPath: golden.path))
  }

  @Test func aFolderWithoutScenariosIsBadInput() async throws {
    let folder = try fixtures(scenarios: [:])
    let result = try await CLIRunner.run(["verify", folder.path])
    #expect(result.exitCode == 2)
    #expect(result.standardError == "error: no scenarios (*.json) in \(folder.path)\n")
  }

  @Test func theAccessibilityOptionVerifiesGoldensThatHoldTheReadings() async throws {
    let reading = loadingFrame + " VoiceOver:\n   Todos. Heading.\n"
    let folder = try fixtures(scenarios: ["loading": loading], goldens: ["loading": reading])
    let plain = try await CLIRunner.run(["verify", folder.path, "--record", "never"])
    #expect(plain.exitCode == 1)
    let result = try await CLIRunner.run([
      "verify", folder.path, "--record", "never", "--accessibility",
    ])
    #expect(result.exitCode == 0)
    expectText(result.standardOutput, equals: "✓ loading\n1 scenario, all goldens match.\n")
  }

  @Test func accessibilityFindingsAreReportedUnderTheScenarioWithoutFailingIt() async throws {
    // Two todos with the same title sound the same: a duplicate adjacent label.
    let answer = FileManager.default.temporaryDirectory
      .appendingPathComponent("twins-\(UUID().uuidString).json")
    try Data(
      #"""
      [{"userId": 1, "id": 1, "title": "Feed the cat", "completed": false},
       {"userId": 1, "id": 2, "title": "Feed the cat", "completed": false}]
      """#.utf8
    ).write(to: answer)
    let twins = #"""
      {"screen": "todos", "device": {"width": 20, "height": 6}, "accessibility": true,
       "steps": [{"load": true}, {"respond": "\#(answer.path)"}]}
      """#
    let folder = try fixtures(scenarios: ["twins": twins])
    _ = try await CLIRunner.run(["verify", folder.path, "--record", "missing"])
    let result = try await CLIRunner.run(["verify", folder.path, "--record", "never"])
    #expect(result.exitCode == 0)
    expectText(
      result.standardOutput,
      equals: """
        ✓ twins
          warning: accessibility: frame 2: `Feed the cat: Not done. Button.`: the same label \
        as the element before it, "Feed the cat"
        1 scenario, all goldens match.

        """)
  }

  @Test func helpNamesTheDefaultFolderAndTheRecordModes() async throws {
    let result = try await CLIRunner.run(["verify", "--help"])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.contains("default: Fixtures/Scenarios"))
    #expect(result.standardOutput.contains("all, missing, failed or never"))
    #expect(result.standardOutput.contains("--accessibility"))
    #expect(result.standardOutput.contains("Findings do not change the exit code"))
  }
}
