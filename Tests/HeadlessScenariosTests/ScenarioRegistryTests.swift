import Foundation
import HeadlessRender
import HeadlessScenarios
import Testing

@Suite struct ScenarioRegistryTests {
  @Test func screensAreListedInTheOrderTheyWereRegistered() {
    #expect(ScenarioRegistry.testScreens.screenNames == ["names", "quiet"])
    #expect(ScenarioRegistry().screenNames.isEmpty)
  }

  /// The steps of a table's and of a collection view's screens and the bar button step,
  /// listed between `tap` and `resize`.
  private static let tableSteps = [
    "swipe", "action", "pull", "edit", "editingControl", "drag", "index", "scrollSection",
    "expand", "collapse", "barButton", "button",
  ]

  @Test func registeringANameAgainReplacesItsScreenInPlace() throws {
    let registry = ScenarioRegistry.testScreens.registering("names") { _ in QuietScreen() }
    #expect(registry.screenNames == ["names", "quiet"])
    // QuietScreen declares no events: only the steps every screen takes remain.
    #expect(
      registry.stepNames == ["scroll", "tap"] + Self.tableSteps + ["resize", "respond", "fail"])
  }

  @Test func stepsListTheEventsAsFirstDeclaredThenTheBuiltInSteps() {
    #expect(
      ScenarioRegistry.testScreens.stepNames
        == ["load", "add", "remove", "scroll", "tap"] + Self.tableSteps + [
          "resize", "respond", "fail",
        ])
  }

  @Test func aGivenOrderComesFirstAndNamesThatAreNoStepAreIgnored() {
    let registry = ScenarioRegistry.testScreens.listingSteps(in: ["add", "scroll", "fly", "load"])
    #expect(
      registry.stepNames
        == ["add", "scroll", "load", "remove", "tap"] + Self.tableSteps + [
          "resize", "respond", "fail",
        ])
  }

  @Test func anEventNamedLikeABuiltInStepIsLeftOut() {
    let registry = ScenarioRegistry().registering("shadow") { _ in ShadowingScreen() }
    #expect(
      registry.stepNames == ["jump", "scroll", "tap"] + Self.tableSteps + [
        "resize", "respond", "fail",
      ])
  }

  /// The message reading `json` fails with on `registry`, or nil when it reads.
  @MainActor
  private func message(_ json: String, _ registry: ScenarioRegistry) -> String? {
    do {
      _ = try Scenario(
        parsing: json, file: "x.json", directory: URL(fileURLWithPath: "/"), registry: registry)
      return nil
    } catch {
      return "\(error)"
    }
  }

  @MainActor
  @Test func aScreensOwnEventWinsAndAnEventOnlyOthersDeclareReadsAsTheFirstOfThemDeclaresIt() {
    // "names" declares add with a string, "counter" with a number; "quiet" declares no events.
    let registry = ScenarioRegistry.testScreens.registering("counter") { _ in CountingScreen() }
    let quiet = #"{"screen": "quiet", "steps": [{"add": "owl"}]}"#
    #expect(message(quiet, registry) == nil)
    #expect(
      message(quiet.replacingOccurrences(of: #""owl""#, with: "3"), registry)
        == #"x.json: step 1: "add" must be a string, found 3"#)
    let counter = #"{"screen": "counter", "steps": [{"add": 3}]}"#
    #expect(message(counter, registry) == nil)
    #expect(
      message(counter.replacingOccurrences(of: "3", with: #""owl""#), registry)
        == #"x.json: step 1: "add" must be an integer, found "owl""#)
  }
}
