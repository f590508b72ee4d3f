import Foundation
import TestSupport
import Testing

/// Runs the built `headless-table` on bad input for a while: mutated scenarios, random `diff`
/// inputs, `verify` over broken folders, random arguments. Whatever the input, the tool must
/// end by itself with 0, 1 or 2, and with a message when it is 2: never a signal, never a hang.
///
/// The seed is random unless `HEADLESS_TABLE_FUZZ_SEED` gives one, and it is printed;
/// `HEADLESS_TABLE_FUZZ_CASE` runs one case of that seed alone, and
/// `HEADLESS_TABLE_FUZZ_SECONDS` sets how long the run goes on (20 seconds by default), and
/// `HEADLESS_TABLE_FUZZ_VERBOSE` prints every case's arguments, exit code and first error line.
@Suite struct HeadlessTableFuzzTests {
  private static let environment = ProcessInfo.processInfo.environment

  @Test func badInputNeverKillsOrHangsTheTool() throws {
    let seed =
      Self.environment["HEADLESS_TABLE_FUZZ_SEED"].flatMap { UInt64($0) }
      ?? UInt64.random(in: 0...UInt64.max)
    let seconds = Self.environment["HEADLESS_TABLE_FUZZ_SECONDS"].flatMap { Double($0) } ?? 20
    let onlyCase = Self.environment["HEADLESS_TABLE_FUZZ_CASE"].flatMap { Int($0) }
    print("fuzz: seed \(seed); repeat with HEADLESS_TABLE_FUZZ_SEED=\(seed)")
    let folder = try TemporaryFolder()
    let clock = ContinuousClock()
    let deadline = clock.now + .milliseconds(Int(seconds * 1_000))
    var number = onlyCase ?? 0
    var runs = 0
    var failures = 0
    var exitCodes: [Int32: Int] = [:]
    repeat {
      let caseFolder = folder.file("case-\(number)")
      let fuzzCase = try FuzzCase(seed: seed, number: number, in: caseFolder)
      let result = try CLIRunner.run(
        fuzzCase.arguments, in: caseFolder, environment: fuzzCase.environment,
        timeout: .seconds(30))
      exitCodes[result.exitCode, default: 0] += 1
      if Self.environment["HEADLESS_TABLE_FUZZ_VERBOSE"] != nil {
        let error = result.standardError.split(separator: "\n").first ?? ""
        print(
          "fuzz: case \(number): \(fuzzCase.arguments) -> \(result.exitCode) \(error.prefix(160))")
      }
      if let problem = FuzzCase.problem(with: result) {
        failures += 1
        Issue.record(Comment(rawValue: report(problem, of: fuzzCase, result, seed, number)))
        // Kept for a look: the temporary folder goes away with the test.
        let kept = FileManager.default.temporaryDirectory
          .appendingPathComponent("headless-table-fuzz-\(seed)-\(number)")
        try? FileManager.default.removeItem(at: kept)
        try? FileManager.default.copyItem(at: caseFolder, to: kept)
      }
      try? FileManager.default.removeItem(at: caseFolder)
      runs += 1
      number += 1
    } while onlyCase == nil && clock.now < deadline && failures < 5
    let codes = exitCodes.sorted { $0.key < $1.key }.map { "exit \($0.key): \($0.value)" }
    print(
      "fuzz: \(runs) runs of seed \(seed) (\(codes.joined(separator: ", "))), \(failures) failed")
    #expect(runs > 0)
  }

  @Test func aCaseIsTheSameEveryTimeItsSeedAndNumberAreGiven() throws {
    let folder = try TemporaryFolder()
    for number in 0..<40 {
      let first = try FuzzCase(seed: 2026, number: number, in: folder.file("a-\(number)"))
      let second = try FuzzCase(seed: 2026, number: number, in: folder.file("b-\(number)"))
      #expect(first.arguments == second.arguments)
      #expect(first.environment == second.environment)
      #expect(first.files.map(\.path) == second.files.map(\.path))
      #expect(first.files.map(\.bytes) == second.files.map(\.bytes))
    }
  }

  /// The failure, the case's arguments and files, and how to run it again.
  private func report(
    _ problem: String, of fuzzCase: FuzzCase, _ result: CLIResult, _ seed: UInt64, _ number: Int
  ) -> String {
    var lines = [
      "headless-table \(problem)",
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
