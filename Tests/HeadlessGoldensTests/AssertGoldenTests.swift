import Foundation
import HeadlessGoldens
import HeadlessRender
import HeadlessTestSupport
import ListKit
import TestSupport
import Testing

/// `assertGolden(of:as:)` under Swift Testing. The goldens a test writes go to a temporary
/// folder through `in:`; the ones it matches beside this file are committed in
/// `__Goldens__/AssertGoldenTests/`.
@MainActor
@Suite struct AssertGoldenTests {
  /// What a names screen showing "owl", just added, draws at 12 x 3: the update line, then the
  /// frame.
  private let owlFrame = """
    updates: 1 section inserted
     ┌────────────┐
     │   Names    │
     │────────────│
    +│owl         │
     └────────────┘

    """
  private let device = GridSize(width: 12, height: 3)
  /// This file's goldens inside a goldens folder: `<folder>/AssertGoldenTests/<test>.<n>.txt`.
  private let fileFolder = "AssertGoldenTests"

  /// A names screen whose last update added "owl".
  private func owlScreen() -> NamesScreen {
    let screen = NamesScreen()
    screen.controller.nameAdded("owl")
    return screen
  }

  @Test func aGoldenBesideTheTestFileIsNamedAfterTheTestAndMatched() {
    let verification = assertGolden(of: owlScreen(), as: .screen(device: device), record: .never)
    #expect(verification?.outcome == .matched)
    #expect(
      verification?.goldenPath == "Tests/HeadlessGoldensTests/__Goldens__/AssertGoldenTests/"
        + "aGoldenBesideTheTestFileIsNamedAfterTheTestAndMatched.1.txt")
  }

  @Test func aMatchingGoldenRecordsNoIssue() throws {
    let folder = try TemporaryFolder()
    try folder.write(owlFrame, to: "\(fileFolder)/aMatchingGoldenRecordsNoIssue.1.txt")
    // Any issue recorded here would fail this test, so passing proves the quiet path.
    let verification = assertGolden(
      of: owlScreen(), as: .screen(device: device), record: .never, in: folder.url)
    #expect(verification?.outcome == .matched)
  }

  @Test func aMissingGoldenIsRecordedAndTheRunFailsSoThatSomeoneReviewsIt() throws {
    let folder = try TemporaryFolder()
    withKnownIssue {
      assertGolden(of: owlScreen(), as: .screen(device: device), record: .missing, in: folder.url)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix("Recorded a new golden: ")
    }
    expectText(
      folder.read(
        "\(fileFolder)/aMissingGoldenIsRecordedAndTheRunFailsSoThatSomeoneReviewsIt.1.txt"),
      equals: owlFrame)
  }

  @Test func aMismatchIsAnIssueWithTheDiffAtTheCallersLine() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      owlFrame.replacingOccurrences(of: "owl", with: "jay"),
      to: "\(fileFolder)/aMismatchIsAnIssueWithTheDiffAtTheCallersLine.1.txt")
    let callLine = #line + 2
    withKnownIssue {
      assertGolden(of: owlScreen(), as: .screen(device: device), record: .never, in: folder.url)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("-+│jay         │\n++│owl         │\n")
        && issue.sourceLocation?.line == callLine
        && issue.sourceLocation?.fileID == #fileID
    }
  }

  @Test func aScreenWithAccessibilityHoldsTheReadingUnderTheFrame() throws {
    let folder = try TemporaryFolder()
    let reading = owlFrame + " VoiceOver:\n   Names. Heading.\n   owl\n"
    try folder.write(
      reading, to: "\(fileFolder)/aScreenWithAccessibilityHoldsTheReadingUnderTheFrame.1.txt")
    let verification = assertGolden(
      of: owlScreen(), as: .screen(device: device, accessibility: true), record: .never,
      in: folder.url)
    #expect(verification?.outcome == .matched)
  }

  @Test func theScreenStrategyDrawsOnTheDefaultDeviceWhenNoneIsGiven() throws {
    let folder = try TemporaryFolder()
    withKnownIssue {
      assertGolden(of: owlScreen(), as: .screen(), record: .missing, in: folder.url)
    } matching: { _ in
      true
    }
    let lines = folder.read(
      "\(fileFolder)/theScreenStrategyDrawsOnTheDefaultDeviceWhenNoneIsGiven.1.txt"
    )?.split(separator: "\n", omittingEmptySubsequences: false)
    // The update line, then 24 lines inside the border, each 40 columns plus the gutter and
    // the two sides.
    let expectedCount = 1 + 24 + 2 + 1
    #expect(lines?.count == expectedCount)
    #expect(lines?.first == "updates: 1 section inserted")
    #expect(lines?.dropFirst().first?.count == 40 + 3)
  }

  @Test func theAuditAssertionRecordsAnIssuePerFinding() {
    let screen = NamesScreen()
    screen.controller.nameAdded("owl")
    screen.controller.nameAdded("owl")
    withKnownIssue {
      let messages = assertAccessibilityAudit(of: screen, device: GridSize(width: 12, height: 6))
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
    let screen = owlScreen()
    withKnownIssue {
      assertGolden(of: screen, as: .screen(device: device), record: .missing, in: folder.url)
      screen.controller.nameAdded("jay")
      assertGolden(
        of: screen, as: .screen(device: device), named: "after jay", record: .missing,
        in: folder.url)
      assertGolden(of: screen, as: .screen(device: device), record: .missing, in: folder.url)
    } matching: { _ in
      true
    }
    let name = "eachUnnamedAssertionOfATestHasTheNextNumberAndNamedOnesTheirName"
    #expect(
      try folder.names(in: fileFolder) == [
        "\(name).1.txt", "\(name).2.txt", "\(name).after-jay.txt",
      ])
    // The first drawing cleared the marks: the second marks nothing, jay being off screen,
    // and its update line says what changed there; the third, nothing.
    expectText(
      folder.read("\(fileFolder)/\(name).after-jay.txt"),
      equals: owlFrame.replacingOccurrences(of: "+", with: " ")
        .replacingOccurrences(of: "1 section inserted", with: "1 row inserted"))
    expectText(
      folder.read("\(fileFolder)/\(name).2.txt"),
      equals: owlFrame.replacingOccurrences(of: "+", with: " ")
        .replacingOccurrences(of: "1 section inserted", with: "none"))
  }

  @Test func aStoreThatRefusedTheLastUpdateIsAnIssueWithItsMessage() throws {
    let folder = try TemporaryFolder()
    let screen = NamesScreen()
    screen.controller.sections = [
      ListSection(id: "all", items: [NameRow(id: 7, name: "a"), NameRow(id: 7, name: "b")])
    ]
    withKnownIssue {
      let verification = assertGolden(
        of: screen, as: .screen(), record: .missing, in: folder.url)
      #expect(verification == nil)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "the screen's store refused its last update: supplied item identifiers are not unique. "
          + "Duplicate identifiers: 7 in the new sections at [0, 0] and [0, 1]"
      ]
    }
    #expect(try folder.names(in: ".") == [])
  }

  @Test(arguments: ["owl"])
  func aParameterizedTestMustNameItsGoldens(name: String) throws {
    let folder = try TemporaryFolder()
    withKnownIssue {
      let verification = assertGolden(of: name, as: .text, record: .missing, in: folder.url)
      #expect(verification == nil)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "aParameterizedTestMustNameItsGoldens is parameterized: its cases would share one "
          + "golden. Name each case's golden with `named:`."
      ]
    }
    withKnownIssue {
      assertGolden(of: name, as: .text, named: name, record: .missing, in: folder.url)
    } matching: { _ in
      true
    }
    #expect(folder.read("\(fileFolder)/aParameterizedTestMustNameItsGoldens.owl.txt") == "owl")
  }

  @Test func aBareTableHasItsGoldenToo() throws {
    let folder = try TemporaryFolder()
    let source = SectionsDataSource { [rows("a", 1)] }
    let table = makeTable(source, height: 1)
    withKnownIssue {
      assertGolden(
        of: table, as: .view(device: GridSize(width: 4, height: 2)), record: .missing,
        in: folder.url)
    } matching: { _ in
      true
    }
    // The table's first layout loads its data: nothing was inserted, so the gutter is empty
    // and the update line says none.
    expectText(
      folder.read("\(fileFolder)/aBareTableHasItsGoldenToo.1.txt"),
      equals: "updates: none\n ┌────┐\n │a ━━│\n │1   │\n └────┘\n")
  }

  @Test func aTranscriptIsOneGolden() throws {
    let folder = try TemporaryFolder()
    var transcript = Transcript()
    transcript.append("one", "a\n")
    transcript.append("two", "b\n")
    try folder.write(transcript.text, to: "\(fileFolder)/aTranscriptIsOneGolden.1.txt")
    let verification = assertGolden(
      of: transcript, as: .transcript, record: .never, in: folder.url)
    #expect(verification?.outcome == .matched)
  }

  @Test func aStrategyOfYourOwnDrawsAnyValue() throws {
    let folder = try TemporaryFolder()
    let counted = GoldenStrategy<[Int]> { "\($0.count) numbers: \($0)\n" }
    withKnownIssue {
      assertGolden(of: [3, 1, 2], as: counted, record: .missing, in: folder.url)
    } matching: { _ in
      true
    }
    #expect(
      folder.read("\(fileFolder)/aStrategyOfYourOwnDrawsAnyValue.1.txt")
        == "3 numbers: [3, 1, 2]\n")
  }

  @Test func aStrategyThatThrowsIsAnIssueWithItsMessageAndWritesNothing() throws {
    struct Unreadable: Error, CustomStringConvertible {
      var description: String { "the value cannot be drawn" }
    }
    let folder = try TemporaryFolder()
    let failing = GoldenStrategy<Int> { _ in throw Unreadable() }
    withKnownIssue {
      #expect(assertGolden(of: 1, as: failing, record: .all, in: folder.url) == nil)
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["the value cannot be drawn"]
    }
    #expect(try folder.names(in: ".") == [])
  }

  @Test func aHelperCallingTheAssertionNamesTheGoldenAfterTheRunningTest() throws {
    let folder = try TemporaryFolder()
    func helper() {
      assertGolden(of: "x\n", as: .text, record: .missing, in: folder.url)
    }
    withKnownIssue {
      helper()
    } matching: { _ in
      true
    }
    #expect(
      try folder.names(in: fileFolder) == [
        "aHelperCallingTheAssertionNamesTheGoldenAfterTheRunningTest.1.txt"
      ])
  }
}
