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
    // A blank line sets the diff apart from the headline above it and the summary below it.
    let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count > 6)
    if lines.count > 6 {
      #expect(lines[2] == "")
      #expect(lines[3].hasPrefix("--- a/"))
      #expect(lines[4].hasPrefix("+++ b/"))
      #expect(lines[lines.count - 3] == "")
      #expect(lines[lines.count - 4] != "")
    }
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

  @Test func anUnknownRecordModeIsBadInputNamingTheOption() async throws {
    let folder = try fixtures(scenarios: ["loading": loading])
    let result = try await CLIRunner.run(["verify", folder.path, "--record", "sometimes"])
    #expect(result.exitCode == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError == "error: --record: unknown record mode \"sometimes\" "
        + "(expected one of: all, missing, failed, never)\n")
  }

  @Test func anUnknownRecordModeAfterAnEqualsSignNamesTheOptionToo() async throws {
    let folder = try fixtures(scenarios: ["loading": loading])
    var environment = ProcessInfo.processInfo.environment
    environment["SNAPSHOT_TESTING_RECORD"] = "all"
    let result = try await CLIRunner.run(
      ["verify", folder.path, "--record=bogus"], in: nil, environment: environment, timeout: nil)
    #expect(result.exitCode == 2)
    #expect(
      result.standardError == "error: --record: unknown record mode \"bogus\" "
        + "(expected one of: all, missing, failed, never)\n")
  }

  @Test func anUnknownRecordModeInTheEnvironmentNamesTheVariable() async throws {
    let folder = try fixtures(scenarios: ["loading": loading])
    var environment = ProcessInfo.processInfo.environment
    environment["SNAPSHOT_TESTING_RECORD"] = "bogus"
    let result = try await CLIRunner.run(
      ["verify", folder.path], in: nil, environment: environment, timeout: nil)
    #expect(result.exitCode == 2)
    #expect(
      result.standardError == "error: SNAPSHOT_TESTING_RECORD: unknown record mode \"bogus\" "
        + "(expected one of: all, missing, failed, never)\n")
  }

  @Test func theRecordModeMayFollowAnEqualsSign() async throws {
    let folder = try fixtures(scenarios: ["loading": loading])
    let result = try await CLIRunner.run(["verify", folder.path, "--record=missing"])
    #expect(result.exitCode == 1)
    let golden = folder.deletingLastPathComponent().appendingPathComponent("Golden/loading.txt")
    expectText(try String(contentsOf: golden, encoding: .utf8), equals: loadingFrame)
    let again = try await CLIRunner.run(["verify", folder.path, "--record=never"])
    #expect(again.exitCode == 0)
    #expect(again.standardOutput == "✓ loading\n1 scenario, all goldens match.\n")
  }

  @Test func aMistypedOptionSuggestsTheNearestOne() async throws {
    let folder = try fixtures(scenarios: ["loading": loading])
    let result = try await CLIRunner.run(["verify", folder.path, "--recrod", "all"])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "error: unknown option '--recrod'. Did you mean '--record'? "
        + "Run `headless-table verify --help`.\n")
  }

  @Test func aFlagGivenAValueIsAUsageError() async throws {
    let folder = try fixtures(scenarios: ["loading": loading])
    let result = try await CLIRunner.run(["verify", folder.path, "--accessibility=yes"])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "error: --accessibility takes no value, found '--accessibility=yes'. "
        + "Run `headless-table verify --help`.\n")
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
    let twins = #"""
      {"screen": "todos", "device": {"width": 20, "height": 6}, "accessibility": true,
       "steps": [{"load": true}, {"respond": "../API/twins.json"}]}
      """#
    let folder = try fixtures(scenarios: ["twins": twins])
    let api = folder.deletingLastPathComponent().appendingPathComponent("API")
    try FileManager.default.createDirectory(at: api, withIntermediateDirectories: true)
    try Data(
      #"""
      [{"userId": 1, "id": 1, "title": "Feed the cat", "completed": false},
       {"userId": 1, "id": 2, "title": "Feed the cat", "completed": false}]
      """#.utf8
    ).write(to: api.appendingPathComponent("twins.json"))
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

  // MARK: - Hostile folders (issue 30)

  /// The names and bytes of the files in `folder`, to tell that nothing was written.
  private func contents(of folder: URL) throws -> [String: Data] {
    var result: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      result[name] = FileManager.default.contents(
        atPath: folder.appendingPathComponent(name).path)
    }
    return result
  }

  @Test func aScenarioNamedLikeAnActualFileStopsTheRunBeforeAnythingIsWritten() async throws {
    // loading's mismatch would be saved as loading.actual.txt: the other scenario's golden.
    let stale = loadingFrame.replacingOccurrences(of: "Todos ", with: "Tasks ")
    let folder = try fixtures(
      scenarios: ["loading": loading, "loading.actual": loading],
      goldens: ["loading": stale, "loading.actual": loadingFrame])
    let goldens = folder.deletingLastPathComponent().appendingPathComponent("Golden")
    let before = try contents(of: goldens)
    let result = try await CLIRunner.run(["verify", folder.path, "--record", "never"])
    #expect(result.exitCode == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError
        == "error: \(folder.path)/loading.actual.json: a scenario may not be named "
        + "*.actual.json: its golden would be where another scenario's mismatch is saved; "
        + "rename it\n")
    #expect(try contents(of: goldens) == before)
  }

  @Test func aScenarioLinkedOutsideTheRootIsNotRead() async throws {
    let folder = try fixtures(scenarios: [:])
    let root = folder.deletingLastPathComponent()
    let outside = root.deletingLastPathComponent().appendingPathComponent(
      "outside-\(UUID().uuidString).json")
    try Data(loading.utf8).write(to: outside)
    defer { try? FileManager.default.removeItem(at: outside) }
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("linked.json"), withDestinationURL: outside)
    let result = try await CLIRunner.run(["verify", folder.path, "--record", "missing"])
    #expect(result.exitCode == 2)
    expectText(
      result.standardOutput,
      equals: "✗ linked\n1 scenario, 0 failed, 1 could not be verified.\n")
    #expect(
      result.standardError
        == "error: \(folder.path)/linked.json: the scenario leads outside \(root.path) through a "
        + "symbolic link: a folder's scenarios are read only inside the folder above them\n")
    #expect(try contents(of: root.appendingPathComponent("Golden")).isEmpty)
  }

  @Test func aGoldenLinkedOutsideTheRootIsNotReadNorShown() async throws {
    let folder = try fixtures(scenarios: ["loading": loading])
    let root = folder.deletingLastPathComponent()
    let outside = root.deletingLastPathComponent().appendingPathComponent(
      "secret-\(UUID().uuidString).txt")
    try Data("a secret line\n".utf8).write(to: outside)
    defer { try? FileManager.default.removeItem(at: outside) }
    try FileManager.default.createSymbolicLink(
      at: root.appendingPathComponent("Golden/loading.txt"), withDestinationURL: outside)
    let result = try await CLIRunner.run(["verify", folder.path, "--record", "failed"])
    #expect(result.exitCode == 2)
    #expect(!result.standardOutput.contains("secret"))
    #expect(
      result.standardError
        == "error: loading.txt: cannot read the golden file: "
        + "it leads outside .. through a symbolic link\n")
    #expect(try String(contentsOf: outside, encoding: .utf8) == "a secret line\n")
  }

  @Test func aGoldenFolderLinkedElsewhereIsNotWrittenThrough() async throws {
    let folder = try fixtures(scenarios: ["loading": loading])
    let root = folder.deletingLastPathComponent()
    let goldens = root.appendingPathComponent("Golden")
    let elsewhere = root.appendingPathComponent("Elsewhere")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    try FileManager.default.removeItem(at: goldens)
    try FileManager.default.createSymbolicLink(at: goldens, withDestinationURL: elsewhere)
    let result = try await CLIRunner.run(["verify", folder.path, "--record", "missing"])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "error: loading.txt: cannot write into the folder \(goldens.path): "
        + "it is a symbolic link, and goldens are never written through one\n")
    #expect(try contents(of: elsewhere).isEmpty)
  }

  @Test func aPipeAsAFixtureOrAScenarioIsRefusedWithoutWaiting() async throws {
    let folder = try fixtures(scenarios: [
      "a-answer":
        #"{"screen": "todos", "steps": [{"load": true}, {"respond": "../API/pipe.json"}]}"#
    ])
    let root = folder.deletingLastPathComponent()
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("API"), withIntermediateDirectories: true)
    #expect(mkfifo(root.appendingPathComponent("API/pipe.json").path, 0o644) == 0)
    #expect(mkfifo(folder.appendingPathComponent("b-pipe.json").path, 0o644) == 0)
    let result = try await CLIRunner.run(
      ["verify", folder.path, "--record", "never"], in: nil, environment: nil,
      timeout: .seconds(20))
    #expect(!result.timedOut)
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "error: \(folder.path)/a-answer.json: step 2: fixture ../API/pipe.json is not a file: "
        + "it is a pipe\nerror: \(folder.path)/b-pipe.json: not a scenario file: it is a pipe\n")
  }

  @Test(arguments: [215, 250])
  func aScenarioWithALongNameGetsAGolden(stemLength: Int) async throws {
    // 250 + ".json" is 255 bytes, the longest name a file may have.
    let name = String(repeating: "n", count: stemLength)
    let folder = try fixtures(scenarios: [name: loading])
    let recorded = try await CLIRunner.run(["verify", folder.path, "--record", "missing"])
    #expect(recorded.exitCode == 1)
    #expect(recorded.standardError.isEmpty)
    let golden = folder.deletingLastPathComponent().appendingPathComponent("Golden/\(name).txt")
    expectText(try String(contentsOf: golden, encoding: .utf8), equals: loadingFrame)
    let again = try await CLIRunner.run(["verify", folder.path, "--record", "never"])
    #expect(again.exitCode == 0)
  }

  @Test func temporaryFilesAKilledRunLeftAreRemovedByTheNextRun() async throws {
    let folder = try fixtures(scenarios: ["loading": loading], goldens: ["loading": loadingFrame])
    let goldens = folder.deletingLastPathComponent().appendingPathComponent("Golden")
    let stale = [
      ".golden-999999999-0123456789abcdef.tmp",
      ".loading.txt.0F6A5C2E-7B1D-4C3E-9A8B-1D2E3F405162.tmp",
    ]
    let others = ["notes.tmp", ".loading.txt.mine.tmp"]
    for name in stale + others {
      try Data("half a golden".utf8).write(to: goldens.appendingPathComponent(name))
    }
    let result = try await CLIRunner.run(["verify", folder.path, "--record", "never"])
    #expect(result.exitCode == 0)
    #expect(try contents(of: goldens).keys.sorted() == (others + ["loading.txt"]).sorted())
  }

  #if os(Linux)
    @Test(arguments: [SIGINT, SIGTERM])
    func aRunStoppedWhileWritingAGoldenLeavesNoTemporaryFile(signal: Int32) async throws {
      // Ten scenarios whose goldens are rewritten: ten chances to stop a write midway.
      let wide = #"""
        {"screen": "todos", "device": {"width": 1000, "height": 0},
         "steps": [{"load": true}, {"respond": "../API/todos.json"}]}
        """#
      let names = (0..<10).map { "wide-\($0)" }
      let folder = try fixtures(
        scenarios: Dictionary(uniqueKeysWithValues: names.map { ($0, wide) }))
      let root = folder.deletingLastPathComponent()
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent("API"), withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: CLIRunner.packageRoot.appendingPathComponent("Fixtures/API/todos/todos.json"),
        to: root.appendingPathComponent("API/todos.json"))
      let goldens = root.appendingPathComponent("Golden")
      // A write is over in a fraction of a millisecond: on a busy machine every one of the ten
      // may end before the signal comes. Three runs, until one is caught writing.
      var outcome: SignalDuringWrite.Outcome?
      for _ in 0..<3 where outcome?.signalledDuringWrite != true {
        outcome = try await DedicatedThread.run {
          try SignalDuringWrite.run(
            ["verify", "Scenarios", "--record", "all"], in: root, watching: goldens,
            signal: signal)
        }
      }
      let caught = try #require(outcome)
      #expect(caught.signalledDuringWrite)
      #expect(caught.endingSignal == signal)
      let left = try contents(of: goldens).keys.filter { $0.hasSuffix(".tmp") }
      #expect(left.isEmpty, "left behind: \(left)")
    }
  #endif

  @Test func aScenarioWithoutStepsIsBadInputAndGetsNoGolden() async throws {
    let folder = try fixtures(scenarios: [
      "empty": #"{"screen": "todos", "accessibility": true, "steps": []}"#
    ])
    let result = try await CLIRunner.run(["verify", folder.path, "--record", "missing"])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "error: \(folder.path)/empty.json: \"steps\" is empty: a scenario draws one frame "
        + "per step, so it needs at least one\n")
    let goldens = folder.deletingLastPathComponent().appendingPathComponent("Golden")
    #expect(try contents(of: goldens).isEmpty)
  }

  @Test func aGoldenOfTwoGibibytesIsRefusedBeforeItIsRead() async throws {
    let folder = try fixtures(scenarios: ["loading": loading], goldens: ["loading": ""])
    let golden = folder.deletingLastPathComponent().appendingPathComponent("Golden/loading.txt")
    #expect(truncate(golden.path, 2 << 30) == 0)
    let result = try await CLIRunner.run(
      ["verify", folder.path, "--record", "failed"], in: nil, environment: nil,
      timeout: .seconds(20))
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "error: loading.txt: the golden file is larger than 32 MiB, "
        + "the most a golden may hold\n")
    #expect(
      try FileManager.default.attributesOfItem(atPath: golden.path)[.size] as? Int == 2 << 30)
  }

  @Test func anOptionGivenTwiceIsAUsageError() async throws {
    let folder = try fixtures(scenarios: ["loading": loading])
    for arguments in [
      ["--record", "never", "--record", "all"], ["--accessibility", "--accessibility"],
    ] {
      let result = try await CLIRunner.run(["verify", folder.path] + arguments)
      #expect(result.exitCode == 2)
      #expect(
        result.standardError
          == "error: \(arguments[0]) is given more than once. "
          + "Run `headless-table verify --help`.\n")
    }
    let goldens = folder.deletingLastPathComponent().appendingPathComponent("Golden")
    #expect(try contents(of: goldens).isEmpty)
  }

  @Test(.enabled(if: getuid() != 0, "root writes into a read-only folder"))
  func aReadOnlyGoldenFolderIsNamedInTheMessage() async throws {
    let folder = try fixtures(scenarios: ["loading": loading])
    let goldens = folder.deletingLastPathComponent().appendingPathComponent("Golden")
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: goldens.path)
    defer {
      try? FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: goldens.path)
    }
    let result = try await CLIRunner.run(["verify", folder.path, "--record", "missing"])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "error: loading.txt: cannot write into the folder \(goldens.path): "
        + "Permission denied\n")
  }

  @Test func anUnknownOptionIsShownWithItsControlCharactersEscaped() async throws {
    let result = try await CLIRunner.run(["verify", "--\u{1B}[31mred"])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == #"error: unknown option '--\u{1B}[31mred'. Run `headless-table verify --help`."# + "\n")
  }

  @Test func aScenarioNameWithAControlCharacterIsShownEscaped() async throws {
    let folder = try fixtures(scenarios: ["red\u{1B}[31m": loading])
    let result = try await CLIRunner.run(["verify", folder.path, "--record", "missing"])
    #expect(result.exitCode == 1)
    expectText(
      result.standardOutput,
      equals: #"""
        ✗ red\u{1B}[31m
        Recorded a new golden: red\u{1B}[31m.txt (record mode "missing"). Review it and run again.
        1 scenario, 1 failed.

        """#)
  }

  @Test func aScenarioWhoseNameIsNotUTF8IsSaidToBeSoWithItsBytesEscaped() async throws {
    let folder = try fixtures(scenarios: ["loading": loading], goldens: ["loading": loadingFrame])
    // "café.json" in Latin-1: the é is the byte E9, which alone is not UTF-8.
    let name = Array(folder.path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".json".utf8)
    let descriptor = open(name.map { CChar(bitPattern: $0) } + [0], O_CREAT | O_WRONLY, 0o644)
    #expect(descriptor >= 0)
    _ = loading.utf8CString.withUnsafeBufferPointer {
      write(descriptor, $0.baseAddress, $0.count - 1)
    }
    close(descriptor)
    let result = try await CLIRunner.run(["verify", folder.path, "--record", "never"])
    #expect(result.exitCode == 2)
    expectText(
      result.standardOutput,
      equals: #"""
        ✓ loading
        ✗ caf\x{E9}
        2 scenarios, 0 failed, 1 could not be verified.

        """#)
    #expect(
      result.standardError
        == "error: \(folder.path)/caf\\x{E9}.json: the file's name is not valid UTF-8 (the bytes "
        + "that are not are shown as \\x{..}): rename it\n")
  }
}
