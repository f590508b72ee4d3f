import Foundation
import HeadlessRender
import ListKit

/// Something the user does on a screen beyond scrolling and tapping rows: what a screen-event
/// step sends to the screen.
///
/// The name is the step's key in a scenario file, the argument its value, and the caption
/// what the frame's caption line shows. A screen declares the events it takes as
/// ``ScenarioEvent``s, which also give their captions; without one the caption is the name,
/// followed by the argument unless it is `true`:
///
/// ```swift
/// print(ScreenEvent("load").caption, ScreenEvent("search", .string("owl")).caption)
/// // load search "owl"
/// print(ScreenEvent("toggle", .integer(7), caption: "toggle todo 7").caption)
/// // toggle todo 7
/// ```
public struct ScreenEvent: Hashable, Sendable {
  /// The step's key, e.g. `search`.
  public var name: String
  /// The step's value.
  public var argument: ScenarioArgument
  /// What the caption line shows for the step.
  public var caption: String

  /// An event named `name` with `argument`, captioned `caption` or, without one, by its name
  /// and argument.
  public init(_ name: String, _ argument: ScenarioArgument = .flag, caption: String? = nil) {
    self.name = name
    self.argument = argument
    self.caption = caption ?? Self.defaultCaption(name: name, argument: argument)
  }

  /// `load`, `search "owl"`, `remove 3`: the name, then the argument unless it is `true`.
  static func defaultCaption(name: String, argument: ScenarioArgument) -> String {
    argument == .flag ? name : "\(name) \(argument)"
  }
}
