import Foundation
import HeadlessRender
import HeadlessScenarios
import ListKit
import TestSupport
import Testing
import ViewModels

@testable import ReferenceScreens

@Suite struct ScenarioTests {
  private let directory = URL(fileURLWithPath: "/fixtures/Scenarios")

  private func parse(_ json: String) throws -> Scenario {
    try Scenario(
      parsing: json, file: "x.json", directory: directory, registry: .referenceScreens)
  }

  @Test func theIssuesExampleParsesIntoItsSteps() throws {
    let scenario = try parse(
      """
      {
        "screen": "recordings",
        "device": {"width": 40, "height": 24},
        "now": "2026-11-21T09:41:00Z", "timeZone": "UTC", "locale": "en_US",
        "steps": [
          {"search": "parrot"},
          {"respond": "../API/recordings/parrot-page-1.json"},
          {"scroll": "bottom"},
          {"respond": "../API/recordings/parrot-page-2.json"},
          {"fail": {"status": 500, "body": "<html>oops</html>"}},
          {"retry": true}
        ]
      }
      """)
    #expect(scenario.screen == "recordings")
    #expect(scenario.device == GridSize(width: 40, height: 24))
    #expect(scenario.timeZone.secondsFromGMT(for: scenario.now) == 0)
    #expect(scenario.locale.identifier == "en_US")
    #expect(
      scenario.steps == [
        .search("parrot"),
        .respond(fixture: "../API/recordings/parrot-page-1.json", request: nil),
        .scroll(.bottom),
        .respond(fixture: "../API/recordings/parrot-page-2.json", request: nil),
        .fail(.status(code: 500, body: "<html>oops</html>"), request: nil),
        .retry,
      ])
  }

  @Test func everyStepKindParses() throws {
    let scenario = try parse(
      #"""
      {"screen": "feed", "steps": [
        {"load": true}, {"search": "caf\u00e9 \ud83e\udd9c"}, {"scroll": "top"}, {"scroll": {"by": -5}},
        {"scroll": {"toRow": [1, 12]}}, {"tap": [0, 3]}, {"toggle": 7}, {"favorite": "status-1"},
        {"resize": {"width": 28, "height": 0}}, {"respond": "page.json", "request": 2},
        {"fail": "offline"}, {"fail": "timeout", "request": 1}, {"fail": {"status": 404}}
      ]}
      """#)
    #expect(
      scenario.steps == [
        .load, .search("café 🦜"), .scroll(.top), .scroll(.by(-5)),
        .scroll(.toRow(IndexPath(row: 12, section: 1))), .tap(IndexPath(row: 3, section: 0)),
        .toggle(todoID: 7), .favorite(itemID: "status-1"), .resize(GridSize(width: 28, height: 0)),
        .respond(fixture: "page.json", request: 2), .fail(.offline, request: nil),
        .fail(.timeout, request: 1), .fail(.status(code: 404, body: ""), request: nil),
      ])
  }

  @Test func omittedFieldsTakeTheDocumentedDefaults() throws {
    let scenario = try parse(#"{"screen": "todos", "steps": []}"#)
    let iso = ISO8601DateFormatter()
    #expect(scenario.device == GridSize(width: 40, height: 24))
    #expect(scenario.now == iso.date(from: "2026-11-21T09:41:00Z"))
    #expect(scenario.timeZone.secondsFromGMT(for: scenario.now) == 0)
    #expect(scenario.locale.identifier == "en_US_POSIX")
    #expect(scenario.steps.isEmpty)
  }

  @Test func aDeviceMayGiveOnlyOneDimensionAndAHeightOfZero() throws {
    let narrow = try parse(#"{"screen": "films", "device": {"width": 28}, "steps": []}"#)
    #expect(narrow.device == GridSize(width: 28, height: 24))
    let whole = try parse(#"{"screen": "films", "device": {"height": 0}, "steps": []}"#)
    #expect(whole.device == GridSize(width: 40, height: 0))
  }

  @Test func nowKeepsItsOffsetAndFractionalSeconds() throws {
    let scenario = try parse(
      #"{"screen": "todos", "now": "2026-11-21T10:41:00.500+01:00", "steps": []}"#)
    #expect(scenario.now == Scenario.defaultNow.addingTimeInterval(0.5))
  }

  @Test func fixturePathsAreRelativeToTheScenarioFile() throws {
    let scenario = try parse(#"{"screen": "todos", "steps": []}"#)
    #expect(scenario.fixtureURL(for: "../API/todos.json").path == "/fixtures/API/todos.json")
    #expect(scenario.fixtureURL(for: "todos.json").path == "/fixtures/Scenarios/todos.json")
    #expect(scenario.fixtureURL(for: "/elsewhere/todos.json").path == "/elsewhere/todos.json")
  }

  @Test func loadingAFileChecksEveryFixtureUpFront() throws {
    let folder = try TemporaryFolder()
    try folder.write("{}", to: "API/page.json")
    try folder.write(
      #"{"screen": "todos", "steps": [{"respond": "../API/page.json"}, {"load": true}, {"respond": "../API/missing.json"}]}"#,
      to: "Scenarios/x.json")
    #expect(
      throws: ScenarioError(
        file: "x.json", step: 3, reason: .fixtureNotFound("../API/missing.json"))
    ) {
      try Scenario(
        contentsOf: folder.file("Scenarios/x.json"), shownAs: "x.json",
        registry: .referenceScreens)
    }
  }

  @Test func aLoadedScenarioReadsItsFixtures() throws {
    let folder = try TemporaryFolder()
    try folder.write(#"{"todos": []}"#, to: "API/page.json")
    try folder.write(
      #"{"screen": "todos", "steps": [{"respond": "../API/page.json"}]}"#, to: "Scenarios/x.json")
    let scenario = try Scenario(
      contentsOf: folder.file("Scenarios/x.json"), registry: .referenceScreens)
    #expect(try scenario.readFixture("../API/page.json", step: 1) == Data(#"{"todos": []}"#.utf8))
    #expect(
      throws: ScenarioError(file: scenario.file, step: 2, reason: .fixtureNotFound("gone.json"))
    ) {
      try scenario.readFixture("gone.json", step: 2)
    }
  }

  @Test func aFileThatIsNotUTF8IsNamed() throws {
    let folder = try TemporaryFolder()
    try Data([0x7B, 0xFF, 0x7D]).write(to: folder.file("x.json"))
    #expect(throws: ScenarioError(file: "x.json", reason: .notUTF8)) {
      try Scenario(
        contentsOf: folder.file("x.json"), shownAs: "x.json", registry: .referenceScreens)
    }
    #expect(
      ScenarioError(file: "x.json", reason: .notUTF8).description
        == "x.json: the file is not valid UTF-8")
  }

  @Test func aMissingScenarioFileIsAnErrorNamingIt() throws {
    let folder = try TemporaryFolder()
    #expect {
      try Scenario(
        contentsOf: folder.file("none.json"), shownAs: "none.json", registry: .referenceScreens)
    } throws: { error in
      (error as? ScenarioError)?.description == "none.json: no such scenario file"
    }
  }

  @Test func aFolderInPlaceOfTheScenarioIsNamedAsAFolder() throws {
    let folder = try TemporaryFolder()
    #expect {
      try Scenario(contentsOf: folder.url, shownAs: "folder", registry: .referenceScreens)
    } throws: { error in
      (error as? ScenarioError)
        == ScenarioError(file: "folder", reason: .notAFile(kind: "a folder"))
        && "\(error)" == "folder: not a scenario file: it is a folder"
    }
  }

  @Test func aDeviceInPlaceOfTheScenarioIsNamedAsADevice() throws {
    #expect {
      try Scenario(
        contentsOf: URL(fileURLWithPath: "/dev/null"), shownAs: "/dev/null",
        registry: .referenceScreens)
    } throws: { error in
      "\(error)" == "/dev/null: not a scenario file: it is a character device"
    }
  }

  @Test func aFixtureThatIsAFolderIsNamedBeforeAnythingRuns() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      #"{"screen": "todos", "steps": [{"load": true}, {"respond": "."}]}"#, to: "x.json")
    #expect {
      try Scenario(
        contentsOf: folder.file("x.json"), shownAs: "x.json", registry: .referenceScreens)
    } throws: { error in
      "\(error)" == "x.json: step 2: fixture . is not a file: it is a folder"
    }
  }

  @Test(arguments: ["en_US", "de-DE", "sr_Latn_RS", "en_US_POSIX", "ja_JP@calendar=japanese"])
  func aLocaleIdentifierThisMachineKnowsIsTaken(_ identifier: String) throws {
    let scenario = try Scenario(
      parsing: #"{"screen": "todos", "locale": "\#(identifier)", "steps": []}"#, file: "x.json",
      directory: URL(fileURLWithPath: "/"), registry: .referenceScreens)
    #expect(scenario.locale.identifier == Locale(identifier: identifier).identifier)
  }
}
