import Foundation
import HeadlessRender
import ListKit

/// What a registered screen is made with for one scenario run: its name, the scripted server
/// its services ask, and the injected clock, time zone and locale.
///
/// ```swift
/// registry.register("articles") { context in
///   let service = ScriptedArticlesService(server: context.server)
///   let controller = ArticlesController(service: service, now: context.now)
///   return ArticlesViewController(controller: controller)
/// }
/// ```
public struct ScenarioContext: Sendable {
  /// The screen's name, as the scenario names it.
  public var screen: String
  /// The server whose requests the scenario's `respond` and `fail` steps answer.
  public var server: ScriptedServer
  /// The injected clock's time.
  public var now: Date
  /// The injected time zone.
  public var timeZone: TimeZone
  /// The injected locale.
  public var locale: Locale

  /// A context for `scenario`'s screen, answered through `server`.
  public init(scenario: Scenario, server: ScriptedServer) {
    screen = scenario.screen
    self.server = server
    now = scenario.now
    timeZone = scenario.timeZone
    locale = scenario.locale
  }
}
