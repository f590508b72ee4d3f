import HeadlessRender
import HeadlessScenarios

extension ScenarioStep {
  /// `{"load": true}`: see ``HeadlessRender/ScreenEvent/load``.
  package static let load = ScenarioStep.event(.load)
  /// `{"retry": true}`: see ``HeadlessRender/ScreenEvent/retry``.
  package static let retry = ScenarioStep.event(.retry)

  /// `{"search": "parrot"}`: see ``HeadlessRender/ScreenEvent/search(_:)``.
  package static func search(_ query: String) -> ScenarioStep {
    .event(.search(query))
  }

  /// `{"toggle": 7}`: see ``HeadlessRender/ScreenEvent/toggle(todoID:)``.
  package static func toggle(todoID: Int) -> ScenarioStep {
    .event(.toggle(todoID: todoID))
  }

  /// `{"favorite": "status-1"}`: see ``HeadlessRender/ScreenEvent/favorite(itemID:)``.
  package static func favorite(itemID: String) -> ScenarioStep {
    .event(.favorite(itemID: itemID))
  }
}
