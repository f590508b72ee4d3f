import Foundation

/// Peak memory of rendering on the largest device the limits allow, 1000 x 100000: each run
/// is a fresh child process (this binary in `RenderChild` mode) printing every frame to
/// /dev/null, its peak resident set read from the kernel. The same scenario cut to its first
/// two steps shows that memory follows one frame, not the number of frames. Figures are
/// printed, never asserted; the target is under 256 MB.
let memorySuite = BenchmarkSuite(name: "memory") { runner in
  guard let executable = Bundle.main.executablePath else {
    runner.note("memory suite skipped: no path to this executable")
    return
  }
  let scenario = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(
      "Fixtures/Scenarios/recordings-infinite-scroll.json"
    ).path
  // Ours first: the children's lines go to /dev/null, but keep the order if they do not.
  fflush(nil)
  for steps in [2, 1_000] {
    let label =
      "render recordings-infinite-scroll, 1000 x 100000, "
      + (steps == 2 ? "first 2 steps" : "every step")
    guard
      let outcome = ChildProcess.run(
        executable, [RenderChild.flag, scenario, "1000", "100000", "\(steps)"])
    else {
      runner.note("\(label): could not start a child process")
      continue
    }
    guard outcome.status == 0 else {
      runner.note("\(label): the child exited with \(outcome.status)")
      continue
    }
    runner.note(
      String(
        format: "%@: peak RSS %.1f MB (target < 256 MB), %@", label,
        Double(outcome.peakBytes) / 1_048_576,
        BenchmarkRunner.milliseconds(outcome.duration).trimmingCharacters(in: .whitespaces)))
  }
}
