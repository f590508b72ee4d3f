import Foundation
import HeadlessRender
import HeadlessRenderTesting
import ListKit
import TestSupport
import Testing

@MainActor
@Suite struct AssertGoldenTests {
  /// What a names screen showing "owl", just added, draws at 12 x 3.
  private let owlFrame = """
     ┌────────────┐
     │   Names    │
     │────────────│
    +│owl         │
     └────────────┘

    """
  private let device = Size(width: 12, height: 3)

  /// A names screen whose last update added "owl".
  private func owlScreen() -> NamesScreen {
    let screen = NamesScreen()
    screen.controller.nameAdded("owl")
    return screen
  }

  @Test func aMatchingGoldenRecordsNoIssue() throws {
    let folder = try TemporaryFolder()
    try folder.write("┌────┐\n│ ok │\n└────┘\n", to: "x.txt")
    // Any issue recorded here would fail this test, so passing proves the quiet path.
    let verification = assertGolden(
      "┌────┐\n│ ok │\n└────┘\n", at: folder.file("x.txt"), root: folder.url,
      environment: ["CI": "true"])
    #expect(verification?.outcome == .matched)
  }

  @Test func aMismatchIsRecordedAsAnIssueWithTheDiff() throws {
    let folder = try TemporaryFolder()
    try folder.write("one\n", to: "x.txt")
    let callLine = #line + 2
    withKnownIssue {
      assertGolden("two\n", at: folder.file("x.txt"), root: folder.url, environment: [:])
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasSuffix("@@ -1 +1 @@\n-one\n+two\n")
        && issue.sourceLocation?.line == callLine
        && issue.sourceLocation?.fileID == #fileID
    }
  }

