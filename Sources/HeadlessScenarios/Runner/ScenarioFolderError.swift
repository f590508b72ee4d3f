import Foundation
import HeadlessRender
import ListKit

/// A folder of scenarios that cannot be verified at all.
///
/// ```swift
/// print(ScenarioFolderError.noScenarios("Fixtures/Scenarios"))
/// // no scenarios (*.json) in Fixtures/Scenarios
/// ```
public enum ScenarioFolderError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The folder does not exist or cannot be listed.
  case unreadable(String)
  /// The folder holds no `*.json` file.
  case noScenarios(String)
  /// A scenario file is named `<name>.actual.json`, whose golden would be another scenario's
  /// mismatch file.
  case reservedName(String)

  /// The message, naming the folder as it was given.
  public var description: String {
    switch self {
    case .unreadable(let path): "cannot read the folder \(path)"
    case .noScenarios(let path): "no scenarios (*.json) in \(path)"
    case .reservedName(let path):
      "\(EchoedText.shown(path, limit: 4_096)): a scenario may not be named *.actual.json: "
        + "its golden would be where another scenario's mismatch is saved; rename it"
    }
  }
}
