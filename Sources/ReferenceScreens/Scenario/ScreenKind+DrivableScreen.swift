import HeadlessRender
import ListKit
import Models
import ViewModels

extension ScreenKind {
  /// A new screen of this kind whose service the scenario answers through `server`.
  @MainActor
  func makeScreen(server: ScriptedServer, environment: FormatEnvironment) -> any DrivableScreen {
    switch self {
    case .recordings:
      RecordingsScreen(service: ScriptedRecordingsService(server: server))
    case .feed:
      FeedScreen(service: ScriptedFeedService(server: server), environment: environment)
    case .todos:
      TodosScreen(service: ScriptedTodosService(server: server))
    case .films:
      FilmsScreen(service: ScriptedFilmsService(server: server))
    case .articles:
      ArticlesScreen(service: ScriptedArticlesService(server: server), environment: environment)
    }
  }
}
