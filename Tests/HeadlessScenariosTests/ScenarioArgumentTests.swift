import HeadlessRender
import HeadlessScenarios
import Testing

@Suite struct ScenarioArgumentTests {
  @Test func anArgumentPrintsAsTheScenarioFileWritesIt() {
    #expect("\(ScenarioArgument.flag)" == "true")
    #expect("\(ScenarioArgument.string("status-1"))" == "\"status-1\"")
    #expect("\(ScenarioArgument.integer(-7))" == "-7")
  }

  @Test func everyArgumentHasItsKind() {
    #expect(ScenarioArgument.flag.kind == .flag)
    #expect(ScenarioArgument.string("").kind == .string)
    #expect(ScenarioArgument.integer(0).kind == .integer)
  }
}
