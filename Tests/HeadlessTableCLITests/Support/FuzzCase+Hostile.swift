import Foundation
import JSONParsing
import TestSupport

/// The fuzz test's hostile families: what a pull request can put in a scenario folder to read
/// outside it, hang the tool, overwrite a golden, exhaust memory, or leave files behind.
///
/// Each case says what must hold after the run besides a clean exit (``FuzzCase/Invariant``):
/// a secret outside the root never printed, the golden folder unchanged, no temporary file
/// left, messages short.
extension FuzzCase {
  /// What must hold after a hostile case's run, besides ``problem(with:)``.
  enum Invariant {
    /// Neither output holds the secret planted outside the root, and nothing was written into
    /// `untouched` (a folder a link pointed to).
    case secretKept(marker: String, untouched: String?)
    /// The golden folder holds exactly these files with these bytes.
    case goldensUnchanged([String: Data])
    /// The golden folder holds no temporary file.
    case noTemporaryFiles
    /// Standard error is short: a message shows a value cut.
    case shortMessages
    /// Neither output holds a character a terminal obeys or hides (a control character other
    /// than a newline, a bidirectional override), and no line of standard output is longer
    /// than a frame's: a caption shows a file's values escaped and cut.
    case inertOutput
    /// Standard output reports every one of this many scenarios, one line each.
    case everyScenarioReported(Int)
  }

  /// The hostile families, as `ScenarioMutator` picks them.
  enum Family: CaseIterable {
    case pathLeavingTheRoot
    case pipe
    case reservedName
    case hugeInput
    case signalDuringRecord
    case escapeHeavyJSON
    case hugeCaption
    case manyScenarios
  }

  private static let secretMarker = "SECRET-OUTSIDE-THE-ROOT"

  /// A todos answer whose title is the secret: rendered, it would show in the frame.
  private static var secretAnswer: String {
    #"[{"userId": 1, "id": 1, "title": "\#(secretMarker)", "completed": false}]"#
  }

  /// Writes a case of a hostile family in `folder` and sets its arguments, signal and
  /// invariant.
  mutating func writeHostile(_ mutator: inout ScenarioMutator, in folder: URL) throws {
    switch mutator.pick(Family.allCases) {
    case .pathLeavingTheRoot: try writePathLeavingTheRoot(&mutator, in: folder)
    case .pipe: try writePipe(&mutator, in: folder)
    case .reservedName: try writeReservedName(&mutator, in: folder)
    case .hugeInput: try writeHugeInput(&mutator, in: folder)
    case .signalDuringRecord: try writeSignalDuringRecord(&mutator, in: folder)
    case .escapeHeavyJSON: try writeEscapeHeavyJSON(&mutator, in: folder)
    case .hugeCaption: try writeHugeCaption(&mutator, in: folder)
    case .manyScenarios: try writeManyScenarios(&mutator, in: folder)
    }
  }

  /// What is wrong after the run of this case in `folder`, or nil.
  func violation(of result: CLIResult, in folder: URL) -> String? {
    guard let invariant else { return nil }
    let goldens = folder.appendingPathComponent(goldenFolder)
    switch invariant {
    case .secretKept(let marker, let untouched):
      if (result.standardOutput + result.standardError).contains(marker) {
        return "printed a file outside the root"
      }
      if let untouched,
        let names = try? FileManager.default.contentsOfDirectory(
          atPath: folder.appendingPathComponent(untouched).path), !names.isEmpty
      {
        return "wrote through a link into \(untouched): \(names)"
      }
    case .goldensUnchanged(let before):
      if Self.contents(of: goldens) != before { return "changed the golden folder" }
    case .noTemporaryFiles:
      let left = Self.contents(of: goldens).keys.filter { $0.hasSuffix(".tmp") }
      if !left.isEmpty { return "left temporary files: \(left.sorted())" }
    case .shortMessages:
      if result.standardError.utf8.count > 4_096 {
        return "printed \(result.standardError.utf8.count) bytes of messages"
      }
    case .inertOutput:
      let obeyed = (result.standardOutput + result.standardError).unicodeScalars.first {
        ($0.properties.generalCategory == .control && $0 != "\n")
          || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
      }
      if let obeyed { return "printed U+\(String(obeyed.value, radix: 16, uppercase: true))" }
      let longest = result.standardOutput.split(separator: "\n").map(\.utf8.count).max() ?? 0
      if longest > 4_096 { return "printed a line of \(longest) bytes" }
    case .everyScenarioReported(let count):
      let reported = result.standardOutput.split(separator: "\n").filter {
        $0.hasPrefix("✓ ") || $0.hasPrefix("✗ ")
      }
      if reported.count != count { return "reported \(reported.count) of \(count) scenarios" }
    }
    return nil
  }

