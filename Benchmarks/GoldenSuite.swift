import Foundation
import HeadlessGoldens
import HeadlessRender
import HeadlessScenarios
import ListKit
import ReferenceScreens

/// Golden verification: one 40-line frame and a 40-frame golden against a naive read-and-`==`
/// baseline measured in the same run, and the Myers diff a mismatch adds.
let goldenSuite = BenchmarkSuite(name: "golden") { runner in
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("headless-table-golden-bench-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: folder) }
  let verifier = GoldenVerifier(mode: .never, root: folder)

  let frame = GoldenSample.frame(number: 0)
  let frameURL = folder.appendingPathComponent("frame.txt")
  let movie = (0..<40).map { GoldenSample.frame(number: $0) }.joined()
  let movieURL = folder.appendingPathComponent("movie.txt")
  do {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(frame.utf8).write(to: frameURL)
    try Data(movie.utf8).write(to: movieURL)
  } catch {
    runner.note("cannot write the sample goldens: \(error)")
    return
  }

  let naiveFrame = runner.measure("naive read + == (1 frame, 40 lines)", iterations: 2_000) {
    blackHole(GoldenSample.naiveMatches(frame, at: frameURL))
  }
  runner.measure(
    "verify 1 frame (40 lines), matching", iterations: 2_000, baseline: naiveFrame
  ) {
    blackHole(try? verifier.verify(frame, at: frameURL).passed)
  }
  let naiveMovie = runner.measure("naive read + == (40 frames)", iterations: 200) {
    blackHole(GoldenSample.naiveMatches(movie, at: movieURL))
  }
  runner.measure("verify 40 frames, matching", iterations: 200, baseline: naiveMovie) {
    blackHole(try? verifier.verify(movie, at: movieURL).passed)
  }

  let fewChanges = (0..<40).map { GoldenSample.frame(number: $0, changed: $0 % 13 == 5) }
    .joined()
  runner.measure("diff 40 frames, 3 lines changed", iterations: 50) {
    blackHole(UnifiedDiff.between(movie, fewChanges, path: "movie.txt"))
  }
  let everyFrameChanged = (0..<40).map { GoldenSample.frame(number: $0, changed: true) }
    .joined()
  runner.measure("diff 40 frames, 1 line changed in each", iterations: 50) {
    blackHole(UnifiedDiff.between(movie, everyFrameChanged, path: "movie.txt"))
  }

  // Two texts with no line in common: the diff's work budget keeps this linear (it was
  // quadratic: 20k lines took 4.8 s and 200k did not finish in 300 s).
  let unrelatedOld = (0..<200_000).map { "golden line \($0) with some text, as frames have\n" }
    .joined()
  let unrelatedNew = (0..<200_000).map { "actual line \($0) with other text, as frames have\n" }
    .joined()
  let unrelated = runner.measure("diff 200,000 unrelated lines", iterations: 3) {
    blackHole(UnifiedDiff.between(unrelatedOld, unrelatedNew, path: "x.txt"))
  }
  if !unrelated.samples.isEmpty {
    runner.note(
      String(
        format: "diff 200,000 unrelated lines: %@ (target < 2,000 ms: %@)",
        BenchmarkRunner.milliseconds(unrelated.median),
        unrelated.median < .seconds(2) ? "met" : "not met"))
  }
}

/// Frames shaped like the renderer's: a caption, a box of 40 columns, 40 lines in all.
enum GoldenSample {
  static func frame(number: Int, changed: Bool = false) -> String {
    var lines = [
      "── \(number + 1) · scroll by 5 ──", "┌" + String(repeating: "─", count: 38) + "┐",
    ]
    for row in 0..<37 {
      let star = changed && row == 20 ? "★" : "☆"
      let text = "\(star) Row \(number * 37 + row) · Eurasian wren 日本"
      lines.append("│" + text.padding(toLength: 34, withPad: " ", startingAt: 0) + "    │")
    }
    lines.append("└" + String(repeating: "─", count: 38) + "┘")
    return lines.joined(separator: "\n") + "\n"
  }

  /// What a test without the engine would do: read the file and compare the strings.
  static func naiveMatches(_ text: String, at url: URL) -> Bool {
    guard let data = FileManager.default.contents(atPath: url.path) else { return false }
    return String(decoding: data, as: UTF8.self) == text
  }
}
