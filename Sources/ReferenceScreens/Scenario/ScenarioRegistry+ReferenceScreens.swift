import HeadlessRender
import HeadlessScenarios
import ViewModels

extension ScenarioRegistry {
  /// The step keys in the order the documentation lists them.
  static let referenceStepOrder = [
    "load", "search", "scroll", "tap", "toggle", "favorite", "retry", "swipe", "action", "pull",
    "edit", "editingControl", "drag", "barButton", "resize", "respond", "fail",
  ]

  /// The five reference screens, each over scripted services that the scenario answers:
  /// `recordings`, `feed`, `todos`, `films` and `articles`.
  ///
  /// ```swift
  /// print(ScenarioRegistry.referenceScreens.screenNames.joined(separator: ", "))
  /// // recordings, feed, todos, films, articles
  /// ```
  public static let referenceScreens = ScenarioRegistry()
    .registering("recordings") { context in
      RecordingsScreen(service: ScriptedRecordingsService(server: context.server))
    }
    .registering("feed") { context in
      FeedScreen(
        service: ScriptedFeedService(server: context.server),
        environment: context.formatEnvironment)
    }
    .registering("todos") { context in
      TodosScreen(service: ScriptedTodosService(server: context.server))
    }
    .registering("films") { context in
      FilmsScreen(service: ScriptedFilmsService(server: context.server))
    }
    .registering("articles") { context in
      ArticlesScreen(
        service: ScriptedArticlesService(server: context.server),
        environment: context.formatEnvironment)
    }
    .listingSteps(in: referenceStepOrder)
}
