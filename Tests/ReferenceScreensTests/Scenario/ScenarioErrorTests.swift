import Foundation
import HeadlessRender
import HeadlessScenarios
import Testing

@testable import ReferenceScreens

@Suite struct ScenarioErrorTests {
  // The reference screens list their steps in an order of their own, the table, collection
  // view and bar button steps among them.
  private let steps =
    "load, search, scroll, tap, toggle, favorite, retry, swipe, action, pull, edit, "
    + "editingControl, drag, index, scrollSection, expand, collapse, barButton, button, resize, respond, "
    + "fail"

  /// The message parsing `json` fails with, or `nil` when it parses.
  private func message(_ json: String) -> String? {
    do {
      _ = try Scenario(
        parsing: json, file: "Fixtures/Scenarios/x.json",
        directory: URL(fileURLWithPath: "/fixtures/Scenarios"), registry: .referenceScreens)
      return nil
    } catch {
      return error.description
    }
  }

  /// The message for a scenario whose only step is `step`.
  private func stepMessage(_ step: String) -> String? {
    message(#"{"screen": "todos", "steps": [\#(step)]}"#)
  }

  @Test func anUnknownStepNamesTheFileTheStepAndTheKnownSteps() {
    let json =
      #"{"screen": "todos", "steps": [{"load": true}, {"search": "a"}, {"scrol": "bottom"}]}"#
    #expect(
      message(json)
        == "Fixtures/Scenarios/x.json: step 3: unknown step \"scrol\" (expected one of: \(steps))")
  }

