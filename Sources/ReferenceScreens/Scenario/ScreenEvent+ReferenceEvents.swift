import HeadlessRender
import HeadlessScenarios

extension ScreenEvent {
  /// The screen appeared and wants its content (`{"load": true}`; every screen but
  /// recordings).
  package static let load = ScreenEvent("load")
  /// The user tapped the error footer to try again (`{"retry": true}`; every screen).
  package static let retry = ScreenEvent("retry")

  /// The user searched for `query` (`{"search": "parrot"}`; recordings).
  package static func search(_ query: String) -> ScreenEvent {
    ScreenEvent("search", .string(query))
  }

  /// The user completed or reopened the todo `todoID` (`{"toggle": 7}`; todos).
  package static func toggle(todoID: Int) -> ScreenEvent {
    TodosScreen.toggle.event(.integer(todoID))
  }

  /// The user tapped the favourite button of the feed item `itemID`
  /// (`{"favorite": "status-1"}`; feed).
  package static func favorite(itemID: String) -> ScreenEvent {
    ScreenEvent("favorite", .string(itemID))
  }
}
