import Foundation
import HeadlessRender
import HeadlessScenarios
import TestSupport
import Testing

/// What a scenario may read and how much: its root, its fixtures, its size and its steps.
@MainActor
@Suite struct ScenarioTests {
  private let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
    try folder.write("owl\nwren\n", to: "Root/API/names.txt")
    try folder.write("secret\n", to: "secret.txt")
  }

  /// Writes `json` as `Root/Scenarios/x.json` and loads it, named `Root/Scenarios/x.json`.
  private func load(_ json: String) throws(ScenarioError) -> Scenario {
    do {
      try folder.write(json, to: "Root/Scenarios/x.json")
    } catch {
      Issue.record("cannot write the scenario: \(error)")
    }
    return try Scenario(
      contentsOf: folder.file("Root/Scenarios/x.json"), shownAs: "Root/Scenarios/x.json",
      registry: .testScreens)
  }

  /// The message loading `json` fails with, or nil.
  private func loadFailure(_ json: String) -> String? {
    do {
      _ = try load(json)
      return nil
    } catch {
      return "\(error)"
    }
  }

  /// A scenario that loads names and answers with `fixture`.
  private func answering(_ fixture: String) -> String {
    #"{"screen": "names", "steps": [{"load": true}, {"respond": "\#(fixture)"}]}"#
  }

  /// A sparse file of `size` bytes: no disk is written for it.
  private func sparseFile(_ path: String, size: Int) throws {
    try folder.write("", to: path)
    #expect(truncate(folder.file(path).path, off_t(size)) == 0)
  }

  private let file = "Root/Scenarios/x.json"

  // MARK: - The root

  @Test func aFixtureThatLeavesTheRootWithDotDotIsRefusedNamingTheStep() {
    #expect(
      loadFailure(answering("../../secret.txt"))
        == "\(file): step 2: fixture ../../secret.txt leads outside Root: "
        + "a scenario reads only files inside the folder above its own")
    #expect(
      loadFailure(answering("../../../../../../../../etc/passwd"))
        == "\(file): step 2: fixture ../../../../../../../../etc/passwd leads outside Root: "
        + "a scenario reads only files inside the folder above its own")
  }

  @Test func aFixtureInASiblingFolderNamedLikeTheRootIsRefused() throws {
    try folder.write("owl\n", to: "Root-x/API/names.txt")
    #expect(
      loadFailure(answering("../../Root-x/API/names.txt"))
        == "\(file): step 2: fixture ../../Root-x/API/names.txt leads outside Root: "
        + "a scenario reads only files inside the folder above its own")
    try FileManager.default.createSymbolicLink(
      at: folder.file("Root/API/sibling.txt"),
      withDestinationURL: folder.file("Root-x/API/names.txt"))
    #expect(
      loadFailure(answering("../API/sibling.txt"))
        == "\(file): step 2: fixture ../API/sibling.txt leads outside Root: "
        + "a scenario reads only files inside the folder above its own")
    #expect(loadFailure(answering("../API/names.txt")) == nil)
  }

  @Test func anAbsoluteFixturePathIsRefusedNamingTheStep() {
    for path in ["/etc/passwd", "/proc/self/environ"] {
      #expect(
        loadFailure(answering(path))
          == "\(file): step 2: fixture \(path) is an absolute path: "
          + "give it relative to the scenario's folder")
    }
  }

  @Test func aFixtureLinkedOutsideTheRootIsRefused() throws {
    try FileManager.default.createSymbolicLink(
      at: folder.file("Root/API/link.txt"), withDestinationURL: folder.file("secret.txt"))
    #expect(
      loadFailure(answering("../API/link.txt"))
        == "\(file): step 2: fixture ../API/link.txt leads outside Root: "
        + "a scenario reads only files inside the folder above its own")
  }

  @Test func aFixtureInAFolderLinkedOutsideTheRootIsRefused() throws {
    try folder.write("owl\n", to: "Outside/names.txt")
    try FileManager.default.createSymbolicLink(
      at: folder.file("Root/Linked"), withDestinationURL: folder.file("Outside"))
    #expect(
      loadFailure(answering("../Linked/names.txt"))
        == "\(file): step 2: fixture ../Linked/names.txt leads outside Root: "
        + "a scenario reads only files inside the folder above its own")
  }

  @Test func aFixtureLinkThatStaysInsideTheRootIsRead() async throws {
    try folder.write("", to: "Root/Scenarios/.keep")
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("Root/Scenarios/names.txt").path,
      withDestinationPath: "../API/names.txt")
    let scenario = try load(answering("names.txt"))
    #expect(try scenario.readFixture("names.txt", step: 2) == Data("owl\nwren\n".utf8))
  }

  @Test func aPipeAsAFixtureIsRefusedWhenTheScenarioIsLoaded() throws {
    // Reading it would wait forever for a writer.
    #expect(mkfifo(folder.file("Root/API/pipe.txt").path, 0o644) == 0)
    #expect(
      loadFailure(answering("../API/pipe.txt"))
        == "\(file): step 2: fixture ../API/pipe.txt is not a file: it is a pipe")
  }

  // MARK: - Limits

  @Test func aFixtureOfEightMebibytesIsReadAndOneByteMoreIsRefused() throws {
    try sparseFile("Root/API/big.txt", size: 8 << 20)
    let scenario = try load(answering("../API/big.txt"))
    #expect(try scenario.readFixture("../API/big.txt", step: 2).count == 8 << 20)
    try sparseFile("Root/API/big.txt", size: (8 << 20) + 1)
    let message =
      "\(file): step 2: fixture ../API/big.txt is larger than 8 MiB, the most a fixture may hold"
    #expect(loadFailure(answering("../API/big.txt")) == message)
    #expect(throws: (any Error).self) { try scenario.readFixture("../API/big.txt", step: 2) }
  }

  @Test func aScenarioOfFourMebibytesIsReadAndOneByteMoreIsRefusedUnread() throws {
    let json = #"{"screen": "names", "steps": [{"add": "owl"}]}"#
    let padded = json + String(repeating: " ", count: (4 << 20) - json.utf8.count)
    #expect(try load(padded).steps.count == 1)
    let clock = ContinuousClock()
    for size in [(4 << 20) + 1, 1 << 30] {
      try sparseFile("Root/Scenarios/x.json", size: size)
      var thrown: (any Error)?
      let elapsed = clock.measure {
        do {
          _ = try Scenario(
            contentsOf: folder.file("Root/Scenarios/x.json"), shownAs: file,
            registry: .testScreens)
        } catch {
          thrown = error
        }
      }
      #expect(
        thrown.map { "\($0)" }
          == "\(file): the file is larger than 4 MiB, the most a scenario may hold")
      #expect(elapsed < .seconds(2), "took \(elapsed)")
    }
  }

  @Test func tenThousandStepsAreTakenAndOneMoreIsRefused() throws {
    func scenario(steps: Int) -> String {
      let steps = Array(repeating: #"{"add": "owl"}"#, count: steps).joined(separator: ",")
      return #"{"screen": "names", "steps": [\#(steps)]}"#
    }
    #expect(parseFailure(scenario(steps: 10_000)) == nil)
    #expect(
      parseFailure(scenario(steps: 10_001))
        == "x.json: \"steps\" holds 10001 steps, more than the 10000 a scenario may have")
  }

  @Test func theLimitsAreTheDocumentedOnes() {
    #expect(Scenario.maximumFileSize == 4 << 20)
    #expect(Scenario.maximumFixtureSize == 8 << 20)
    #expect(Scenario.maximumStepCount == 10_000)
  }

  @Test func theRootIsTheFolderAboveTheScenariosFolder() throws {
    let scenario = try Scenario(
      parsing: #"{"screen": "names", "steps": []}"#, file: "x.json",
      directory: URL(fileURLWithPath: "/p/Fixtures/Scenarios"), registry: .testScreens)
    #expect(scenario.root.path == "/p/Fixtures")
  }

  // MARK: - Steps and values

  @Test(arguments: [false, true])
  func aScenarioWithoutStepsIsAnErrorNotAnEmptyText(accessibility: Bool) async {
    let json = #"{"screen": "names", "accessibility": \#(accessibility), "steps": []}"#
    await #expect {
      let scenario = try Scenario(
        parsing: json, file: "x.json", directory: URL(fileURLWithPath: "/"),
        registry: .testScreens)
      _ = try await ScenarioRunner(registry: .testScreens).run(scenario)
    } throws: { error in
      "\(error)"
        == "x.json: \"steps\" is empty: a scenario draws one frame per step, "
        + "so it needs at least one"
    }
  }

  /// The message parsing `json` as `x.json` fails with, or nil.
  private func parseFailure(_ json: String) -> String? {
    do {
      _ = try Scenario(
        parsing: json, file: "x.json", directory: URL(fileURLWithPath: "/"),
        registry: .testScreens)
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func aTimeZoneWithANULIsRefusedAndShownEscaped() {
    for identifier in [#"UTC\u0000x"#, #"UTC\u0000"#, #"UTC\u001b"#] {
      let shown = identifier.replacingOccurrences(of: #"\u0000"#, with: #"\u{0}"#)
        .replacingOccurrences(of: #"\u001b"#, with: #"\u{1B}"#)
      #expect(
        parseFailure(#"{"screen": "names", "timeZone": "\#(identifier)", "steps": []}"#)
          == "x.json: unknown time zone \"\(shown)\"")
    }
    #expect(parseFailure(#"{"screen": "names", "timeZone": "UTC", "steps": []}"#) == nil)
  }

  @Test func aFixturePathWithAControlCharacterIsRefused() {
    #expect(
      parseFailure(#"{"screen": "names", "steps": [{"respond": "a\u0000b.txt"}]}"#)
        == #"x.json: step 1: "respond" must be a fixture path without control characters, "#
        + #"found "a\u{0}b.txt""#)
  }

  @Test func ofSeveralUnknownKeysTheFirstInTheFileIsNamed() {
    // In the file's order, not sorted: "zoom" comes first here, "answer" first in a sort.
    let message = parseFailure(
      #"{"screen": "names", "zoom": 2, "answer": 42, "steps": [{"load": true}]}"#)
    #expect(message?.hasPrefix(#"x.json: unknown key "zoom" (expected one of: "#) == true)
    let stepMessage = parseFailure(
      #"{"screen": "names", "steps": [{"scroll": {"zoom": 1, "by": 2, "answer": 3}}]}"#)
    #expect(
      stepMessage?.hasPrefix(#"x.json: step 1: unknown key "zoom" (expected one of: "#) == true)
  }

  @Test func echoedValuesAreCutAfterSixtyCharactersWithControlsEscaped() {
    let long = String(repeating: "s", count: 100)
    let cut = String(repeating: "s", count: 60) + "…"
    #expect(
      parseFailure(#"{"screen": "\#(long)", "steps": []}"#)
        == "x.json: unknown screen \"\(cut)\" (expected one of: names, quiet)")
    #expect(
      parseFailure(#"{"screen": "names", "\#(long)": 1, "steps": []}"#)?.hasPrefix(
        "x.json: unknown key \"\(cut)\" (expected one of: ") == true)
    #expect(
      parseFailure(#"{"screen": "names", "now": "\u001b[2J", "steps": []}"#)
        == #"x.json: "now" must be an ISO 8601 date and time like 2026-11-21T09:41:00Z, "#
        + #"found "\u{1B}[2J""#)
    #expect(
      parseFailure(#"{"screen": "names", "steps": [{"\#(long)": true}]}"#)?.hasPrefix(
        "x.json: step 1: unknown step \"\(cut)\" (expected one of: ") == true)
  }
}
