import Foundation
import HeadlessScenarios
import JSONParsing
import TestSupport

/// One run of the fuzz test: the files it writes in its own folder and the arguments and
/// environment it runs `headless-table` with, all made from the run's seed and number.
///
/// The folder holds `API` and `Scenarios/Answers` (copies of the fixtures), `Scenarios`,
/// `Golden` (copies, so `verify` may write there) and `Diff`. Every path a case passes lies
/// inside it, and the process runs there, so no run can write into the repository.
struct FuzzCase {
  /// The arguments after the program name.
  var arguments: [String]
  /// The child's environment: this process's without the record mode and CI switches, plus
  /// whichever the case sets.
  var environment: [String: String]
  /// Each file the case wrote, by its path in the folder, for a failure report.
  var files: [(path: String, bytes: [UInt8])] = []
  /// The signal sent to the run after a delay, for the cases that stop a run midway.
  var signal: (number: Int32, after: Duration)?
  /// What must hold after the run besides a clean end, for the hostile families.
  var invariant: Invariant?
  /// The golden folder `verify` writes in, relative to the case's folder.
  var goldenFolder = "Golden"

  static let fixtures = CLIRunner.packageRoot.appendingPathComponent("Fixtures")
  static let scenarioNames =
    (try? FileManager.default.contentsOfDirectory(
      atPath: fixtures.appendingPathComponent("Scenarios").path))?
    .filter { $0.hasSuffix(".json") }.sorted() ?? []
  private static let diffNames =
    (try? FileManager.default.contentsOfDirectory(
      atPath: fixtures.appendingPathComponent("Diff").path))?
    .filter { $0.hasSuffix(".json") }.sorted() ?? []
  private static let tokens = [
    "render", "verify", "diff", "help", "--help", "-h", "--version", "--width", "--height",
    "--record", "--format", "--", "-", "json", "text", "all", "missing", "failed", "never", "",
    "0", "1", "-1", "40", "1000", "1001", "100001", "9223372036854775808", "abc", "é", "😀",
    "Scenarios", "Scenarios/a.json", "Golden", "none.json", "/dev/null", "Diff/old.json",
    "Diff/new.json", "Diff",
  ]

