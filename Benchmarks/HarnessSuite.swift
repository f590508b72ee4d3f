/// Checks the harness itself: a ratio of one workload against itself is about 1.
let harnessSuite = BenchmarkSuite(name: "harness") { runner in
  let work = {
    var total = 0
    for value in 0..<100_000 { total &+= value &* value }
    blackHole(total)
  }
  let baseline = runner.measure("sum of squares 100k", work)
  runner.measure("sum of squares 100k again", baseline: baseline, work)
}
