import Foundation

/// The timings of one benchmark: every sample, and the summary figures.
struct BenchmarkResult {
  /// The benchmark's name as printed.
  var name: String
  /// One duration per measured iteration, in the order they ran.
  var samples: [Duration]

  /// The middle sample (the mean of the two middle ones for an even count).
  var median: Duration {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else { return .zero }
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2)
      ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }

  /// The fastest sample.
  var min: Duration { samples.min() ?? .zero }
  /// The slowest sample.
  var max: Duration { samples.max() ?? .zero }
}

/// Runs benchmarks and prints their figures, with ratios against a baseline measured in the
/// same process (never against a number from another machine or run).
struct BenchmarkRunner {
  /// Only suites whose name contains one of these run; empty runs all.
  var filters: [String]
  /// With `--once`: every benchmark runs one timed iteration and no warm-up, for counting
  /// instructions under callgrind (see `main.swift`).
  var runsOnce = false
  /// With `--only NAME`: only the benchmark named exactly NAME runs (its suite's set-up
  /// still does).
  var onlyNamed: String?
  private let clock = ContinuousClock()

  /// Reads `[--once] [--only NAME] [suite ...]`.
  init(arguments: [String]) {
    var filters: [String] = []
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--once": runsOnce = true
      case "--only": onlyNamed = rest.popFirst()
      default: filters.append(argument)
      }
    }
    self.filters = filters
  }

  /// Times `body` `iterations` times after `warmup` untimed runs and prints one line.
  ///
  /// `setUp` runs before every iteration, untimed, so that each run starts from the same input.
  @discardableResult
  func measure<Input>(
    _ name: String, iterations: Int = 10, warmup: Int = 1,
    baseline: BenchmarkResult? = nil,
    setUp: () -> Input, _ body: (inout Input) -> Void
  ) -> BenchmarkResult {
    if let onlyNamed, name != onlyNamed {
      return BenchmarkResult(name: name, samples: [])
    }
    for _ in 0..<(runsOnce ? 0 : warmup) {
      var input = setUp()
      body(&input)
    }
    var samples: [Duration] = []
    samples.reserveCapacity(iterations)
    for _ in 0..<(runsOnce ? 1 : iterations) {
      var input = setUp()
      let start = clock.now
      timedRegion(&input, body)
      samples.append(clock.now - start)
      blackHole(input)
    }
    let result = BenchmarkResult(name: name, samples: samples)
    report(result, baseline: baseline)
    return result
  }

  /// Times `body`, which needs no fresh input per iteration.
  @discardableResult
  func measure(
    _ name: String, iterations: Int = 10, warmup: Int = 1,
    baseline: BenchmarkResult? = nil, _ body: () -> Void
  ) -> BenchmarkResult {
    measure(
      name, iterations: iterations, warmup: warmup, baseline: baseline, setUp: {},
      { (_: inout Void) in body() })
  }

  /// Prints `name  median  min  max  [ratio]`, times in milliseconds; nothing for a
  /// benchmark that `--only` skipped.
  func report(_ result: BenchmarkResult, baseline: BenchmarkResult? = nil) {
    guard !result.samples.isEmpty else { return }
    var line = result.name.padding(toLength: 56, withPad: " ", startingAt: 0)
    line += " median \(Self.milliseconds(result.median))"
    line += "  min \(Self.milliseconds(result.min))"
    line += "  max \(Self.milliseconds(result.max))"
    if let baseline, !baseline.samples.isEmpty {
      line += "  ratio \(Self.ratio(result.median, baseline.median)) vs \(baseline.name)"
    }
    print(line)
  }

  /// Prints a free-form figure line (a ratio, a memory reading) under the current suite.
  func note(_ text: String) {
    print("  \(text)")
  }

  /// Prints `name: 1.23x (target <= 2.00x: met)` for the ratio of two medians.
  func target(
    _ name: String, _ result: BenchmarkResult, _ baseline: BenchmarkResult, atMost limit: Double
  ) {
    guard !result.samples.isEmpty, !baseline.samples.isEmpty else { return }
    let ratio = (result.median / .nanoseconds(1)) / (baseline.median / .nanoseconds(1))
    let verdict = ratio <= limit ? "met" : "not met"
    note(String(format: "%@: %.2fx (target <= %.2fx: %@)", name, ratio, limit, verdict))
  }

  /// `12.345 ms`.
  static func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let value = Double(seconds) * 1e3 + Double(attoseconds) / 1e15
    return String(format: "%9.3f ms", value)
  }

  /// `a / b` with two decimals, e.g. `0.42x`.
  static func ratio(_ a: Duration, _ b: Duration) -> String {
    let bSeconds = b / .nanoseconds(1)
    guard bSeconds > 0 else { return "n/a" }
    return String(format: "%.2fx", (a / .nanoseconds(1)) / bSeconds)
  }
}

/// Keeps `value` alive so the optimizer cannot drop the work that made it.
///
/// Unoptimized as well as never inlined: an empty function the optimizer may read is one it
/// proves has no effect, and then the call and the work feeding it are dropped.
@_optimize(none) @inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Returns `value` unchanged, in a way the optimizer cannot see through: a benchmark's input
/// passed through it cannot be folded into a constant at compile time.
@_optimize(none) @inline(never)
func opaque<T>(_ value: T) -> T {
  value
}

/// Runs one timed iteration. Never inlined, so that callgrind can count exactly the timed
/// work: `--collect-atstart=no --toggle-collect='*timedRegion*'`.
@inline(never)
func timedRegion<Input>(_ input: inout Input, _ body: (inout Input) -> Void) {
  body(&input)
}

/// A named group of benchmarks that one area of the package owns.
struct BenchmarkSuite {
  /// The name used to select the suite on the command line.
  var name: String
  /// Runs the suite's benchmarks.
  var run: @MainActor (BenchmarkRunner) async -> Void
}
