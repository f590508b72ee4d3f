import Foundation
import HeadlessRender
import HeadlessTesting
import ListKit

extension ScenarioEvent where Screen.Controller: ListLoadingController {
  /// `{"retry": true}`: the user taps the error footer, and the controller asks for the failed
  /// page again (`ListLoadingController.retryTapped()`).
  ///
  /// The event of every screen whose controller loads through a `ListLoader`:
  ///
  /// ```swift
  /// static var scenarioEvents: [ScenarioEvent<FilmsScreen>] { [.load, .retry] }
  /// ```
  public static var retry: Self {
    .flag("retry", perform: { $0.controller.retryTapped() })
  }
}

extension ScenarioEvent
where Screen.Controller: ListLoadingController, Screen.Controller.Query == NoQuery {
  /// `{"load": true}`: the screen asks for its list, as it does when it appears
  /// (`ListLoadingController.loadRequested()`); a screen with a query loads by its own event,
  /// such as a search.
  public static var load: Self {
    .flag("load", perform: { $0.controller.loadRequested() })
  }
}
