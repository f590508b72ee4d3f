import HeadlessRender
import HeadlessScenarios
import HeadlessTestSupport

extension ScenarioRegistry {
  /// `names` (``NamesScreen``, loading from the scenario's server) and `quiet`
  /// (``QuietScreen``), as a team registers its own screens.
  static let testScreens = ScenarioRegistry()
    .registering("names") { context in NamesScreen(server: context.server) }
    .registering("quiet") { _ in QuietScreen() }
}