  /// The case numbered `number` of the run seeded `seed`, its files written under `folder`.
  init(seed: UInt64, number: Int, in folder: URL) throws {
    // Each case gets a stream of its own: neighbouring seeds of SplitMix are the same stream
    // one number apart, so the case number is mixed in first.
    var mixer = SeededGenerator(state: seed ^ (UInt64(number) &* 0xD1B5_4A32_D192_ED03))
    var mutator = ScenarioMutator(seed: mixer.next())
    var environment = ProcessInfo.processInfo.environment
    environment["SNAPSHOT_TESTING_RECORD"] = nil
    environment["CI"] = nil
    if mutator.chance(20) {
      environment["SNAPSHOT_TESTING_RECORD"] = mutator.pick(
        ["all", "missing", "failed", "never", "", "bogus"])
    }
    if mutator.chance(20) { environment["CI"] = mutator.pick(["1", "true", "0", "false", ""]) }
    self.environment = environment
    arguments = []
    let manager = FileManager.default
    for name in ["Scenarios", "Golden", "Diff"] {
      try manager.createDirectory(
        at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
    }
    // Copies, not links: a scenario reads only inside the folder above its own, links resolved.
    try manager.copyItem(
      at: Self.fixtures.appendingPathComponent("API"), to: folder.appendingPathComponent("API"))
    try manager.copyItem(
      at: Self.fixtures.appendingPathComponent("Scenarios/Answers"),
      to: folder.appendingPathComponent("Scenarios/Answers"))

    if mutator.chance(15) {
      try writeHostile(&mutator, in: folder)
      return
    }
    switch mutator.int(in: 0...99) {
    case 0...59:
      let name = try writeScenario(&mutator, in: folder)
      arguments = ["render"]
      if mutator.chance(25) {
        let bad = mutator.chance(20)
        arguments += [
          "--width", mutator.pick(bad ? ["0", "1001", "x", ""] : ["1", "7", "40", "200", "1000"]),
        ]
      }
      if mutator.chance(25) {
        let bad = mutator.chance(20)
        arguments += [
          "--height",
          mutator.pick(bad ? ["-1", "100001", "1e3", ""] : ["0", "1", "3", "24", "1000"]),
        ]
      }
      if mutator.chance(10) { arguments.append("--") }
      arguments.append("Scenarios/\(name)")
    case 60...72:
      for _ in 0..<mutator.int(in: 1...3) {
        let name = try writeScenario(&mutator, in: folder)
        let golden = String(name.dropLast(".json".count)) + ".txt"
        let goldenURL = folder.appendingPathComponent("Golden/\(golden)")
        if mutator.chance(10) {
          // A folder where a golden or its actual file belongs.
          let blocked =
            mutator.chance(50)
            ? golden
            : golden.replacingOccurrences(
              of: ".txt", with: ".actual.txt")
          // (The same scenario may come twice; then its golden may be a file already.)
          try? manager.createDirectory(
            at: folder.appendingPathComponent("Golden/\(blocked)"),
            withIntermediateDirectories: true)
        }
        if !manager.fileExists(atPath: goldenURL.path) {
          try? manager.copyItem(
            at: Self.fixtures.appendingPathComponent("Golden/\(golden)"), to: goldenURL)
        }
      }
      arguments = ["verify", "Scenarios"]
      if mutator.chance(60) {
        arguments += ["--record", mutator.pick(["all", "missing", "failed", "never", "", "x"])]
      }
    case 73...86:
      for file in ["old.json", "new.json"] {
        let value: JSONValue
        if mutator.chance(50),
          let name = Self.diffNames.isEmpty ? nil : mutator.pick(Self.diffNames),
          let text = try? String(
            contentsOf: Self.fixtures.appendingPathComponent("Diff/\(name)"), encoding: .utf8),
          let parsed = try? JSONParser.parse(text)
        {
          value = mutator.chance(30) ? parsed : mutator.mutated(parsed)
        } else {
          value = Self.randomSections(&mutator)
        }
        try write(Array(value.text.utf8), to: "Diff/\(file)", in: folder)
      }
      arguments = ["diff", "Diff/old.json", "Diff/new.json"]
      if mutator.chance(40) {
        arguments += ["--format", mutator.pick(["json", "text", "json", "text", "", "yaml"])]
      }
    default:
      let name = mutator.pick(Self.scenarioNames)
      try write(
        Array(try Data(contentsOf: Self.fixtures.appendingPathComponent("Scenarios/\(name)"))),
        to: "Scenarios/a.json", in: folder)
      for file in ["old.json", "new.json"] {
        try write(Array(Self.randomSections(&mutator).text.utf8), to: "Diff/\(file)", in: folder)
      }
      arguments = (0..<mutator.int(in: 0...6)).map { _ in mutator.pick(Self.tokens) }
    }
  }

  /// What is wrong with `result`: a signal (other than the one the case sent), a hang, an exit
  /// code other than 0, 1 and 2, or exit code 2 without a message; nil when nothing is.
  func problem(with result: CLIResult) -> String? {
    if result.timedOut { return "did not finish in time (killed)" }
    if let signal = result.signal {
      return signal == self.signal?.number ? nil : "died of signal \(signal)"
    }
    guard (0...2).contains(result.exitCode) else { return "exit code \(result.exitCode)" }
    if result.exitCode == 2, result.standardError.isEmpty { return "exit code 2 with no message" }
    return nil
  }

  /// Writes a scenario fixture, mutated most of the time and its bytes flipped some of the
  /// time, under its own name; returns the name.
  private mutating func writeScenario(_ mutator: inout ScenarioMutator, in folder: URL) throws
    -> String
  {
    let name = mutator.pick(Self.scenarioNames)
    let text = try String(
      contentsOf: Self.fixtures.appendingPathComponent("Scenarios/\(name)"), encoding: .utf8)
    var bytes = Array(text.utf8)
    if mutator.chance(85), let parsed = try? JSONParser.parse(text) {
      bytes = Array(mutator.mutated(parsed).text.utf8)
    }
    if mutator.chance(15) {
      bytes = mutator.flippingBytes(of: String(decoding: bytes, as: UTF8.self))
    }
    try write(bytes, to: "Scenarios/\(name)", in: folder)
    return name
  }

  mutating func write(_ bytes: [UInt8], to path: String, in folder: URL) throws {
    try Data(bytes).write(to: folder.appendingPathComponent(path))
    files.append((path, bytes))
  }

  /// Sections in the `diff` command's shape with odd text; identifiers are unique most of
  /// the time, so that most runs reach the diff, and repeat now and then.
  private static func randomSections(_ mutator: inout ScenarioMutator) -> JSONValue {
    let identifiers = ["a", "b", "c", "d", "e", "f", "1", "2", "é", "", "😀", "e\u{301}"]
    let unique = mutator.chance(80)
    var sectionIDs = identifiers.shuffled(using: &mutator.random)
    var itemIDs = identifiers.shuffled(using: &mutator.random)
    func identifier(from pool: inout [String]) -> String {
      guard unique, !pool.isEmpty else { return mutator.pick(identifiers) }
      return pool.removeLast()
    }
    return .array(
      (0..<mutator.int(in: 0...5)).map { _ in
        var members = [
          JSONValue.Member(key: "id", value: .string(identifier(from: &sectionIDs)))
        ]
        if mutator.chance(50) {
          members.append(
            JSONValue.Member(key: "title", value: .string(mutator.pick(ScenarioMutator.oddStrings)))
          )
        }
        let items = (0..<mutator.int(in: 0...4)).map { _ in
          JSONValue.object([
            JSONValue.Member(key: "id", value: .string(identifier(from: &itemIDs))),
            JSONValue.Member(
              key: "content", value: .string(mutator.pick(["x", "y", "z", "é", ""]))),
          ])
        }
        members.append(JSONValue.Member(key: "items", value: .array(items)))
        return .object(members)
      })
  }
}
