import HeadlessRender
import HeadlessScenarios
import Testing

@Suite struct ScenarioRegistryTests {
  @Test func screensAreListedInTheOrderTheyWereRegistered() {
    #expect(ScenarioRegistry.testScreens.screenNames == ["names", "quiet"])
    #expect(ScenarioRegistry().screenNames.isEmpty)
  }

  /// The steps every screen's table takes, listed between `tap` and `resize`.
  private static let tableSteps = ["swipe", "action", "pull", "edit", "editingControl", "drag"]

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
}
