import Foundation
import HeadlessRender
import ListKit

/// An event a screen declares for scenarios: its step key, the kind of value it takes, its
/// caption, and what the screen does with it.
///
/// A screen lists its events in ``ScenarioScreen/scenarioEvents``; a scenario may then write
/// `{"<name>": value}` as a step on that screen. The handler runs on the main actor with the
/// screen and the value, and tells what became of the event:
///
/// ```swift
/// .flag("load") { screen in
///   screen.controller.loadRequested()
///   return .handled
/// }
/// .string("favorite") { screen, id in screen.controller.favoriteTapped(id: id) }
/// .integer(
///   "toggle", caption: { "toggle todo \($0)" },
///   handle: { screen, id in screen.controller.todoToggled(id: id) })
/// ```
///
/// Without a caption, the frame's caption line shows the name and then the value unless it is
/// `true`: `load`, `favorite "status-1"`, `remove 3`. An event whose value is not of the
/// declared kind (possible only for a ``ScreenEvent`` made in code) is not on the screen.
public struct ScenarioEvent<Screen: ScenarioScreen>: Sendable {
  /// The step's key in a scenario file, e.g. `favorite`.
  public let name: String
  /// The kind of value the step takes.
  public let argumentKind: ScenarioArgument.Kind
  private let makeCaption: @Sendable (ScenarioArgument) -> String
  private let handler: @MainActor @Sendable (Screen, ScenarioArgument) -> EventOutcome?

  private init(
    name: String, argumentKind: ScenarioArgument.Kind,
    caption: @escaping @Sendable (ScenarioArgument) -> String,
    handler: @escaping @MainActor @Sendable (Screen, ScenarioArgument) -> EventOutcome?
  ) {
    self.name = name
    self.argumentKind = argumentKind
    self.makeCaption = caption
    self.handler = handler
  }

  /// An event written `{"<name>": true}`, captioned `caption` or its name.
  public static func flag(
    _ name: String, caption: String? = nil,
    handle: @escaping @MainActor @Sendable (Screen) -> EventOutcome
  ) -> Self {
    Self(
      name: name, argumentKind: .flag,
      caption: { argument in
        caption ?? ScreenEvent.defaultCaption(name: name, argument: argument)
      },
      handler: { screen, argument in
        guard argument == .flag else { return nil }
        return handle(screen)
      })
  }

  /// An event written `{"<name>": "text"}`, captioned by `caption` or `<name> "text"`.
  ///
  /// `caption` is given the text as a caption shows a value from a file: at most 60
  /// characters, then `…`, control and invisible characters escaped (see `EchoedText.shown`),
  /// so that the caption line stays one line, short, and inert in a terminal.
  public static func string(
    _ name: String, caption: (@Sendable (String) -> String)? = nil,
    handle: @escaping @MainActor @Sendable (Screen, String) -> EventOutcome
  ) -> Self {
    Self(
      name: name, argumentKind: .string,
      caption: { argument in
        guard case .string(let text) = argument, let caption else {
          return ScreenEvent.defaultCaption(name: name, argument: argument)
        }
        return caption(EchoedText.shown(text))
      },
      handler: { screen, argument in
        guard case .string(let text) = argument else { return nil }
        return handle(screen, text)
      })
  }

  /// An event written `{"<name>": 7}`, captioned by `caption` or `<name> 7`.
  public static func integer(
    _ name: String, caption: (@Sendable (Int) -> String)? = nil,
    handle: @escaping @MainActor @Sendable (Screen, Int) -> EventOutcome
  ) -> Self {
    Self(
      name: name, argumentKind: .integer,
      caption: { argument in
        guard case .integer(let number) = argument, let caption else {
          return ScreenEvent.defaultCaption(name: name, argument: argument)
        }
        return caption(number)
      },
      handler: { screen, argument in
        guard case .integer(let number) = argument else { return nil }
        return handle(screen, number)
      })
  }

  /// The event as a step sends it, with this declaration's caption.
  ///
  /// ```swift
  /// let toggle = ScenarioEvent<TodosScreen>.integer(
  ///   "toggle", caption: { "toggle todo \($0)" },
  ///   handle: { screen, id in screen.controller.todoToggled(id: id) })
  /// print(toggle.event(.integer(7)).caption)
  /// // toggle todo 7
  /// ```
  public func event(_ argument: ScenarioArgument) -> ScreenEvent {
    ScreenEvent(name, argument, caption: makeCaption(argument))
  }

  /// Hands `argument` to the handler; nil when it is not of the declared kind.
  @MainActor
  func handle(_ argument: ScenarioArgument, on screen: Screen) -> EventOutcome? {
    handler(screen, argument)
  }

  /// The declaration without its handler, for reading scenarios.
  var signature: ScenarioEventSignature {
    ScenarioEventSignature(name: name, argumentKind: argumentKind, caption: makeCaption)
  }
}
