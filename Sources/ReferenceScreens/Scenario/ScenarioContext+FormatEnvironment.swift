import HeadlessRender
import HeadlessScenarios
import ViewModels

extension ScenarioContext {
  /// The scenario's clock, time zone and locale, for the screens that format dates.
  var formatEnvironment: FormatEnvironment {
    FormatEnvironment.fixed(at: now, timeZone: timeZone, locale: locale)
  }
}
