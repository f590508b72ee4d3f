import HeadlessRender
import HeadlessScenarios
import Testing

@Suite struct ScreenEventTests {
  @Test func withoutACaptionAnEventShowsItsNameAndArgument() {
    #expect(ScreenEvent("load").caption == "load")
    #expect(ScreenEvent("search", .string("owl")).caption == "search \"owl\"")
    #expect(ScreenEvent("remove", .integer(3)).caption == "remove 3")
  }

  @Test func aCaptionGivenReplacesTheDefault() {
    let event = ScreenEvent("toggle", .integer(7), caption: "toggle todo 7")
    #expect(event.caption == "toggle todo 7")
    #expect(ScenarioStep.event(event).captionLine(number: 2) == "── 2 · toggle todo 7 ──")
  }
}
