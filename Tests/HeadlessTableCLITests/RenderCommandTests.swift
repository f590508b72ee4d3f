import Foundation
import HeadlessScenarios
import TestSupport
import Testing

@Suite struct RenderCommandTests {
  /// Writes `json` as `name` in a new temporary folder, beside a copy of the todos fixture
  /// (``todos``), and returns its path.
  private func scenarioFile(_ json: String, named name: String = "broken.json") throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("render-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: CLIRunner.packageRoot.appendingPathComponent("Fixtures/API/todos/todos.json"),
      to: folder.appendingPathComponent(todos))
    let file = folder.appendingPathComponent(name)
    try Data(json.utf8).write(to: file)
    return file.path
  }

  /// The todos fixture, copied beside each scenario: a scenario reads only inside the folder
  /// above its own.
  private let todos = "todos.json"

  /// Runs `render` on a scenario written from `json` and expects it to fail with exit code 2
  /// and `message` (after `error: <file>: `) on standard error, after printing the frames of
  /// the `framesBefore` steps before the failing one (frames stream out as they are drawn).
  private func expectFailure(_ json: String, _ message: String, framesBefore: Int = 0) async throws
  {
    let path = try scenarioFile(json)
    let result = try await CLIRunner.run(["render", path])
    #expect(result.exitCode == 2)
    let captions = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("── ") }
    #expect(captions.count == framesBefore)
    for (offset, caption) in captions.enumerated() {
      #expect(caption.hasPrefix("── \(offset + 1) · "))
    }
    #expect(result.standardError == "error: \(path): \(message)\n")
  }

  @Test func aScenarioPrintsOneCaptionedFramePerStep() async throws {
    let path = try scenarioFile(
      #"{"screen": "todos", "device": {"width": 20, "height": 3}, "steps": [{"load": true}]}"#)
    let result = try await CLIRunner.run(["render", path])
    #expect(result.exitCode == 0)
    #expect(result.standardError.isEmpty)
    expectText(
      result.standardOutput,
      equals: """
        ── 1 · load ──
         ┌────────────────────┐
         │       Todos        │
         │────────────────────│
         │                    │
         └────────────────────┘

        """)
  }

  @Test func aCollectionViewScreenRendersItsGoldenAndNamesAStepItCannotTake() async throws {
    let result = try await CLIRunner.run(["render", "Fixtures/Scenarios/todos-list-states.json"])
    #expect(result.exitCode == 0)
    let golden = try String(
      contentsOf: CLIRunner.packageRoot.appendingPathComponent(
        "Fixtures/Golden/todos-list-states.txt"), encoding: .utf8)
    expectText(result.standardOutput, equals: golden)
    let path = try scenarioFile(
      #"{"screen": "films-grid", "steps": [{"scrollSection": {"section": 0, "by": 1}}]}"#)
    let failed = try await CLIRunner.run(["render", path])
    #expect(failed.exitCode == 2)
    #expect(
      failed.standardError
        == "error: \(path): step 1: scrollSection: the films-grid screen has no "
        + "orthogonal section 0\n")
  }

  @Test func widthAndHeightOptionsOverrideTheScenariosDevice() async throws {
    let path = try scenarioFile(#"{"screen": "todos", "steps": [{"load": true}]}"#)
    let result = try await CLIRunner.run(["render", path, "--width", "12", "--height", "4"])
    #expect(result.exitCode == 0)
    expectText(
      result.standardOutput,
      equals: """
        ── 1 · load ──
         ┌────────────┐
         │   Todos    │
         │────────────│
         │            │
         │ ⠋ Loading… │
         └────────────┘

        """)
  }

  @Test func theAccessibilityOptionPrintsWhatVoiceOverReadsUnderEachFrame() async throws {
    let path = try scenarioFile(#"{"screen": "todos", "steps": [{"load": true}]}"#)
    let result = try await CLIRunner.run([
      "render", path, "--width", "12", "--height", "4", "--accessibility",
    ])
    #expect(result.exitCode == 0)
    expectText(
      result.standardOutput,
      equals: """
        ── 1 · load ──
         ┌────────────┐
         │   Todos    │
         │────────────│
         │            │
         │ ⠋ Loading… │
         └────────────┘
         VoiceOver:
           Todos. Heading.
           Loading…

        """)
  }

  @Test func helpDescribesTheOptions() async throws {
    let result = try await CLIRunner.run(["render", "--help"])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.contains("USAGE: headless-table render SCENARIO [--width W]"))
    #expect(result.standardOutput.contains("--accessibility"))
  }

  @Test func aMissingScenarioArgumentIsAUsageError() async throws {
    let result = try await CLIRunner.run(["render"])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "error: render needs a scenario file. Run `headless-table render --help`.\n")
  }

  @Test func aWidthOutOfRangeIsAUsageError() async throws {
    let result = try await CLIRunner.run(["render", "x.json", "--width", "0"])
    #expect(result.exitCode == 2)
    #expect(result.standardError == "error: --width needs a number from 1 to 1000, found '0'\n")
  }

  @Test func theWidestAndTallestDevicesAreAcceptedAndOneMoreIsNot() async throws {
    let path = try scenarioFile(#"{"screen": "todos", "steps": [{"load": true}]}"#)
    #expect(
      try await CLIRunner.run(["render", path, "--width", "1000", "--height", "3"]).exitCode == 0)
    #expect(
      try await CLIRunner.run(["render", path, "--width", "1", "--height", "0"]).exitCode == 0)
    let result = try await CLIRunner.run(["render", path, "--width", "1001"])
    #expect(result.exitCode == 2)
    #expect(result.standardError == "error: --width needs a number from 1 to 1000, found '1001'\n")
  }

  @Test func anUnreadableScenarioIsBadInput() async throws {
    let result = try await CLIRunner.run(["render", "Fixtures/Scenarios/no-such-file.json"])
    #expect(result.exitCode == 2)
    #expect(result.standardError.hasPrefix("error: Fixtures/Scenarios/no-such-file.json: "))
  }

  @Test func malformedJSONNamesTheLineAndColumn() async throws {
    try await expectFailure(
      "{\"screen\": \"todos\",\n \"steps\": [}",
      "malformed JSON at line 2, column 12: "
        + "expected a value but found \"}\"")
  }

  @Test func anUnknownStepNamesTheStep() async throws {
    try await expectFailure(
      #"{"screen": "todos", "steps": [{"load": true}, {"scrol": "bottom"}]}"#,
      "step 2: unknown step \"scrol\" (expected one of: load, search, scroll, tap, toggle, "
        + "favorite, retry, swipe, action, pull, edit, editingControl, drag, index, scrollSection, "
        + "expand, collapse, barButton, button, resize, respond, fail)")
  }

  @Test func anUnknownScreenIsNamed() async throws {
    try await expectFailure(
      #"{"screen": "settings", "steps": []}"#,
      "unknown screen \"settings\" (expected one of: recordings, feed, todos, films, articles, "
        + "todos-list, films-grid)")
  }

  @Test func aMissingFixtureIsFoundBeforeAnythingRuns() async throws {
    try await expectFailure(
      #"{"screen": "todos", "steps": [{"load": true}, {"respond": "missing.json"}]}"#,
      "step 2: fixture not found: missing.json")
  }

  @Test func aRespondWithNoPendingRequestIsAnError() async throws {
    try await expectFailure(
      #"{"screen": "todos", "steps": [{"respond": "\#(todos)"}]}"#,
      "step 1: respond with no pending request")
  }

  @Test func aFailWithNoPendingRequestIsAnError() async throws {
    try await expectFailure(
      #"{"screen": "todos", "steps": [{"fail": "offline"}]}"#,
      "step 1: fail with no pending request")
  }

  @Test func anUnknownRequestNumberIsAnError() async throws {
    try await expectFailure(
      #"{"screen": "todos", "steps": [{"load": true}, {"respond": "\#(todos)", "request": 2}]}"#,
      "step 2: request 2 was never made (1 request so far)", framesBefore: 1)
  }

  @Test func answeringARequestTwiceIsAnError() async throws {
    try await expectFailure(
      #"""
      {"screen": "todos", "steps": [{"load": true}, {"respond": "\#(todos)"},
       {"fail": "offline", "request": 1}]}
      """#,
      "step 3: request 1 was already answered", framesBefore: 2)
  }

  @Test func aStepTheScreenDoesNotTakeIsAnError() async throws {
    try await expectFailure(
      #"{"screen": "films", "steps": [{"search": "hope"}]}"#,
      "step 1: search does not apply to the films screen")
  }

  @Test func favoritingAnItemTheFeedDoesNotShowIsAnError() async throws {
    try await expectFailure(
      #"{"screen": "feed", "steps": [{"load": true}, {"fail": "offline"}, {"favorite": "s1"}]}"#,
      "step 3: no item \"s1\" to favorite on the feed screen", framesBefore: 2)
  }

  @Test func aBadIndexPathIsAnError() async throws {
    try await expectFailure(
      #"{"screen": "todos", "steps": [{"load": true}, {"respond": "\#(todos)"}, {"tap": [0, 9]}]}"#,
      "step 3: no row at [0, 9]: section 0 has 7 rows", framesBefore: 2)
  }

  @Test func aNegativeIndexIsRejectedWhenTheScenarioIsRead() async throws {
    try await expectFailure(
      #"{"screen": "todos", "steps": [{"tap": [0, -1]}]}"#,
      "step 1: \"tap[1]\" must be at least 0, found -1")
  }

  @Test func scrollingByTheLargestIntegerIsBadInputInsteadOfATrap() async throws {
    // The issue's reproducer: the offset plus Int.max overflowed and killed the process.
    try await expectFailure(
      #"""
      {"screen": "todos", "device": {"width": 20, "height": 5}, "steps": [{"load": true},
       {"respond": "\#(todos)"}, {"scroll": "bottom"}, {"scroll": {"by": 9223372036854775807}}]}
      """#,
      "step 4: \"scroll.by\" must be between -1000000000 and 1000000000, "
        + "found 9223372036854775807")
  }

  @Test func scrollingAsFarAsAllowedEitherWayStopsAtTheEnds() async throws {
    let path = try scenarioFile(
      #"""
      {"screen": "todos", "device": {"width": 20, "height": 5}, "steps": [{"load": true},
       {"respond": "\#(todos)"}, {"scroll": "bottom"}, {"scroll": {"by": 1000000000}},
       {"scroll": {"by": -1000000000}}, {"scroll": "top"}]}
      """#)
    let result = try await CLIRunner.run(["render", path])
    #expect(result.exitCode == 0)
    #expect(result.standardError.isEmpty)
    // Each frame without its caption line.
    let frames = result.standardOutput.components(separatedBy: "\n\n").map {
      $0.split(separator: "\n").dropFirst().joined(separator: "\n")
    }
    try #require(frames.count == 6)
    expectText(frames[3], equals: frames[2], "frame 4, past the bottom, against frame 3")
    expectText(frames[4], equals: frames[5], "frame 5, past the top, against frame 6")
    #expect(frames[3] != frames[4])
  }

  @Test(arguments: ["é", "ß", "日本", "😀"])
  func aNonASCIILocaleIsBadInputNamingTheFileAndTheKey(_ locale: String) async throws {
    // The issue's reproducer: Foundation on Linux trapped formatting the first date.
    try await expectFailure(
      #"""
      {"screen": "articles", "locale": "\#(locale)", "steps": [{"load": true},
       {"respond": "\#(CLIRunner.packageRoot.path)/Fixtures/API/articles/articles.json"}]}
      """#,
      "\"locale\" must be a locale identifier this machine knows, like en_US or de_DE, "
        + "found \"\(locale)\"")
  }

  @Test func aFolderGivenAsTheScenarioIsNamedAsAFolder() async throws {
    let result = try await CLIRunner.run(["render", "Fixtures"])
    #expect(result.exitCode == 2)
    #expect(result.standardError == "error: Fixtures: not a scenario file: it is a folder\n")
  }

  @Test func aDeviceGivenAsTheScenarioIsNamedAsADevice() async throws {
    let result = try await CLIRunner.run(["render", "/dev/null"])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError == "error: /dev/null: not a scenario file: it is a character device\n")
  }

  @Test func everyOptionWithAValueTakesItAfterAnEqualsSign() async throws {
    let path = try scenarioFile(#"{"screen": "todos", "steps": [{"load": true}]}"#)
    let spaced = try await CLIRunner.run(["render", path, "--width", "30", "--height", "3"])
    let joined = try await CLIRunner.run(["render", path, "--width=30", "--height=3"])
    #expect(joined.exitCode == 0)
    #expect(joined.standardError.isEmpty)
    #expect(joined.standardOutput == spaced.standardOutput)
    #expect(joined.standardOutput.hasPrefix("── 1 · load ──\n ┌──────────────────────────────┐\n"))
  }

  @Test func aValueAfterAnEqualsSignIsCheckedAsOneAfterASpace() async throws {
    let result = try await CLIRunner.run(["render", "x.json", "--width=wide"])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError == "error: --width needs a number from 1 to 1000, found 'wide'\n")
    let empty = try await CLIRunner.run(["render", "x.json", "--height="])
    #expect(
      empty.standardError == "error: --height needs a number from 0 to 100000, found ''\n")
  }

  @Test func anOptionGivenOnceWithAnEqualsSignAndOnceWithoutIsGivenTwice() async throws {
    let result = try await CLIRunner.run(["render", "x.json", "--width=30", "--width", "20"])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "error: --width is given more than once. Run `headless-table render --help`.\n")
  }

  @Test func aMistypedOptionSuggestsTheNearestOne() async throws {
    let result = try await CLIRunner.run(["render", "x.json", "--widht", "30"])
    #expect(result.exitCode == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError
        == "error: unknown option '--widht'. Did you mean '--width'? "
        + "Run `headless-table render --help`.\n")
    let joined = try await CLIRunner.run(["render", "x.json", "--accesibility"])
    #expect(
      joined.standardError
        == "error: unknown option '--accesibility'. Did you mean '--accessibility'? "
        + "Run `headless-table render --help`.\n")
  }

  @Test func aMistypedOptionWithAValueIsSuggestedByItsName() async throws {
    let result = try await CLIRunner.run(["render", "x.json", "--heigth=3"])
    #expect(
      result.standardError
        == "error: unknown option '--heigth=3'. Did you mean '--height'? "
        + "Run `headless-table render --help`.\n")
  }

  @Test func anOptionFarFromEveryNameSuggestsNone() async throws {
    let result = try await CLIRunner.run(["render", "x.json", "--colour", "red"])
    #expect(
      result.standardError
        == "error: unknown option '--colour'. Run `headless-table render --help`.\n")
  }

  @Test func aFlagGivenAValueIsAUsageError() async throws {
    let result = try await CLIRunner.run(["render", "x.json", "--accessibility=true"])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "error: --accessibility takes no value, found '--accessibility=true'. "
        + "Run `headless-table render --help`.\n")
  }

  @Test func aDoubleDashEndsTheOptionsSoAFileMayStartWithADash() async throws {
    let path = try scenarioFile(
      #"{"screen": "todos", "device": {"width": 20, "height": 3}, "steps": [{"load": true}]}"#,
      named: "-dash.json")
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    let result = try await CLIRunner.run(
      ["render", "--width", "12", "--", "-dash.json"], in: folder)
    #expect(result.exitCode == 0)
    #expect(result.standardError.isEmpty)
    #expect(result.standardOutput.hasPrefix("── 1 · load ──\n ┌────────────┐\n"))
    let withoutDash = try await CLIRunner.run(["render", "-dash.json"], in: folder)
    #expect(withoutDash.exitCode == 2)
    #expect(withoutDash.standardError.hasPrefix("error: unknown option '-dash.json'."))
    // Even --help is a file name after `--`.
    let help = try await CLIRunner.run(["render", "--", "--help"], in: folder)
    #expect(help.exitCode == 2)
    #expect(help.standardError == "error: --help: no such scenario file\n")
  }

  // MARK: - Hostile scenarios (issue 30)

  @Test func aFixtureOutsideTheRootIsRefusedBeforeAnythingIsDrawn() async throws {
    for fixture in ["../../../../../../../../etc/passwd", "/etc/passwd"] {
      let path = try scenarioFile(
        #"{"screen": "todos", "steps": [{"load": true}, {"respond": "\#(fixture)"}]}"#)
      let result = try await CLIRunner.run(["render", path])
      #expect(result.exitCode == 2)
      #expect(result.standardOutput.isEmpty)
      let root = URL(fileURLWithPath: path).deletingLastPathComponent()
        .deletingLastPathComponent().path
      let reason =
        fixture.hasPrefix("/")
        ? "is an absolute path: give it relative to the scenario's folder"
        : "leads outside \(root): a scenario reads only files inside the folder above its own"
      #expect(result.standardError == "error: \(path): step 2: fixture \(fixture) \(reason)\n")
    }
  }

  @Test func aByteOrderMarkIsNamedByItsCodePoint() async throws {
    try await expectFailure(
      "\u{FEFF}" + #"{"screen": "todos", "steps": [{"load": true}]}"#,
      "malformed JSON at line 1, column 1: expected a value but found U+FEFF, a byte order mark")
  }

  @Test func aTimeZoneWithANULIsRefused() async throws {
    try await expectFailure(
      #"{"screen": "todos", "timeZone": "UTC\u0000x", "steps": [{"load": true}]}"#,
      #"unknown time zone "UTC\u{0}x""#)
  }

  @Test func aHugeValueIsEchoedCut() async throws {
    let locale = String(repeating: "x", count: 50_000)
    try await expectFailure(
      #"{"screen": "todos", "locale": "\#(locale)", "steps": [{"load": true}]}"#,
      "\"locale\" must be a locale identifier this machine knows, like en_US or de_DE, found \""
        + String(repeating: "x", count: 60) + "…\"")
  }

  @Test func anOptionGivenTwiceIsAUsageError() async throws {
    let path = try scenarioFile(#"{"screen": "todos", "steps": [{"load": true}]}"#)
    for arguments in [
      ["--width", "40", "--width", "41"], ["--height", "3", "--height", "3"],
      ["--accessibility", "--accessibility"],
    ] {
      let result = try await CLIRunner.run(["render", path] + arguments)
      #expect(result.exitCode == 2)
      #expect(result.standardOutput.isEmpty)
      #expect(
        result.standardError
          == "error: \(arguments[0]) is given more than once. "
          + "Run `headless-table render --help`.\n")
    }
  }

  @Test func aScenarioWithoutStepsIsBadInput() async throws {
    try await expectFailure(
      #"{"screen": "todos", "steps": []}"#,
      "\"steps\" is empty: a scenario draws one frame per step, so it needs at least one")
  }
}
