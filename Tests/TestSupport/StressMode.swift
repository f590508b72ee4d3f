import Foundation

/// How much longer the suites tagged `Tag.stress` run in a stress run (`make stress`,
/// CI's stress step) than in `swift test`.
///
/// Only suites tagged `.stress` may read it: `.ci/stress` runs exactly those, so a suite that
/// grew with the factor without the tag would never run longer anywhere. `swift test` fails on
/// such a suite (`StressModeTests` in ListKitTests scans the test sources).
///
/// ```swift
/// @Suite(.tags(.stress)) struct ChangesetPropertyTests {
///   static let caseCount = StressMode.cases(4_000)  // 100,000 under `make stress`
/// }
/// ```
public enum StressMode {
  /// The multiplier of the random cases, at least 1: 1 unless the environment sets
  /// `HEADLESS_TABLE_STRESS` to a larger whole number (`.ci/stress` sets 25). The first cases
  /// are always the same ones; more seeds follow.
  public static let factor: Int = {
    guard let text = ProcessInfo.processInfo.environment["HEADLESS_TABLE_STRESS"],
      let factor = Int(text), factor > 1
    else { return 1 }
    return factor
  }()

  /// `count` random cases times ``factor``: what a property test checks.
  public static func cases(_ count: Int) -> Int {
    count * factor
  }

  /// How long the fuzz test runs cases instead of its fixed number: `HEADLESS_TABLE_FUZZ_SECONDS`
  /// (`.ci/stress` sets 60), or nil.
  public static let fuzzSeconds: Double? = ProcessInfo.processInfo.environment[
    "HEADLESS_TABLE_FUZZ_SECONDS"
  ].flatMap { Double($0) }
}
