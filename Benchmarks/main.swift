// Runs the benchmark suites: `swift run -c release benchmarks [suite-name ...]`.
// Figures are medians over several iterations, with ratios against baselines measured in the
// same process; nothing here asserts a time.

let suites: [BenchmarkSuite] = [
  harnessSuite,
  goldenSuite,
  tableViewSuite,
  diffSuite,
  diffableSuite,
  layoutSuite,
  screenSuite,
]

let runner = BenchmarkRunner(filters: Array(CommandLine.arguments.dropFirst()))
#if DEBUG
  print("warning: benchmarks built in debug mode; use `swift run -c release benchmarks`")
#endif
for suite in suites
where runner.filters.isEmpty || runner.filters.contains(where: { suite.name.contains($0) }) {
  print("== \(suite.name) ==")
  MainActor.assumeIsolated { suite.run(runner) }
}
