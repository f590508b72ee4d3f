import HeadlessRender
import HeadlessScenarios
import ViewModels

extension ScenarioRegistry {
  /// The step keys in the order the documentation lists them.
  static let referenceStepOrder = [
    "load", "search", "scroll", "tap", "toggle", "favorite", "retry", "swipe", "action", "pull",
    "edit", "editingControl", "drag", "index", "scrollSection", "expand", "collapse", "barButton",
    "button",
    "resize", "respond", "fail",
  ]

  /// The five reference screens, each over scripted services that the scenario answers:
  /// `recordings`, `feed`, `todos`, `films` and `articles`; then two collection views:
  /// `todos-list`, the Todos screen as a list, and `films-grid`, the films as posters in a row
  /// that scrolls sideways above a grid.
  ///
  /// ```swift
  /// print(ScenarioRegistry.referenceScreens.screenNames.joined(separator: ", "))
  /// // recordings, feed, todos, films, articles, todos-list, films-grid
  /// ```
  package static let referenceScreens = ScenarioRegistry()
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
    .registering("todos-list") { context in
      TodosListScreen(service: ScriptedTodosService(server: context.server))
    }
    .registering("films-grid") { context in
      FilmsGridScreen(service: ScriptedFilmsService(server: context.server))
    }
    .listingSteps(in: referenceStepOrder)
}
