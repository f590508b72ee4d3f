import ListKit
import Testing
import ViewModels

@MainActor
@Suite struct ListScreenControllerTests {
  /// What a table binding reads from any screen, through the protocol alone.
  func firstScreen(of controller: some ListScreenController) -> String {
    "\(controller.sections.count) sections, footer \(controller.footer)"
  }

  @Test func everyScreenServesItsTableThroughTheSameProtocol() throws {
    let environment = try Fixtures.environment()
    #expect(
      firstScreen(of: RecordingsController(service: ScriptedRecordingsService()))
        == "0 sections, footer message(\"Search for a bird by its name.\")")
    #expect(
      firstScreen(of: FeedController(service: ScriptedFeedService(), environment: environment))
        == "0 sections, footer spinner")
    #expect(
      firstScreen(of: TodosController(service: ScriptedTodosService()))
        == "0 sections, footer spinner")
    #expect(
      firstScreen(of: FilmsController(service: ScriptedFilmsService()))
        == "0 sections, footer spinner")
    #expect(
      firstScreen(
        of: ArticlesController(service: ScriptedArticlesService(), environment: environment))
        == "0 sections, footer spinner")
  }
}
