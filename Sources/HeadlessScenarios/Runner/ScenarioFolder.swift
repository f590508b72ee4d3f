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
  /// A file whose name is not UTF-8 is not among them: its name would read as another (see
  /// `scenarioNamesNotUTF8()`).
  public func scenarioNames() throws(ScenarioFolderError) -> [String] {
    let listing = try scenarioFiles()
    let names = listing.names.sorted()
    guard !names.isEmpty || !listing.notUTF8.isEmpty else {
      throw .noScenarios(scenarios.relativePath)
    }
    if let reserved = names.first(where: {
      GoldenVerifier.isReserved(goldenURL(forScenarioNamed: $0))
    }) {
      throw .reservedName(scenarioURL(named: reserved).relativePath)
    }
    return names
  }

  /// The names (without `.json`) of the scenario files of the folder that are not UTF-8,
  /// shown as messages show such a name (`caf\x{E9}`, see `EchoedText.bytes`), sorted: files
  /// no scenario name can open, which `verify` reports one by one rather than as missing.
  ///
  /// - Throws: ``ScenarioFolderError/unreadable(_:)`` when the folder cannot be listed.
  package func scenarioNamesNotUTF8() throws(ScenarioFolderError) -> [String] {
    try scenarioFiles().notUTF8.map { EchoedText.bytes($0.dropLast(5), limit: 4_096) }.sorted()
  }

  /// The folder's `*.json` files: the names (without `.json`) of those named in UTF-8, and
  /// the bytes of the other names. Read from the file system's bytes: Foundation's listing
  /// turns a name that is not UTF-8 into one that names no file.
  private func scenarioFiles() throws(ScenarioFolderError) -> (
    names: [String], notUTF8: [[UInt8]]
  ) {
    guard let directory = opendir(scenarios.path) else {
      throw .unreadable(scenarios.relativePath)
    }
    defer { closedir(directory) }
    let suffix = Array(".json".utf8)
    var names: [String] = []
    var notUTF8: [[UInt8]] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
      guard name.count > suffix.count, name.suffix(suffix.count).elementsEqual(suffix) else {
        continue
      }
      if let text = String(validating: name.dropLast(suffix.count), as: UTF8.self) {
        names.append(text)
      } else {
        notUTF8.append(name)
      }
    }
    return (names, notUTF8)
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
