import Foundation

/// How many times more random cases the property tests check: 1 unless the environment sets
/// `HEADLESS_TABLE_STRESS` to a larger whole number, for a longer run (CI's stress step, or
/// after changing the diff). The first cases are always the same ones; more seeds follow.
public enum StressMode {
  /// The multiplier, at least 1.
  public static let factor: Int = {
    guard let text = ProcessInfo.processInfo.environment["HEADLESS_TABLE_STRESS"],
      let factor = Int(text), factor > 1
    else { return 1 }
    return factor
  }()
}
