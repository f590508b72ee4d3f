import Foundation
import TestSupport
import Testing

/// `make stress` runs the suites tagged `.stress` and no others, so a suite that reads
/// ``StressMode`` must carry the tag: these tests scan every test source for reads outside one.
@Suite struct StressModeTests {
  /// `Tests/`, with every test target's sources.
  private static let testsFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func everySuiteThatReadsTheStressSettingsIsTaggedStress() throws {
    let ownPath = URL(fileURLWithPath: #filePath).standardizedFileURL.path
    var sources: [StressReadScan.Source] = []
    let files = try #require(
      FileManager.default.enumerator(at: Self.testsFolder, includingPropertiesForKeys: nil))
    for case let file as URL in files where file.pathExtension == "swift" {
      // This file's examples below read the settings on purpose.
      guard file.standardizedFileURL.path != ownPath else { continue }
      let path = String(file.standardizedFileURL.path.dropFirst(Self.testsFolder.path.count + 1))
      sources.append(.init(path: path, text: try String(contentsOf: file, encoding: .utf8)))
    }
    let scan = StressReadScan(sources)
    #expect(
      scan.untaggedReads.isEmpty,
      """
      StressMode is read outside a suite tagged .stress, so `make stress` would not run it: \
      add .tags(.stress) to the suite's @Suite, or read it in a tagged suite: \
      \(scan.untaggedReads.map(\.description).joined(separator: "; "))
      """)
    // The scan sees the property tests' reads, so an empty result above means something.
    #expect(scan.reads.contains { $0.type == "ChangesetPropertyTests" })
    #expect(scan.reads.contains { $0.type == "HeadlessTableFuzzTests" })
  }

  @Test func aTaggedSuiteMayReadTheFactorAndAnUntaggedOneMayNot() {
    let scan = StressReadScan([
      .init(
        path: "A.swift",
        text: #"""
          @Suite(.serialized, .tags(.stress)) struct Tagged {
            static let count = StressMode.cases(10)
          }

          @MainActor
          @Suite struct Untagged {
            static let count = 10 * StressMode.factor
          }
          """#)
    ])
    #expect(scan.reads.map(\.line) == [2, 7])
    #expect(scan.untaggedReads == [.init(path: "A.swift", line: 7, type: "Untagged")])
  }

  @Test func anExtensionReadsForTheSuiteItExtendsWhereverThatIsDeclared() {
    let scan = StressReadScan([
      .init(path: "A.swift", text: "@Suite(.tags(.stress)) struct Tagged {}\nstruct Plain {}"),
      .init(
        path: "B.swift",
        text: #"""
          extension Tagged { static let count = StressMode.cases(10) }
          extension Plain { static let count = StressMode.cases(10) }
          """#),
    ])
    #expect(scan.untaggedReads == [.init(path: "B.swift", line: 2, type: "Plain")])
  }

  @Test func aHelperTypeOrFunctionOutsideASuiteMayNotReadIt() {
    let scan = StressReadScan([
      .init(
        path: "A.swift",
        text: #"""
          enum Helper { static let seconds = StressMode.fuzzSeconds }
          func count() -> Int { StressMode.cases(3) }
          """#)
    ])
    #expect(scan.untaggedReads.map(\.line) == [1, 2])
    #expect(scan.untaggedReads.map(\.type) == ["Helper", nil])
  }

  @Test func commentsAndStringsAreNoReadsButInterpolationsAre() {
    let scan = StressReadScan([
      .init(
        path: "A.swift",
        text: #"""
          @Suite struct Untagged {
            /// Grows with StressMode.factor, "in a stress run".
            let a = "StressMode.factor" // StressMode.factor
            let b = #"\(StressMode.factor)"#
            let c = "\"\(x) /* \(StressMode.factor)"
            let d = """
              StressMode.factor \(f("StressMode.factor", StressMode.factor))
              """
            /* StressMode.factor /* nested */ StressMode.factor */
          }
          """#)
    ])
    #expect(scan.untaggedReads.map(\.line) == [5, 7])
  }

  @Test func theEnvironmentVariablesAreReadThroughStressModeOnly() {
    let scan = StressReadScan([
      .init(
        path: "A.swift",
        text: #"""
          public enum StressMode {
            static let factor = environment["HEADLESS_TABLE_STRESS"]
          }
          @Suite(.tags(.stress)) struct Fuzz {
            // HEADLESS_TABLE_FUZZ_SECONDS, in a comment, is no read.
            let seconds = environment["HEADLESS_TABLE_FUZZ_SECONDS"]
          }
          @Suite struct Other { let factor = environment["HEADLESS_TABLE_STRESS"] }
          """#)
    ])
    #expect(scan.reads.map(\.line) == [6, 8])
    #expect(scan.untaggedReads.map(\.type) == ["Other"])
  }
}
