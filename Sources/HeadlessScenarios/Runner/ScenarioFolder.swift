import Foundation
import HeadlessGoldens
import HeadlessRender
import ListKit

/// A folder of scenario files and the folder of their goldens, by the rule `verify` and the
/// test adapters share: `Scenarios/<name>.json` is verified against `Golden/<name>.txt`, the
/// `Golden` folder sitting beside the scenarios' folder unless another is given.
///
/// ```swift
/// let folder = ScenarioFolder(URL(fileURLWithPath: "Fixtures/Scenarios"))
/// print(try folder.scenarioNames())                          // ["todos-empty", "todos-load"]
/// print(folder.goldenURL(forScenarioNamed: "todos-load").relativePath)
/// // Fixtures/Golden/todos-load.txt
/// ```
public struct ScenarioFolder: Hashable, Sendable {
  /// The folder that holds the scenario files (`*.json`).
  public var scenarios: URL
  /// The folder that holds their goldens.
  public var goldens: URL

  /// The scenarios in `scenarios`, their goldens in `goldens` or, by default, in the `Golden`
  /// folder beside `scenarios`.
  public init(_ scenarios: URL, goldens: URL? = nil) {
    self.scenarios = scenarios
    self.goldens =
      goldens ?? scenarios.deletingLastPathComponent().appendingPathComponent("Golden")
  }

  /// The folder the scenarios may read from, and their goldens lie in: the one above
  /// ``scenarios`` (`Fixtures` for `Fixtures/Scenarios`). See ``Scenario/root``.
  public var root: URL {
    FileBoundary.root(of: scenarios.appendingPathComponent("scenario.json"))
  }

  /// The names of the scenario files directly in the folder, without `.json`, sorted.
  ///
  /// A scenario may not be named `<name>.actual.json`: its golden, `<name>.actual.txt`, is
  /// where the output of scenario `<name>` goes when it does not match, so one would overwrite
  /// the other. Such a name stops the whole folder, before anything is written.
  ///
  /// - Throws: ``ScenarioFolderError`` when the folder cannot be read, holds no scenario, or
  ///   holds one with a reserved name.
  public func scenarioNames() throws(ScenarioFolderError) -> [String] {
    let files: [String]
    do {
      files = try FileManager.default.contentsOfDirectory(atPath: scenarios.path)
    } catch {
      throw .unreadable(scenarios.relativePath)
    }
    let names = files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    guard !names.isEmpty else { throw .noScenarios(scenarios.relativePath) }
    if let reserved = names.first(where: {
      GoldenVerifier.isReserved(goldenURL(forScenarioNamed: $0))
    }) {
      throw .reservedName(scenarioURL(named: reserved).relativePath)
    }
    return names
  }

  /// The scenario file `<name>.json`.
  public func scenarioURL(named name: String) -> URL {
    scenarios.appendingPathComponent("\(name).json")
  }

  /// The golden of the scenario `name`: `<name>.txt` in ``goldens``.
  public func goldenURL(forScenarioNamed name: String) -> URL {
    goldens.appendingPathComponent("\(name).txt")
  }
}