  /// The names and bytes of the files in `folder`.
  static func contents(of folder: URL) -> [String: Data] {
    var result: [String: Data] = [:]
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
      result[name] = FileManager.default.contents(
        atPath: folder.appendingPathComponent(name).path)
    }
    return result
  }

  // MARK: - Families

  /// A scenario in `Deep/Scenarios` (root `Deep`) that reaches for `secret.json` beside
  /// `Deep`: by `..`, an absolute path, a linked file, a linked folder; or, for `verify`, a
  /// linked scenario, a linked golden, a linked golden folder.
  private mutating func writePathLeavingTheRoot(
    _ mutator: inout ScenarioMutator, in folder: URL
  ) throws {
    let manager = FileManager.default
    let deep = folder.appendingPathComponent("Deep")
    for name in ["Scenarios", "API", "Golden", "Elsewhere"] {
      try manager.createDirectory(
        at: deep.appendingPathComponent(name), withIntermediateDirectories: true)
    }
    try Data(Self.secretAnswer.utf8).write(to: folder.appendingPathComponent("secret.json"))
    let secret = folder.appendingPathComponent("secret.json")
    goldenFolder = "Deep/Golden"
    invariant = .secretKept(marker: Self.secretMarker, untouched: nil)
    func scenario(answering path: String) -> String {
      #"{"screen": "todos", "steps": [{"load": true}, {"respond": "\#(path)"}]}"#
    }
    let variant = mutator.int(in: 0...6)
    switch variant {
    case 0, 1:
      let ups = String(repeating: "../", count: mutator.int(in: 2...9))
      try write(
        Array(scenario(answering: ups + "secret.json").utf8), to: "Deep/Scenarios/x.json",
        in: folder)
    case 2:
      try write(
        Array(scenario(answering: secret.path).utf8), to: "Deep/Scenarios/x.json", in: folder)
    case 3:
      try manager.createSymbolicLink(
        at: deep.appendingPathComponent("API/link.json"), withDestinationURL: secret)
      try write(
        Array(scenario(answering: "../API/link.json").utf8), to: "Deep/Scenarios/x.json", in: folder
      )
    case 4:
      try manager.createSymbolicLink(
        at: deep.appendingPathComponent("Linked"), withDestinationURL: folder)
      try write(
        Array(scenario(answering: "../Linked/secret.json").utf8), to: "Deep/Scenarios/x.json",
        in: folder)
    case 5:
      // A scenario that is a link out of the root, and a golden that is one.
      let outside = #"{"screen": "todos", "steps": [{"load": true}]}"#
      try Data(outside.utf8).write(to: folder.appendingPathComponent("outside.json"))
      try manager.createSymbolicLink(
        at: deep.appendingPathComponent("Scenarios/linked.json"),
        withDestinationURL: folder.appendingPathComponent("outside.json"))
      try write(
        Array(scenario(answering: "../API/none.json").utf8), to: "Deep/Scenarios/y.json", in: folder
      )
      try write(Array(outside.utf8), to: "Deep/Scenarios/z.json", in: folder)
      try manager.createSymbolicLink(
        at: deep.appendingPathComponent("Golden/z.txt"), withDestinationURL: secret)
    default:
      // The golden folder is a link to a folder of the root: nothing may be written there.
      try manager.removeItem(at: deep.appendingPathComponent("Golden"))
      try manager.createSymbolicLink(
        at: deep.appendingPathComponent("Golden"),
        withDestinationURL: deep.appendingPathComponent("Elsewhere"))
      try write(
        Array(#"{"screen": "todos", "steps": [{"load": true}]}"#.utf8), to: "Deep/Scenarios/z.json",
        in: folder)
      invariant = .secretKept(marker: Self.secretMarker, untouched: "Deep/Elsewhere")
    }
    arguments =
      variant < 5 && mutator.chance(50)
      ? ["render", "Deep/Scenarios/x.json"]
      : ["verify", "Deep/Scenarios", "--record", mutator.pick(["all", "missing", "failed"])]
  }

  /// A named pipe where a fixture, a scenario or a golden belongs: opening it for reading
  /// would wait for a writer that never comes.
  private mutating func writePipe(_ mutator: inout ScenarioMutator, in folder: URL) throws {
    let place = mutator.int(in: 0...2)
    let todos = #"{"screen": "todos", "steps": [{"load": true}, {"respond": "../API/pipe.json"}]}"#
    switch place {
    case 0:
      mkfifo(folder.appendingPathComponent("API/pipe.json").path, 0o644)
      try write(Array(todos.utf8), to: "Scenarios/x.json", in: folder)
      arguments =
        mutator.chance(50) ? ["render", "Scenarios/x.json"] : ["verify", "Scenarios"]
    case 1:
      mkfifo(folder.appendingPathComponent("Scenarios/pipe.json").path, 0o644)
      arguments = ["verify", "Scenarios"]
    default:
      try write(
        Array(#"{"screen": "todos", "steps": [{"load": true}]}"#.utf8), to: "Scenarios/x.json",
        in: folder)
      mkfifo(folder.appendingPathComponent("Golden/x.txt").path, 0o644)
      arguments = ["verify", "Scenarios", "--record", mutator.pick(["never", "all", "failed"])]
    }
  }

  /// Two scenarios, `x` and `x.actual`, with goldens: the second's golden is the first's
  /// mismatch file, so the run must stop before it writes anything.
  private mutating func writeReservedName(_ mutator: inout ScenarioMutator, in folder: URL)
    throws
  {
    let name = mutator.pick(Self.scenarioNames).dropLast(".json".count)
    let text = try Data(
      contentsOf: Self.fixtures.appendingPathComponent("Scenarios/\(name).json"))
    try write(Array(text), to: "Scenarios/\(name).json", in: folder)
    try write(Array(text), to: "Scenarios/\(name).actual.json", in: folder)
    try write(Array("a golden to keep\n".utf8), to: "Golden/\(name).actual.txt", in: folder)
    if mutator.chance(50) {
      try write(Array("a stale golden\n".utf8), to: "Golden/\(name).txt", in: folder)
    }
    arguments = [
      "verify", "Scenarios", "--record", mutator.pick(["all", "missing", "failed", "never"]),
    ]
    invariant = .goldensUnchanged(Self.contents(of: folder.appendingPathComponent("Golden")))
  }

  /// A file past its limit (sparse: no disk is written), or many steps, or long values.
  private mutating func writeHugeInput(_ mutator: inout ScenarioMutator, in folder: URL) throws {
    invariant = .shortMessages
    func sparse(_ path: String, size: Int) throws {
      try Data().write(to: folder.appendingPathComponent(path))
      truncate(folder.appendingPathComponent(path).path, off_t(size))
      files.append((path, Array("(sparse, \(size) bytes)".utf8)))
    }
    let load = #"{"screen": "todos", "steps": [{"load": true}, {"respond": "../API/big.json"}]}"#
    switch mutator.int(in: 0...5) {
    case 0:
      try sparse("Scenarios/x.json", size: (4 << 20) + mutator.int(in: 1...(1 << 30)))
      arguments = mutator.chance(50) ? ["render", "Scenarios/x.json"] : ["verify", "Scenarios"]
    case 1:
      try sparse("API/big.json", size: (8 << 20) + mutator.int(in: 1...(1 << 30)))
      try write(Array(load.utf8), to: "Scenarios/x.json", in: folder)
      arguments = mutator.chance(50) ? ["render", "Scenarios/x.json"] : ["verify", "Scenarios"]
    case 2:
      try write(
        Array(#"{"screen": "todos", "steps": [{"load": true}]}"#.utf8), to: "Scenarios/x.json",
        in: folder)
      try sparse("Golden/x.txt", size: (32 << 20) + mutator.int(in: 1...(2 << 30)))
      arguments = ["verify", "Scenarios", "--record", mutator.pick(["never", "all", "failed"])]
    case 3:
      let steps = Array(repeating: #"{"scroll": "top"}"#, count: 10_001).joined(separator: ",")
      try write(
        Array(#"{"screen": "todos", "steps": [\#(steps)]}"#.utf8), to: "Scenarios/x.json",
        in: folder)
      arguments = ["render", "Scenarios/x.json"]
    case 4:
      // A value of a few mebibytes where a short one belongs, echoed in the error.
      let key = mutator.pick(["locale", "timeZone", "now", "screen"])
      let value = String(repeating: mutator.pick(["x", "é", "\\u0000", "😀"]), count: 1 << 20)
      try write(
        Array(#"{"screen": "todos", "\#(key)": "\#(value)", "steps": [{"load": true}]}"#.utf8),
        to: "Scenarios/x.json", in: folder)
      arguments = ["render", "Scenarios/x.json"]
    default:
      // An object of many keys, each checked against the others.
      let members = (0..<mutator.int(in: 10_000...100_000)).map { "\"k\($0)\": 0" }
      try write(
        Array(
          #"{"screen": "todos", "steps": [{"load": true}], "x": {\#(members.joined(separator: ","))}}"#
            .utf8),
        to: "Scenarios/x.json", in: folder)
      arguments = ["render", "Scenarios/x.json"]
    }
  }

  /// `verify --record all` over a few scenarios, stopped by SIGINT or SIGTERM partway.
  private mutating func writeSignalDuringRecord(_ mutator: inout ScenarioMutator, in folder: URL)
    throws
  {
    for _ in 0..<mutator.int(in: 1...4) {
      let name = mutator.pick(Self.scenarioNames)
      try write(
        Array(try Data(contentsOf: Self.fixtures.appendingPathComponent("Scenarios/\(name)"))),
        to: "Scenarios/\(name)", in: folder)
    }
    arguments = ["verify", "Scenarios", "--record", "all"]
    signal = (mutator.pick([SIGINT, SIGTERM]), .milliseconds(mutator.int(in: 0...600)))
    invariant = .noTemporaryFiles
  }

  /// A JSON string of `count` escapes of one kind, the kind that made decoding quadratic
  /// (issue 42): `\u00e9`, `\n`, `ab\n`, a surrogate pair, `\"`.
  private static func escapes(_ mutator: inout ScenarioMutator, count: Int) -> String {
    let escape = mutator.pick([#"\u00e9"#, #"\n"#, #"ab\n"#, #"\ud83e\udd9c"#, #"\""#, #"\\"#])
    return String(repeating: escape, count: count / escape.utf8.count)
  }

  /// A scenario or a `diff` input of up to its limit of escapes, valid or cut short: decoded
  /// in linear time, it is run or refused well inside the case's 30 seconds.
  private mutating func writeEscapeHeavyJSON(_ mutator: inout ScenarioMutator, in folder: URL)
    throws
  {
    invariant = .shortMessages
    let text = Self.escapes(&mutator, count: mutator.int(in: 1...(4 << 20) - 100))
    // Cut short now and then: the error is found at the end, after every escape is read.
    let end = mutator.chance(30) ? "" : "\""
    if mutator.chance(50) {
      let key = mutator.pick(["search", "bogus"])
      try write(
        Array(#"{"screen": "recordings", "steps": [{"\#(key)": "\#(text)\#(end)}]}"#.utf8),
        to: "Scenarios/x.json", in: folder)
      arguments = mutator.chance(50) ? ["render", "Scenarios/x.json"] : ["verify", "Scenarios"]
    } else {
      let big = Self.escapes(&mutator, count: mutator.int(in: 1...(16 << 20) - 100))
      try write(
        Array(#"[{"id": "\#(big)\#(end), "items": [{"id": "\#(text)", "content": ""}]}]"#.utf8),
        to: "Diff/new.json", in: folder)
      try write(Array(#"[{"id": "a", "items": []}]"#.utf8), to: "Diff/old.json", in: folder)
      arguments = ["diff", "Diff/old.json", "Diff/new.json", "--format", "text"]
    }
  }

  /// A step whose text holds what a terminal obeys, a newline that would forge a frame line,
  /// or a megabyte: every caption line shows it escaped and cut.
  private mutating func writeHugeCaption(_ mutator: inout ScenarioMutator, in folder: URL) throws {
    invariant = .inertOutput
    let hostile = mutator.pick([
      #"\u001b[2J\u001b[31m"#, #"\u0007"#, #"\u202egpj.exe"#, #"owl\n── 9 · forged ──\n"#,
      #"\u0000\r\t"#, #"\u2066x\u2069"#,
    ])
    let text =
      hostile
      + String(repeating: mutator.pick(["a", "é", "😀"]), count: mutator.int(in: 0...(1 << 20)))
    let step = mutator.pick([
      #"{"search": "\#(text)"}"#, #"{"index": "\#(text)"}"#, #"{"barButton": "\#(text)"}"#,
      #"{"action": {"row": [0, 0], "title": "\#(text)"}}"#,
    ])
    let screen = step.hasPrefix(#"{"search""#) ? "recordings" : "todos"
    try write(
      Array(#"{"screen": "\#(screen)", "steps": [\#(step)]}"#.utf8), to: "Scenarios/x.json",
      in: folder)
    arguments =
      mutator.chance(50)
      ? ["render", "Scenarios/x.json"] : ["verify", "Scenarios", "--record", "never"]
  }

  /// Many scenarios in one folder, copies of the fixtures with their goldens: `verify` keeps
  /// no scenario once it is reported (its memory is that of the largest), and reports each.
  private mutating func writeManyScenarios(_ mutator: inout ScenarioMutator, in folder: URL)
    throws
  {
    let count = mutator.int(in: 20...80)
    for number in 0..<count {
      let name = mutator.pick(Self.scenarioNames).dropLast(".json".count)
      let scenario = try Data(
        contentsOf: Self.fixtures.appendingPathComponent("Scenarios/\(name).json"))
      let golden = try Data(contentsOf: Self.fixtures.appendingPathComponent("Golden/\(name).txt"))
      try scenario.write(to: folder.appendingPathComponent("Scenarios/\(number)-\(name).json"))
      try golden.write(to: folder.appendingPathComponent("Golden/\(number)-\(name).txt"))
    }
    files.append(("Scenarios", Array("(\(count) copies of the fixtures)".utf8)))
    arguments = ["verify", "Scenarios", "--record", "never"]
    invariant = .everyScenarioReported(count)
  }
}
