import Foundation
import HeadlessRender
import ListKit

/// What reading a scenario needs of a ``ScenarioEvent``: its key, the kind of value it takes
/// and its caption, without the screen type or the handler.
struct ScenarioEventSignature: Sendable {
  /// The step's key.
  let name: String
  /// The kind of value the step takes.
  let argumentKind: ScenarioArgument.Kind
  /// The caption for a value.
  let caption: @Sendable (ScenarioArgument) -> String

  /// The event a step with `argument` sends.
  func event(_ argument: ScenarioArgument) -> ScreenEvent {
    ScreenEvent(name, argument, caption: caption(argument))
  }
}
