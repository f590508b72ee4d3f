import Foundation
import HeadlessRender
import HeadlessTesting
import ListKit

/// A list screen that scenarios can drive: a `ControlledScreen` (a view controller whose
/// controller decides what it shows: a `ListScreen`, or a table or collection view controller
/// with a diffable data source) that declares the events it takes.
///
/// Every scenario screen takes `scroll`, `tap`, `edit`, `resize`, `swipe` and `action` steps,
/// a table's screen the table steps (`pull`, `editingControl`, `drag`), a collection view's
/// screen the collection view steps (`scrollSection`, `expand`, `collapse`), and its scripted
/// services are answered by `respond` and `fail` steps. Anything else the user does is an event the
/// screen declares, with the step's key, the kind of value it takes, and a handler. The
/// Contacts example declares its events in a test-only module, so that the view controller
/// stays as the app compiles it; a search goes through the search bar, as the user's does:
///
/// ```swift
/// extension ContactsViewController: ScenarioScreen {
///   public var updateFailure: (any Error)? { nil }
///
///   public nonisolated static var scenarioEvents: [ScenarioEvent<ContactsViewController>] {
///     [
///       .flag("load", perform: { $0.controller.loadRequested() }),
///       .string(
///         "search",
///         perform: { screen, query in
///           guard let searchBar = screen.navigationItem.searchController?.searchBar else { return }
///           searchBar.text = query
///           screen.searchBarSearchButtonClicked(searchBar)
///         }),
///       .string("favorite") { $0.controller.favoriteTapped(id: $1) },
///       .flag("retry", perform: { $0.controller.retryTapped() }),
///     ]
///   }
/// }
/// ```
///
/// A scenario runner waits for the requests the screen starts while a step runs, directly or
/// while the table displays rows, through `ScreenActivity`: every task started inside a step
/// is counted, so a screen needs no hook of its own; only a detached task escapes it.
@MainActor
public protocol ScenarioScreen: ControlledScreen {
  /// The events this screen takes, each under its own step key.
  ///
  /// Read when a scenario is parsed, off the main actor: the list only declares, and the
  /// handlers run on the main actor.
  nonisolated static var scenarioEvents: [ScenarioEvent<Self>] { get }
}

extension ScenarioScreen {
  /// No events: the screen only scrolls, taps and resizes.
  public nonisolated static var scenarioEvents: [ScenarioEvent<Self>] { [] }

  /// Sends `event` to the handler this screen declares under the event's name.
  ///
  /// - Returns: What the handler returned, or nil when the screen declares no such event (a
  ///   search on a screen without a search bar).
  public func handle(_ event: ScreenEvent) -> EventOutcome? {
    guard let declaration = Self.scenarioEvents.first(where: { $0.name == event.name }) else {
      return nil
    }
    return declaration.handle(event.argument, on: self)
  }

  /// The signatures of this screen's events, for reading scenarios.
  nonisolated static var scenarioEventSignatures: [ScenarioEventSignature] {
    scenarioEvents.map(\.signature)
  }
}