  @Test func malformedJSONNamesTheLineAndColumn() {
    let json = """
      {"screen": "todos",
        "steps": [
          {"load": true}
          {"retry": true}
        ]
      }
      """
    #expect(
      message(json)
        == "Fixtures/Scenarios/x.json: malformed JSON at line 4, column 5: "
        + "expected \",\" or \"]\" but found \"{\"")
  }

  @Test func aDuplicateKeyIsMalformed() {
    #expect(
      message(#"{"screen": "todos", "screen": "feed", "steps": []}"#)
        == "Fixtures/Scenarios/x.json: malformed JSON at line 1, column 21: "
        + "duplicate key \"screen\"")
  }

  @Test func aDropNowhereAndAPullWhileRefreshingSayWhatIsWrong() {
    func message(_ reason: ScenarioError.Reason) -> String {
      ScenarioError(file: "x.json", step: 3, reason: reason).description
    }
    #expect(
      message(.noSuchDropTarget(IndexPath(row: 9, section: 0), rowCounts: [7]))
        == "x.json: step 3: drag: no place at [0, 9] to drop a row: section 0 has 7 rows")
    #expect(
      message(.noSuchDropTarget(IndexPath(row: 0, section: 2), rowCounts: [7, 1]))
        == "x.json: step 3: drag: no place at [2, 0] to drop a row: the table has 2 sections")
    #expect(
      message(.alreadyRefreshing(screen: "articles"))
        == "x.json: step 3: pull: the articles screen is already refreshing; its refresh "
        + "control takes no pull until the refresh ends")
  }

  @Test func scenarioLevelProblemsNameOnlyTheFile() {
    let file = "Fixtures/Scenarios/x.json"
    #expect(message(#"{"steps": []}"#) == "\(file): missing \"screen\"")
    #expect(message(#"{"screen": "todos"}"#) == "\(file): missing \"steps\"")
    #expect(
      message(#"{"screen": "todo", "steps": []}"#)
        == "\(file): unknown screen \"todo\" "
        + "(expected one of: recordings, feed, todos, films, articles, todos-list, films-grid)")
    #expect(
      message(#"{"screen": 3, "steps": []}"#) == "\(file): \"screen\" must be a string, found 3")
    #expect(
      message(#"{"screen": "todos", "steps": {"load": true}}"#)
        == "\(file): \"steps\" must be an array of steps, found an object")
    #expect(
      message("[1]")
        == "\(file): a scenario must be an object like {\"screen\": \"todos\", \"steps\": []}, "
        + "found [1]")
    #expect(
      message(#"{"screen": "todos", "timezone": "UTC", "steps": []}"#)
        == "\(file): unknown key \"timezone\" "
        + "(expected one of: screen, device, now, timeZone, locale, accessibility, variants, steps)"
    )
  }

  @Test func badDevicesNameTheKeyAndTheAllowedRange() {
    let file = "Fixtures/Scenarios/x.json"
    #expect(
      message(#"{"screen": "todos", "device": {"width": -3}, "steps": []}"#)
        == "\(file): \"device.width\" must be between 1 and 1000, found -3")
    #expect(
      message(#"{"screen": "todos", "device": {"width": 40, "height": -1}, "steps": []}"#)
        == "\(file): \"device.height\" must be between 0 and 100000, found -1")
    #expect(
      message(#"{"screen": "todos", "device": "iPhone", "steps": []}"#)
        == "\(file): \"device\" must be an object like {\"width\": 40, \"height\": 24}, "
        + "found \"iPhone\"")
    #expect(
      message(#"{"screen": "todos", "device": {"depth": 3}, "steps": []}"#)
        == "\(file): unknown key \"depth\" (expected one of: width, height)")
  }

  @Test func aDeviceAtItsLargestPassesAndOneLineOrColumnMoreIsRefused() {
    let file = "Fixtures/Scenarios/x.json"
    #expect(
      message(#"{"screen": "todos", "device": {"width": 1000, "height": 100000}, "steps": []}"#)
        == nil)
    #expect(
      message(#"{"screen": "todos", "device": {"width": 1, "height": 0}, "steps": []}"#) == nil)
    #expect(
      message(#"{"screen": "todos", "device": {"width": 1001, "height": 24}, "steps": []}"#)
        == "\(file): \"device.width\" must be between 1 and 1000, found 1001")
    #expect(
      message(#"{"screen": "todos", "device": {"width": 40, "height": 100001}, "steps": []}"#)
        == "\(file): \"device.height\" must be between 0 and 100000, found 100001")
  }

  @Test func aLocaleOfOneHundredBytesPassesAndOneByteMoreIsRefused() {
    // en_US with keywords: 6 + 43 + 44 + 7 = 100 bytes.
    let hundred =
      "en_US@k1=" + String(repeating: "x", count: 40) + ";k2=" + String(repeating: "y", count: 40)
      + ";k3=zzz"
    #expect(hundred.utf8.count == 100)
    #expect(message(#"{"screen": "todos", "locale": "\#(hundred)", "steps": []}"#) == nil)
    #expect(
      message(#"{"screen": "todos", "locale": "\#(hundred)z", "steps": []}"#)
        == "Fixtures/Scenarios/x.json: \"locale\" must be a locale identifier this machine "
        + "knows, like en_US or de_DE, found \"\(hundred.prefix(60))…\"")
  }

  @Test func badClockTimeZoneAndLocaleAreNamed() {
    let file = "Fixtures/Scenarios/x.json"
    #expect(
      message(#"{"screen": "todos", "now": "yesterday", "steps": []}"#)
        == "\(file): \"now\" must be an ISO 8601 date and time like 2026-11-21T09:41:00Z, "
        + "found \"yesterday\"")
    #expect(
      message(#"{"screen": "todos", "timeZone": "Mars/Olympus_Mons", "steps": []}"#)
        == "\(file): unknown time zone \"Mars/Olympus_Mons\"")
    #expect(
      message(#"{"screen": "todos", "locale": "", "steps": []}"#)
        == "\(file): \"locale\" must be a locale identifier like en_US, found \"\"")
  }

  @Test func anAccessibilityFlagThatIsNotABooleanIsNamed() {
    #expect(
      message(#"{"screen": "todos", "accessibility": "yes", "steps": []}"#)
        == "Fixtures/Scenarios/x.json: \"accessibility\" must be true or false, found \"yes\"")
  }

  @Test func theAccessibilityFlagIsReadAndOffByDefault() throws {
    func parse(_ json: String) throws -> Scenario {
      try Scenario(
        parsing: json, file: "x.json", directory: URL(fileURLWithPath: "/"),
        registry: .referenceScreens)
    }
    #expect(try parse(#"{"screen": "todos", "accessibility": true, "steps": []}"#).accessibility)
    #expect(try !parse(#"{"screen": "todos", "steps": []}"#).accessibility)
  }

  // On Linux, Foundation traps on the first date formatted in a locale whose identifier
  // starts with a non-ASCII letter; unknown languages and regions fall back silently.
  @Test(arguments: ["é", "ß", "日本", "😀", "xx", "en_UK", "en_US@", "en_US@calendar", "e", "a b"])
  func aLocaleThisMachineDoesNotKnowIsNamedBeforeFoundationSeesIt(_ identifier: String) {
    #expect(
      message(#"{"screen": "todos", "locale": "\#(identifier)", "steps": []}"#)
        == "Fixtures/Scenarios/x.json: \"locale\" must be a locale identifier this machine "
        + "knows, like en_US or de_DE, found \"\(identifier)\"")
  }

  @Test func stepObjectsNeedExactlyOneStepKey() {
    let prefix = "Fixtures/Scenarios/x.json: step 1: "
    #expect(
      stepMessage(#"{"search": "a", "scroll": "top"}"#)
        == prefix + "one step per object, found \"search\" and \"scroll\"")
    #expect(stepMessage("{}") == prefix + "no step in this object (expected one of: \(steps))")
    #expect(
      stepMessage(#"{"request": 1}"#) == prefix
        + "no step in this object (expected one of: \(steps))")
    #expect(
      stepMessage(#""load""#)
        == prefix + "a step must be an object like {\"load\": true}, found \"load\"")
  }

  @Test func requestIsOnlyForRespondAndFail() {
    let prefix = "Fixtures/Scenarios/x.json: step 1: "
    #expect(
      stepMessage(#"{"search": "a", "request": 1}"#)
        == prefix + "\"request\" only applies to respond and fail steps, not to search")
    #expect(
      stepMessage(#"{"respond": "a.json", "requets": 2}"#)
        == prefix + "unknown key \"requets\" (expected one of: respond, request)")
    #expect(
      stepMessage(#"{"fail": "offline", "request": 0}"#)
        == prefix + "\"request\" must be at least 1, found 0")
  }

  @Test func stepArgumentsOfTheWrongTypeNameTheKeyAndWhatWasFound() {
    let prefix = "Fixtures/Scenarios/x.json: step 1: "
    #expect(stepMessage(#"{"load": false}"#) == prefix + "\"load\" must be true, found false")
    #expect(stepMessage(#"{"retry": null}"#) == prefix + "\"retry\" must be true, found null")
    #expect(stepMessage(#"{"search": 5}"#) == prefix + "\"search\" must be a string, found 5")
    #expect(
      stepMessage(#"{"toggle": "7"}"#) == prefix + "\"toggle\" must be an integer, found \"7\"")
    #expect(
      stepMessage(#"{"toggle": 99999999999999999999}"#)
        == prefix + "\"toggle\" must be an integer, found 99999999999999999999")
    #expect(
      stepMessage(#"{"favorite": ["a"]}"#)
        == prefix + "\"favorite\" must be a string, found [\"a\"]")
    #expect(
      stepMessage(#"{"respond": ""}"#) == prefix + "\"respond\" must be a fixture path, found \"\"")
  }

  @Test func badIndexPathsNameTheElement() {
    let prefix = "Fixtures/Scenarios/x.json: step 1: "
    #expect(stepMessage(#"{"tap": [1]}"#) == prefix + "\"tap\" must be [section, row], found [1]")
    #expect(stepMessage(#"{"tap": [0, -1]}"#) == prefix + "\"tap[1]\" must be at least 0, found -1")
    #expect(
      stepMessage(#"{"tap": [0, 1.5]}"#) == prefix + "\"tap[1]\" must be an integer, found 1.5")
    #expect(
      stepMessage(#"{"scroll": {"toRow": [0]}}"#)
        == prefix + "\"scroll.toRow\" must be [section, row], found [0]")
    #expect(
      stepMessage(#"{"scroll": {"toRow": [-2, 0]}}"#)
        == prefix + "\"scroll.toRow[0]\" must be at least 0, found -2")
  }

  @Test func badScrollsShowTheShapesAScrollTakes() {
    let prefix = "Fixtures/Scenarios/x.json: step 1: "
    let shapes =
      #""top", "bottom", {"by": lines}, {"byColumns": columns}, {"toRow": [section, row]} "#
      + #"or {"toItem": [section, item]}"#
    #expect(
      stepMessage(#"{"scroll": "down"}"#)
        == prefix + "\"scroll\" must be \(shapes), found \"down\"")
    #expect(
      stepMessage(#"{"scroll": {"by": 1, "toRow": [0, 0]}}"#)
        == prefix + "\"scroll\" must be \(shapes), found an object")
    #expect(
      stepMessage(#"{"scroll": {"byColumns": 1, "by": 1}}"#)
        == prefix + "\"scroll\" must be \(shapes), found an object")
    #expect(
      stepMessage(#"{"scroll": {"By": 1}}"#)
        == prefix + "unknown key \"By\" (expected one of: by, byColumns, toRow, toItem)")
    #expect(
      stepMessage(#"{"scroll": {"by": "1"}}"#)
        == prefix + "\"scroll.by\" must be an integer, found \"1\"")
  }

  @Test func badFailuresAndResizesAreNamed() {
    let prefix = "Fixtures/Scenarios/x.json: step 1: "
    #expect(
      stepMessage(#"{"fail": "slow"}"#)
        == prefix
        + "\"fail\" must be \"offline\", \"timeout\" or {\"status\": code, \"body\": text}, "
        + "found \"slow\"")
    #expect(
      stepMessage(#"{"fail": {"status": 42}}"#)
        == prefix + "\"fail.status\" must be between 100 and 599, found 42")
    #expect(stepMessage(#"{"fail": {"body": "x"}}"#) == prefix + "missing \"fail.status\"")
    #expect(
      stepMessage(#"{"fail": {"status": 500, "body": 1}}"#)
        == prefix + "\"fail.body\" must be a string, found 1")
    #expect(stepMessage(#"{"resize": {"width": 28}}"#) == prefix + "missing \"resize.height\"")
    #expect(
      stepMessage(#"{"resize": {"width": 28, "height": -2}}"#)
        == prefix + "\"resize.height\" must be between 0 and 100000, found -2")
    #expect(
      stepMessage(#"{"resize": {"width": 0, "height": 24}}"#)
        == prefix + "\"resize.width\" must be between 1 and 1000, found 0")
  }

  @Test func problemsFoundWhileRunningAreWordedInOnePlace() {
    func text(_ reason: ScenarioError.Reason) -> String {
      ScenarioError(file: "x.json", step: 4, reason: reason).description
    }
    #expect(
      text(.noPendingRequest(step: "respond")) == "x.json: step 4: respond with no pending request")
    #expect(
      text(.unknownRequest(3, made: 2))
        == "x.json: step 4: request 3 was never made (2 requests so far)")
    #expect(
      text(.unknownRequest(2, made: 1))
        == "x.json: step 4: request 2 was never made (1 request so far)")
    #expect(text(.requestAlreadyAnswered(2)) == "x.json: step 4: request 2 was already answered")
    #expect(
      text(.fixtureNotFound("../API/x.json")) == "x.json: step 4: fixture not found: ../API/x.json")
    #expect(
      text(.severalSteps(["load", "retry", "tap"]))
        == "x.json: step 4: one step per object, found \"load\", \"retry\" and \"tap\"")
  }
}
