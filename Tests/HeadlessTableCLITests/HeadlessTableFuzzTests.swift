import Foundation
import TestSupport
import Testing

/// Runs the built `headless-table` on bad input for a while: mutated scenarios, random `diff`
/// inputs, `verify` over broken folders, random arguments, and the hostile families of issue 30
/// (paths that leave the root, pipes, reserved names, huge inputs, signals during a record; see
/// `FuzzCase+Hostile.swift`). Whatever the input, the tool must end by itself with 0, 1 or 2,
/// and with a message when it is 2: never a signal (but the one a case sends), never a hang;
/// and a hostile case's invariant must hold (no secret printed, no golden changed, no
/// temporary file left, no long message).
///
/// The seed is random unless `HEADLESS_TABLE_FUZZ_SEED` gives one, and it is printed;
/// `HEADLESS_TABLE_FUZZ_CASE` runs one case of that seed alone. A run is 16 cases (32 before
/// issue 23; each starts the tool), so that every `swift test` tries new input and stays quick;
/// `HEADLESS_TABLE_FUZZ_SECONDS` (``StressMode/fuzzSeconds``) runs cases for that long instead,
/// as `make stress` and CI's stress step do (`.ci/stress`, 60 s). `HEADLESS_TABLE_FUZZ_VERBOSE`
/// prints every case's arguments, exit code and first error line.
@Suite(.tags(.stress)) struct HeadlessTableFuzzTests {
  private static let environment = ProcessInfo.processInfo.environment

  @Test func badInputNeverKillsOrHangsTheTool() async throws {
    let seed =
      Self.environment["HEADLESS_TABLE_FUZZ_SEED"].flatMap { UInt64($0) }
      ?? UInt64.random(in: 0...UInt64.max)
    let budget: Budget =
      if let seconds = StressMode.fuzzSeconds {
        .seconds(seconds)
      } else {
        .cases(Self.defaultCaseCount)
      }
    let onlyCase = Self.environment["HEADLESS_TABLE_FUZZ_CASE"].flatMap { Int($0) }
    print("fuzz: seed \(seed); repeat with HEADLESS_TABLE_FUZZ_SEED=\(seed)")
    // The runs wait on child processes for the whole budget: on a thread of their own, so
    // that the other tests keep the concurrency pool's few threads.
    let summary = try await DedicatedThread.run {
      try Self.fuzz(seed: seed, budget: budget, onlyCase: onlyCase)
    }
    for failure in summary.failures {
      Issue.record(Comment(rawValue: failure))
    }
    let codes = summary.exitCodes.sorted { $0.key < $1.key }.map { "exit \($0.key): \($0.value)" }
    print(
      "fuzz: \(summary.runs) runs of seed \(seed) (\(codes.joined(separator: ", "))), "
        + "\(summary.failures.count) failed")
    if case .cases(let count) = budget, onlyCase == nil, summary.failures.count < 5 {
      #expect(summary.runs == count)
    } else {
      #expect(summary.runs > 0)
    }
  }

  /// How many cases a run tries when no time budget is set.
  static let defaultCaseCount = 16

  /// How long a run goes on: a number of cases, or cases until a time has passed.
  private enum Budget {
    case cases(Int)
    case seconds(Double)
  }

  /// What a fuzz run did: how many cases ran, their exit codes, and a report per failure.
  private struct Summary: Sendable {
    var runs = 0
    var exitCodes: [Int32: Int] = [:]
    var failures: [String] = []
  }

  /// Runs cases from number 0 (or `onlyCase` alone) until the budget is spent or five have
  /// failed.
  private static func fuzz(seed: UInt64, budget: Budget, onlyCase: Int?) throws -> Summary {
    let folder = try TemporaryFolder()
    let clock = ContinuousClock()
    let start = clock.now
    func hasBudgetLeft(after runs: Int) -> Bool {
      switch budget {
      case .cases(let count): runs < count
      case .seconds(let seconds): clock.now < start + .milliseconds(Int(seconds * 1_000))
      }
    }
    var number = onlyCase ?? 0
    var summary = Summary()
    repeat {
      let caseFolder = folder.file("case-\(number)")
      let fuzzCase = try FuzzCase(seed: seed, number: number, in: caseFolder)
      let result = try CLIRunner.runWaiting(
        fuzzCase.arguments, in: caseFolder, environment: fuzzCase.environment,
        timeout: .seconds(30), signal: fuzzCase.signal)
      summary.exitCodes[result.exitCode, default: 0] += 1
      if environment["HEADLESS_TABLE_FUZZ_VERBOSE"] != nil {
        let error = result.standardError.split(separator: "\n").first ?? ""
        print(
          "fuzz: case \(number): \(fuzzCase.arguments) -> \(result.exitCode) \(error.prefix(160))")
      }
      if let problem = fuzzCase.problem(with: result)
        ?? fuzzCase.violation(of: result, in: caseFolder)
      {
        // Kept for a look: the temporary folder goes away with the test.
        let kept = FileManager.default.temporaryDirectory
          .appendingPathComponent("headless-table-fuzz-\(seed)-\(number)")
        try? FileManager.default.removeItem(at: kept)
        try? FileManager.default.copyItem(at: caseFolder, to: kept)
        summary.failures.append(
          report(problem, of: fuzzCase, result, seed, number, keptIn: kept.path))
      }
      try? FileManager.default.removeItem(at: caseFolder)
      summary.runs += 1
      number += 1
    } while onlyCase == nil && hasBudgetLeft(after: summary.runs) && summary.failures.count < 5
    return summary
  }

  @Test func aCaseIsTheSameEveryTimeItsSeedAndNumberAreGiven() throws {
    let folder = try TemporaryFolder()
    // As many cases as a run of `swift test` tries; each copies the fixtures it may read.
    for number in 0..<Self.defaultCaseCount {
      let first = try FuzzCase(seed: 2026, number: number, in: folder.file("a-\(number)"))
      let second = try FuzzCase(seed: 2026, number: number, in: folder.file("b-\(number)"))
      #expect(first.arguments == second.arguments)
      #expect(first.environment == second.environment)
      #expect(first.files.map(\.path) == second.files.map(\.path))
      #expect(first.files.map(\.bytes) == second.files.map(\.bytes))
    }
  }

  /// The failure, the case's arguments and files, and how to run it again.
  private static func report(
    _ problem: String, of fuzzCase: FuzzCase, _ result: CLIResult, _ seed: UInt64, _ number: Int,
    keptIn kept: String
  ) -> String {
    var lines = [
      "headless-table \(problem); the case's folder is copied to \(kept)",
      "repeat: HEADLESS_TABLE_FUZZ_SEED=\(seed) HEADLESS_TABLE_FUZZ_CASE=\(number) "
        + "swift test --filter HeadlessTableFuzzTests",
      "arguments: \(fuzzCase.arguments)",
      "record mode: \(fuzzCase.environment["SNAPSHOT_TESTING_RECORD"] ?? "unset"), "
        + "CI: \(fuzzCase.environment["CI"] ?? "unset")",
      "stderr: \(result.standardError.suffix(2_000))",
    ]
    for file in fuzzCase.files {
      lines.append("\(file.path): \(String(decoding: file.bytes, as: UTF8.self).prefix(2_000))")
    }
    return lines.joined(separator: "\n")
  }
}