  @Test func anUnknownRecordModeIsRecordedAsAnIssue() throws {
    let folder = try TemporaryFolder()
    withKnownIssue {
      assertGolden(
        "x\n", at: folder.file("x.txt"), environment: ["SNAPSHOT_TESTING_RECORD": "yes"])
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "SNAPSHOT_TESTING_RECORD: unknown record mode \"yes\" "
          + "(expected one of: all, missing, failed, never)"
      ]
    }
    #expect(folder.read("x.txt") == nil)
  }

  @Test func aScreenGoldenIsRecordedBesideTheTestFileNamedAfterTheTest() throws {
    let folder = try TemporaryFolder()
    let testFile = folder.file("Tests/NamesTests/NamesScreenTests.swift").path
    withKnownIssue {
      assertGolden(of: owlScreen(), device: device, environment: [:], filePath: testFile)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix("Recorded a new golden: ")
    }
    let golden =
      "Tests/NamesTests/__Goldens__/NamesScreenTests/"
      + "aScreenGoldenIsRecordedBesideTheTestFileNamedAfterTheTest.1.txt"
    expectText(folder.read(golden), equals: owlFrame)
  }

  @Test func aMatchingScreenGoldenRecordsNoIssue() throws {
    let folder = try TemporaryFolder()
    try folder.write(owlFrame, to: "__Goldens__/T/aMatchingScreenGoldenRecordsNoIssue.1.txt")
    let verification = assertGolden(
      of: owlScreen(), device: device, environment: ["CI": "true"],
      filePath: folder.file("T.swift").path)
    #expect(verification?.outcome == .matched)
  }

  @Test func aScreenGoldenWithAccessibilityHoldsTheReadingUnderTheFrame() throws {
    let folder = try TemporaryFolder()
    let reading = owlFrame + " VoiceOver:\n   Names. Heading.\n   owl\n"
    try folder.write(
      reading, to: "__Goldens__/T/aScreenGoldenWithAccessibilityHoldsTheReadingUnderTheFrame.1.txt")
    let verification = assertGolden(
      of: owlScreen(), device: device, accessibility: true, environment: ["CI": "true"],
      filePath: folder.file("T.swift").path)
    #expect(verification?.outcome == .matched)
  }

  @Test func theAuditAssertionRecordsAnIssuePerFinding() {
    let screen = NamesScreen()
    screen.controller.nameAdded("owl")
    screen.controller.nameAdded("owl")
    withKnownIssue {
      let messages = assertAccessibilityAudit(of: screen, device: Size(width: 12, height: 6))
      #expect(messages == ["`owl`: the same label as the element before it, \"owl\""])
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["`owl`: the same label as the element before it, \"owl\""]
    }
  }

  @Test func theAuditAssertionRecordsNothingOnAScreenWithoutFindings() {
    #expect(assertAccessibilityAudit(of: owlScreen(), device: device).isEmpty)
  }

  @Test func eachUnnamedAssertionOfATestHasTheNextNumberAndNamedOnesTheirName() throws {
    let folder = try TemporaryFolder()
    let testFile = folder.file("T.swift").path
    let screen = owlScreen()
    withKnownIssue {
      assertGolden(of: screen, device: device, environment: [:], filePath: testFile)
      screen.controller.nameAdded("jay")
      assertGolden(
        of: screen, device: device, named: "after jay", environment: [:], filePath: testFile)
      assertGolden(of: screen, device: device, environment: [:], filePath: testFile)
    } matching: { _ in
      true
    }
    let name = "eachUnnamedAssertionOfATestHasTheNextNumberAndNamedOnesTheirName"
    #expect(
      try folder.names(in: "__Goldens__/T") == [
        "\(name).1.txt", "\(name).2.txt", "\(name).after-jay.txt",
      ])
    // The first drawing cleared the marks: the second shows no change, jay being off screen.
    expectText(
      folder.read("__Goldens__/T/\(name).2.txt"),
      equals: owlFrame.replacingOccurrences(of: "+", with: " "))
  }

  @Test func aScreenThatDiffersIsAnIssueWithTheDiffAtTheCallersLine() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      owlFrame.replacingOccurrences(of: "owl", with: "jay"),
      to: "__Goldens__/T/aScreenThatDiffersIsAnIssueWithTheDiffAtTheCallersLine.1.txt")
    let callLine = #line + 2
    withKnownIssue {
      assertGolden(
        of: owlScreen(), device: device, environment: [:], filePath: folder.file("T.swift").path)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("-+│jay         │\n++│owl         │\n")
        && issue.sourceLocation?.line == callLine
    }
  }

  @Test func aStoreThatRefusedTheLastUpdateIsAnIssueWithItsMessage() throws {
    let folder = try TemporaryFolder()
    let screen = NamesScreen()
    screen.controller.sections = [
      Section(id: "all", items: [NameRow(id: 7, name: "a"), NameRow(id: 7, name: "b")])
    ]
    withKnownIssue {
      assertGolden(of: screen, environment: [:], filePath: folder.file("T.swift").path)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "the screen's store refused its last update: supplied item identifiers are not unique. "
          + "Duplicate identifiers: 7 in the new sections at (0 - 0) and (0 - 1)"
      ]
    }
    #expect(folder.read("__Goldens__") == nil)
  }

  @Test(arguments: ["owl"])
  func aParameterizedTestMustNameItsGoldens(name: String) throws {
    let folder = try TemporaryFolder()
    withKnownIssue {
      assertGolden(name, environment: [:], filePath: folder.file("T.swift").path)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "aParameterizedTestMustNameItsGoldens is parameterized: its cases would share one "
          + "golden. Name each case's golden with `named:`."
      ]
    }
    withKnownIssue {
      assertGolden(name, named: name, environment: [:], filePath: folder.file("T.swift").path)
    } matching: { _ in
      true
    }
    #expect(folder.read("__Goldens__/T/aParameterizedTestMustNameItsGoldens.owl.txt") == "owl")
  }

  @Test func aBareTableHasItsGoldenToo() throws {
    let folder = try TemporaryFolder()
    let source = SectionsDataSource { [rows("a", 1)] }
    let table = makeTable(source, height: 1)
    withKnownIssue {
      assertGolden(
        of: table, device: Size(width: 4, height: 2), environment: [:],
        filePath: folder.file("T.swift").path)
    } matching: { _ in
      true
    }
    // The table's first layout loads its data: nothing was inserted, so the gutter is empty.
    expectText(
      folder.read("__Goldens__/T/aBareTableHasItsGoldenToo.1.txt"),
      equals: " ┌────┐\n │a ━━│\n │1   │\n └────┘\n")
  }

  @Test func aTranscriptIsOneGolden() throws {
    let folder = try TemporaryFolder()
    var transcript = Transcript()
    transcript.append("one", "a\n")
    transcript.append("two", "b\n")
    try folder.write(transcript.text, to: "__Goldens__/T/aTranscriptIsOneGolden.1.txt")
    let verification = assertGolden(
      transcript, environment: ["CI": "true"], filePath: folder.file("T.swift").path)
    #expect(verification?.outcome == .matched)
  }

  @Test func aHelperCallingTheAssertionNamesTheGoldenAfterTheRunningTest() throws {
    let folder = try TemporaryFolder()
    func helper() {
      assertGolden("x\n", environment: [:], filePath: folder.file("T.swift").path)
    }
    withKnownIssue {
      helper()
    } matching: { _ in
      true
    }
    #expect(
      try folder.names(in: "__Goldens__/T") == [
        "aHelperCallingTheAssertionNamesTheGoldenAfterTheRunningTest.1.txt"
      ])
  }
}
