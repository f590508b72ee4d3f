/// A property test's consecutive seeds cut into runs of nearly equal length, so that the runs
/// can be checked side by side, each on a thread of its own (``DedicatedThread``).
public enum SeedRuns {
  /// `count` seeds from `first` on, in `runs` runs that follow each other.
  public static func split(_ count: Int, from first: UInt64, into runs: Int) -> [Range<UInt64>] {
    (0..<runs).map { run in
      let start = UInt64(run * count / runs)
      let end = UInt64((run + 1) * count / runs)
      return (first &+ start)..<(first &+ end)
    }
  }
}
