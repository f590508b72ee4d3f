// Runs the benchmark suites: `swift run -c release benchmarks [suite-name ...]`.
// Figures are medians over several iterations, with ratios against baselines measured in the
// same process; nothing here asserts a time.

import Foundation

let suites: [BenchmarkSuite] = [
  harnessSuite,
  goldenSuite,
  tableViewSuite,
  diffSuite,
  layoutSuite,
  screenSuite,
  memorySuite,
]

let arguments = Array(CommandLine.arguments.dropFirst())
// The memory suite runs this binary again as a child that renders one scenario.
if arguments.first == RenderChild.flag {
  exit(await RenderChild.run(Array(arguments.dropFirst())))
}

let runner = BenchmarkRunner(filters: arguments)
#if DEBUG
  print("warning: benchmarks built in debug mode; use `swift run -c release benchmarks`")
#endif
for suite in suites
where runner.filters.isEmpty || runner.filters.contains(where: { suite.name.contains($0) }) {
  print("== \(suite.name) ==")
  await suite.run(runner)
}
