import Foundation
import HeadlessGoldens
import HeadlessRender
import TestSupport
import Testing

@Suite struct UnifiedDiffTests {
  /// `line 1\n` ... `line n\n`, with the given lines (counted from 1) replaced.
  private func numbered(_ count: Int, replacing: [Int: String] = [:]) -> String {
    (1...count).map { replacing[$0] ?? "line \($0)" }.map { $0 + "\n" }.joined()
  }

  @Test func equalTextsHaveNoDiff() {
    #expect(UnifiedDiff.between("a\nb\n", "a\nb\n", path: "x.txt") == nil)
  }

  @Test func oneChangedLineShowsThreeLinesOfContextOnEachSide() {
    let diff = UnifiedDiff.between(
      numbered(10), numbered(10, replacing: [5: "LINE 5"]), path: "Fixtures/Golden/x.txt")
    expectText(
      diff,
      equals: """
        --- a/Fixtures/Golden/x.txt
        +++ b/Fixtures/Golden/x.txt
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +LINE 5
         line 6
         line 7
         line 8

        """)
  }

  @Test func changesMoreThanSixLinesApartGetTheirOwnHunks() {
    let diff = UnifiedDiff.between(
      numbered(20), numbered(20, replacing: [3: "three", 15: "fifteen"]), path: "x.txt")
    expectText(
      diff,
      equals: """
        --- a/x.txt
        +++ b/x.txt
        @@ -1,6 +1,6 @@
         line 1
         line 2
        -line 3
        +three
         line 4
         line 5
         line 6
        @@ -12,7 +12,7 @@
         line 12
         line 13
         line 14
        -line 15
        +fifteen
         line 16
         line 17
         line 18

        """)
  }

  @Test func changesSixLinesApartShareOneHunk() {
    let diff = UnifiedDiff.between(
      numbered(20), numbered(20, replacing: [3: "three", 10: "ten"]), path: "x.txt")
    let headers = diff?.split(separator: "\n").filter { $0.hasPrefix("@@") }
    #expect(headers == ["@@ -1,13 +1,13 @@"])
  }

  @Test func insertedAndDeletedLinesCountOnOneSideOnly() {
    let diff = UnifiedDiff.between("a\nb\nc\n", "a\nx\ny\nb\n", path: "x.txt")
    expectText(
      diff,
      equals: """
        --- a/x.txt
        +++ b/x.txt
        @@ -1,3 +1,4 @@
         a
        +x
        +y
         b
        -c

        """)
  }

  @Test func aMissingFinalNewlineIsMarked() {
    let diff = UnifiedDiff.between("a\nb\n", "a\nb", path: "x.txt")
    expectText(
      diff,
      equals: """
        --- a/x.txt
        +++ b/x.txt
        @@ -1,2 +1,2 @@
         a
        -b
        +b
        \\ No newline at end of file

        """)
  }

  @Test func crlfLinesKeepTheirEndingsAndNeedNoMarker() {
    let diff = UnifiedDiff.between("a\r\nb\r\n", "a\r\nc\r\n", path: "x.txt")
    expectText(diff, equals: "--- a/x.txt\n+++ b/x.txt\n@@ -1,2 +1,2 @@\n a\r\n-b\r\n+c\r\n")
  }

  @Test func withNoContextOnlyChangedLinesAreShown() {
    let diff = UnifiedDiff.between("a\nb\nc\n", "a\nc\nd\n", path: "x.txt", context: 0)
    expectText(diff, equals: "--- a/x.txt\n+++ b/x.txt\n@@ -2 +1,0 @@\n-b\n@@ -3,0 +3 @@\n+d\n")
  }

  @Test func aFileWrittenFromNothingStartsAtLineZero() {
    expectText(
      UnifiedDiff.between("", "x\n", path: "x.txt"),
      equals: "--- a/x.txt\n+++ b/x.txt\n@@ -0,0 +1 @@\n+x\n")
    expectText(
      UnifiedDiff.between("x\ny\n", "", path: "x.txt"),
      equals: "--- a/x.txt\n+++ b/x.txt\n@@ -1,2 +0,0 @@\n-x\n-y\n")
  }

  @Test func canonicallyEquivalentLinesStillDiffer() {
    // "é" precomposed (U+00E9) and decomposed (e + U+0301) are equal Strings, unequal bytes.
    let diff = UnifiedDiff.between("caf\u{E9}\n", "cafe\u{301}\n", path: "x.txt")
    expectText(diff, equals: "--- a/x.txt\n+++ b/x.txt\n@@ -1 +1 @@\n-caf\u{E9}\n+cafe\u{301}\n")
  }

  @Test(arguments: [
    ("a\nb\nc\n", "a\nB\nc\n"),
    ("a\nb", "a\nb\n"),
    ("a\nb\n", "a\nc"),
    ("", "one\ntwo\n"),
    ("one\ntwo\n", ""),
    ("┌──┐\n│日本│\n└──┘\n", "┌──┐\n│🦜 │\n└──┘\n"),
  ])
  func gitApplyTurnsTheGoldenIntoTheActualText(old: String, new: String) throws {
    try expectGitApplies(old: old, new: new)
  }

  @Test func gitApplyReadsADiffWithManyHunks() throws {
    var old = ""
    var new = ""
    for line in 0..<300 {
      old += "row \(line)\n"
      // Changes, deletions and insertions at irregular places, some close, some far apart.
      switch line % 37 {
      case 0: new += "changed \(line)\n"
      case 5: break
      case 9: new += "row \(line)\ninserted after \(line)\n"
      default: new += "row \(line)\n"
      }
    }
    try expectGitApplies(old: old, new: new)
  }

  /// Applies the diff with `git apply` in a fresh repository and checks the result.
  private func expectGitApplies(old: String, new: String) throws {
    let folder = try TemporaryFolder()
    let path = "Fixtures/Golden/x.txt"
    try folder.write(old, to: path)
    let diff = try #require(UnifiedDiff.between(old, new, path: path))
    try folder.write(diff, to: "change.patch")
    try git(["init", "--quiet"], in: folder.url)
    try git(["apply", "--check", "change.patch"], in: folder.url)
    try git(["apply", "change.patch"], in: folder.url)
    let applied = try Data(contentsOf: folder.file(path))
    #expect(applied == Data(new.utf8))
  }

  private func git(_ arguments: [String], in folder: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = folder
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    process.waitUntilExit()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " ")): \(message)")
  }

  @Test func unrelatedTextsOfTwentyThousandLinesDiffInLinearTime() throws {
    // Quadratic before a work budget: 4.8 s in the issue's measurement, 95 s in a debug build.
    // With it, linear (a tenth of a second): every old line deleted, every new one inserted.
    // The bound leaves room for a loaded machine.
    let old = (0..<20_000).map { "old \($0)\n" }.joined()
    let new = (0..<20_000).map { "new \($0)\n" }.joined()
    let clock = ContinuousClock()
    var diff: String?
    let elapsed = clock.measure { diff = UnifiedDiff.between(old, new, path: "x.txt") }
    let text = try #require(diff)
    #expect(elapsed < .seconds(3), "took \(elapsed)")
    #expect(text.hasPrefix("--- a/x.txt\n+++ b/x.txt\n@@ -1,20000 +1,20000 @@\n-old 0\n"))
    #expect(text.hasSuffix("+new 19999\n"))
  }
}
