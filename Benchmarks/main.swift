// Runs the benchmark suites: `swift run -c release benchmarks [--once] [--only NAME]
// [suite-name ...]`. Figures are medians over several iterations, with ratios against
// baselines measured in the same process; nothing here asserts a time.
//
// On a busy machine, count instructions instead of time: build once, then
//   valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*timedRegion*' \
//     .build/release/benchmarks --once --only 'flat 10k' diff
// counts one iteration of the named benchmarks and nothing else.

import Foundation

let suites: [BenchmarkSuite] = [
  harnessSuite,
  goldenSuite,
  tableViewSuite,
  collectionViewSuite,
  diffSuite,
  diffableSuite,
  layoutSuite,
  screenSuite,
  variantSuite,
  memorySuite,
]

let arguments = Array(CommandLine.arguments.dropFirst())
// The memory suite runs this binary again as a child that renders one scenario.
if arguments.first == RenderChild.flag {
  exit(await RenderChild.run(Array(arguments.dropFirst())))
}

let runner = BenchmarkRunner(arguments: arguments)
#if DEBUG
  print("warning: benchmarks built in debug mode; use `swift run -c release benchmarks`")
#endif
for suite in suites
where runner.filters.isEmpty || runner.filters.contains(where: { suite.name.contains($0) }) {
  print("== \(suite.name) ==")
  await suite.run(runner)
}
