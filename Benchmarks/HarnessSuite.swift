/// Checks the harness itself: a ratio of one workload against itself is about 1.
///
/// The squares are summed over an array the optimizer cannot see into (``opaque(_:)``):
/// summed over a literal range, the loop folds into a closed formula and measures nothing.
let harnessSuite = BenchmarkSuite(name: "harness") { runner in
  let values = opaque(Array(0..<100_000))
  let work = {
    var total = 0
    for value in values { total &+= value &* value }
    blackHole(total)
  }
  let baseline = runner.measure("sum of squares 100k", work)
  runner.measure("sum of squares 100k again", baseline: baseline, work)
}
