import HeadlessRender
import HeadlessScenarios
import HeadlessTestSupport
import ListKit
import Testing

@MainActor
@Suite struct ScenarioEventTests {
  @Test func aDeclarationCaptionsTheEventsItMakes() {
    #expect(NamesScreen.remove.event(.integer(3)).caption == "remove name 3")
    #expect(
      NamesScreen.remove.event(.integer(3))
        == ScreenEvent("remove", .integer(3), caption: "remove name 3"))
    let add = ScenarioEvent<NamesScreen>.string("add") { _, _ in .handled }
    #expect(add.event(.string("owl")).caption == "add \"owl\"")
    let load = ScenarioEvent<NamesScreen>.flag("load") { _ in .handled }
    #expect(load.event(.flag).caption == "load")
    #expect(load.argumentKind == .flag)
  }

  @Test func aScreenHandsAnEventToTheHandlerItDeclares() {
    let screen = NamesScreen()
    #expect(screen.handle(ScreenEvent("add", .string("owl"))) == .handled)
    #expect(screen.controller.sections.first?.items == [NameRow(id: 0, name: "owl")])
    #expect(screen.handle(NamesScreen.remove.event(.integer(5))) == .noSuchItem)
    #expect(screen.handle(NamesScreen.remove.event(.integer(0))) == .handled)
    #expect(screen.controller.sections.first?.items == [])
  }

  @Test func anEventTheScreenDoesNotDeclareIsNotOnIt() {
    #expect(NamesScreen().handle(ScreenEvent("favorite", .string("42"))) == nil)
    #expect(QuietScreen().handle(ScreenEvent("load")) == nil)
  }

  @Test func anArgumentOfAnotherKindThanDeclaredIsNotOnTheScreen() {
    let screen = NamesScreen()
    #expect(screen.handle(ScreenEvent("add", .integer(1))) == nil)
    #expect(screen.handle(ScreenEvent("remove", .string("1"))) == nil)
    #expect(screen.handle(ScreenEvent("load", .string("now"))) == nil)
  }

  @Test func anEventThatPerformsIsAlwaysHandledAndRunsItsAction() {
    let screen = PerformingScreen()
    #expect(screen.handle(ScreenEvent("add", .string("owl"))) == .handled)
    #expect(screen.controller.sections.first?.items == [NameRow(id: 0, name: "owl")])
    #expect(screen.handle(ScreenEvent("clear")) == .handled)
    #expect(screen.controller.sections.isEmpty)
    #expect(screen.handle(ScreenEvent("clear", .string("now"))) == nil)
  }

  @Test func anEventThatPerformsKeepsItsCaption() {
    let events = PerformingScreen.scenarioEvents
    #expect(events[0].event(.string("owl")).caption == "add \"owl\"")
    #expect(events[1].event(.flag).caption == "clear all")
  }

  @Test func aControllersEventOutcomeIsTheScreenEventsOutcome() {
    let screen = PerformingScreen()
    #expect(screen.handle(ScreenEvent("rename", .string("kiwi"))) == .noSuchItem)
    #expect(screen.handle(ScreenEvent("add", .string("owl"))) == .handled)
    #expect(screen.handle(ScreenEvent("rename", .string("kiwi"))) == .handled)
    #expect(screen.controller.sections.first?.items == [NameRow(id: 0, name: "kiwi")])
  }
}
