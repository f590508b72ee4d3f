import Foundation
import HeadlessRender
import ListKit

extension ScenarioEvent {
  /// An event written `{"<name>": true}` that the screen always takes: `perform` runs and the
  /// event is handled.
  ///
  /// For events that start something and name no item, such as a load or a retry; a request
  /// `perform` starts (its task is discarded) is still awaited by the scenario:
  ///
  /// ```swift
  /// .flag("retry", perform: { $0.controller.retryTapped() })
  /// ```
  public static func flag(
    _ name: String, caption: String? = nil,
    perform: @escaping @MainActor @Sendable (Screen) -> Void
  ) -> Self {
    flag(name, caption: caption) { screen in
      perform(screen)
      return .handled
    }
  }

  /// An event written `{"<name>": "text"}` that the screen always takes, such as a search:
  /// `perform` runs with the text and the event is handled.
  ///
  /// ```swift
  /// .string("search", perform: { $0.controller.searchSubmitted($1) })
  /// ```
  public static func string(
    _ name: String, caption: (@Sendable (String) -> String)? = nil,
    perform: @escaping @MainActor @Sendable (Screen, String) -> Void
  ) -> Self {
    string(name, caption: caption) { screen, text in
      perform(screen, text)
      return .handled
    }
  }
}
