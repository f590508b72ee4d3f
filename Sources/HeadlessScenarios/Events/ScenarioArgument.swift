import Foundation
import HeadlessRender
import ListKit

/// The value a screen event's step gives: `true`, a string or an integer.
///
/// Printed as the scenario file writes it, which is how captions and error messages name the
/// item an event is about; a string as every value from a file is shown (see `EchoedText`):
/// at most 60 characters, then `…`, control and invisible characters escaped, so that a
/// caption stays one line a terminal does not obey:
///
/// ```swift
/// print(ScenarioArgument.string("status-1"), ScenarioArgument.integer(7), ScenarioArgument.flag)
/// // "status-1" 7 true
/// print(ScenarioArgument.string("owl\n── 2 · forged ──"))
/// // "owl\n── 2 · forged ──"
/// ```
public enum ScenarioArgument: Hashable, Sendable, CustomStringConvertible {
  /// The kind of argument an event takes, checked when a scenario is read.
  public enum Kind: Hashable, Sendable {
    /// `true`, for an event that needs no value (`{"load": true}`).
    case flag
    /// A string (`{"search": "owl"}`).
    case string
    /// An integer (`{"toggle": 7}`).
    case integer
  }

  /// `true`: the event happens (`{"retry": true}`).
  case flag
  /// A string (`{"favorite": "status-1"}`).
  case string(String)
  /// An integer (`{"toggle": 7}`).
  case integer(Int)

  /// Which kind of argument this is.
  public var kind: Kind {
    switch self {
    case .flag: .flag
    case .string: .string
    case .integer: .integer
    }
  }

  /// `true`, the string in double quotes (cut and escaped, see `EchoedText.quoted`), or the
  /// integer.
  ///
  /// - Complexity: O(60), whatever the string's length.
  public var description: String {
    switch self {
    case .flag: "true"
    case .string(let text): EchoedText.quoted(text)
    case .integer(let number): "\(number)"
    }
  }
}
