import Foundation
import HeadlessGoldens
import HeadlessRender
import TestSupport
import Testing

@Suite struct GoldenVerifierTests {
  private let folder: TemporaryFolder
  private let golden = "Fixtures/Golden/todos.txt"
  private let actual = "Fixtures/Golden/todos.actual.txt"

  init() throws {
    folder = try TemporaryFolder()
  }

  private func verify(_ text: String, mode: RecordMode) throws -> GoldenVerification {
    try GoldenVerifier(mode: mode, root: folder.url).verify(text, at: folder.file(golden))
  }

  @Test(arguments: [RecordMode.missing, .failed, .never])
  func aMatchingGoldenPassesAndWritesNothing(mode: RecordMode) throws {
    try folder.write("one\ntwo\n", to: golden)
    let verification = try verify("one\ntwo\n", mode: mode)
    #expect(verification.outcome == .matched)
    #expect(verification.passed)
    #expect(verification.failureMessage == nil)
    #expect(try folder.names(in: "Fixtures/Golden") == ["todos.txt"])
  }

  @Test(arguments: [RecordMode.missing, .failed, .all])
  func aMissingGoldenIsRecordedAndTheRunFails(mode: RecordMode) throws {
    let verification = try verify("one\n", mode: mode)
    #expect(verification.outcome == .recorded)
    #expect(!verification.passed)
    #expect(folder.read(golden) == "one\n")
    #expect(
      verification.failureMessage
        == "Recorded a new golden: Fixtures/Golden/todos.txt (record mode \"\(mode.rawValue)\"). "
        + "Review it and run again.")
  }

  @Test func inNeverModeAMissingGoldenFailsAndOnlyTheActualOutputIsSaved() throws {
    let verification = try verify("one\n", mode: .never)
    #expect(verification.outcome == .missing(actualPath: actual))
    #expect(folder.read(golden) == nil)
    #expect(folder.read(actual) == "one\n")
    #expect(
      verification.failureMessage
        == "No golden at Fixtures/Golden/todos.txt (record mode \"never\"); "
        + "actual output in Fixtures/Golden/todos.actual.txt. "
        + "Record it with SNAPSHOT_TESTING_RECORD=missing.")
  }

  @Test(arguments: [RecordMode.missing, .never])
  func aDifferingGoldenIsKeptAndTheActualOutputIsSavedBesideIt(mode: RecordMode) throws {
    try folder.write("one\ntwo\n", to: golden)
    let verification = try verify("one\nTWO\n", mode: mode)
    let diff = """
      --- a/Fixtures/Golden/todos.txt
      +++ b/Fixtures/Golden/todos.txt
      @@ -1,2 +1,2 @@
       one
      -two
      +TWO

      """
    #expect(verification.outcome == .mismatched(actualPath: actual, diff: diff))
    expectText(folder.read(golden), equals: "one\ntwo\n")
    expectText(folder.read(actual), equals: "one\nTWO\n")
    #expect(
      verification.failureMessage
        == "Golden mismatch: Fixtures/Golden/todos.txt "
        + "(actual output in Fixtures/Golden/todos.actual.txt). "
        + "Record it with SNAPSHOT_TESTING_RECORD=failed.\n\n" + diff)
  }

  @Test(arguments: [RecordMode.failed, .all])
  func aDifferingGoldenIsRerecordedWithTheDiffShown(mode: RecordMode) throws {
    try folder.write("one\ntwo\n", to: golden)
    try folder.write("stale\n", to: actual)
    let verification = try verify("one\nTWO\n", mode: mode)
    #expect(verification.diff?.hasSuffix("@@ -1,2 +1,2 @@\n one\n-two\n+TWO\n") == true)
    #expect(verification.outcome == .rerecorded(diff: verification.diff))
    expectText(folder.read(golden), equals: "one\nTWO\n")
    #expect(folder.read(actual) == nil)
    #expect(
      verification.failureMessage?.hasPrefix(
        "Re-recorded the golden: Fixtures/Golden/todos.txt (record mode \"\(mode.rawValue)\"). "
          + "Review it, unset SNAPSHOT_TESTING_RECORD and run again.\n\n--- a/") == true)
  }

  @Test func inAllModeEvenAMatchingGoldenIsRewrittenAndFails() throws {
    try folder.write("one\n", to: golden)
    let verification = try verify("one\n", mode: .all)
    #expect(verification.outcome == .rerecorded(diff: nil))
    #expect(
      verification.failureMessage
        == "Re-recorded the golden: Fixtures/Golden/todos.txt (record mode \"all\"). "
        + "Review it, unset SNAPSHOT_TESTING_RECORD and run again.")
  }

  @Test func aMatchingRunRemovesTheActualOutputOfAnEarlierFailure() throws {
    try folder.write("one\n", to: golden)
    _ = try verify("two\n", mode: .missing)
    #expect(folder.read(actual) == "two\n")
    let verification = try verify("one\n", mode: .missing)
    #expect(verification.passed)
    #expect(try folder.names(in: "Fixtures/Golden") == ["todos.txt"])
  }

  @Test func writesLeaveNoTemporaryFilesBehind() throws {
    _ = try verify("one\n", mode: .missing)
    _ = try verify("two\n", mode: .failed)
    _ = try verify("three\n", mode: .never)
    #expect(try folder.names(in: "Fixtures/Golden") == ["todos.actual.txt", "todos.txt"])
  }

  @Test func theComparisonIsByteForByte() throws {
    try folder.write("caf\u{E9}\n", to: golden)
    let verification = try verify("cafe\u{301}\n", mode: .never)
    #expect(!verification.passed)
  }

  @Test func pathsOutsideTheRootClimbWithDotDot() throws {
    let verifier = GoldenVerifier(mode: .missing, root: folder.file("Package"))
    let verification = try verifier.verify("x\n", at: folder.file("Other/x.txt"))
    #expect(verification.goldenPath == "../Other/x.txt")
  }

  @Test func withoutARootPathsAreRelativeToTheNearestPackage() throws {
    try folder.write("// swift-tools-version:6.0\n", to: "Project/Package.swift")
    let verifier = GoldenVerifier(mode: .missing)
    let verification = try verifier.verify("x\n", at: folder.file("Project/Fixtures/Golden/x.txt"))
    #expect(verification.goldenPath == "Fixtures/Golden/x.txt")
  }

  @Test func theActualFileSitsBesideTheGoldenWithActualBeforeTheExtension() {
    let url = URL(fileURLWithPath: "/tmp/Golden/feed-error.txt")
    #expect(GoldenVerifier.actualURL(for: url).path == "/tmp/Golden/feed-error.actual.txt")
    let json = URL(fileURLWithPath: "/tmp/Golden/feed.json")
    #expect(GoldenVerifier.actualURL(for: json).path == "/tmp/Golden/feed.actual.json")
    let bare = URL(fileURLWithPath: "/tmp/Golden/feed")
    #expect(GoldenVerifier.actualURL(for: bare).path == "/tmp/Golden/feed.actual.txt")
  }

  @Test(arguments: [RecordMode.failed, .all])
  func reRecordingReplacesTheGoldenWithoutWritingIntoTheOldFile(mode: RecordMode) throws {
    // The new text goes to a temporary file renamed over the golden, so a write that fails
    // midway leaves the old golden whole. A second link to the old file sees any write into it.
    try folder.write("old\n", to: golden)
    let witness = folder.file("witness.txt")
    try FileManager.default.linkItem(at: folder.file(golden), to: witness)
    let verification = try verify("new\n", mode: mode)
    #expect(!verification.passed)
    #expect(folder.read(golden) == "new\n")
    #expect(folder.read("witness.txt") == "old\n")
  }

  @Test func aGoldenThatCannotBeReadIsAnErrorNamingIt() throws {
    // A folder where the golden file should be cannot be read as a file.
    try FileManager.default.createDirectory(
      at: folder.file(golden), withIntermediateDirectories: true)
    #expect {
      try verify("x\n", mode: .missing)
    } throws: { error in
      error as? GoldenError == .unreadable(path: golden, reason: "it is a folder, not a file")
    }
  }

  @Test(arguments: [RecordMode.missing, .never])
  func aMismatchWhoseActualFileCannotBeSavedIsStillAMismatchSayingWhy(mode: RecordMode) throws {
    try folder.write("one\n", to: golden)
    // A folder where the actual file goes fails its write, as a read-only folder does.
    try FileManager.default.createDirectory(
      at: folder.file(actual), withIntermediateDirectories: true)
    let verification = try verify("two\n", mode: mode)
    #expect(verification.outcome == .mismatched(actualPath: actual, diff: verification.diff ?? ""))
    let unsaved = try #require(verification.unsavedActual)
    guard case .unwritable(let path, _) = unsaved else {
      Issue.record("expected unwritable, found \(unsaved)")
      return
    }
    #expect(path == actual)
    #expect(
      verification.failureMessage?.hasPrefix(
        "Golden mismatch: Fixtures/Golden/todos.txt (actual output not saved: \(unsaved)). "
          + "Record it with SNAPSHOT_TESTING_RECORD=failed.\n\n--- a/") == true)
    #expect(folder.read(golden) == "one\n")
  }

  @Test func inNeverModeAMissingGoldenWhoseActualFileCannotBeSavedSaysWhy() throws {
    try FileManager.default.createDirectory(
      at: folder.file(actual), withIntermediateDirectories: true)
    let verification = try verify("one\n", mode: .never)
    #expect(verification.outcome == .missing(actualPath: actual))
    let unsaved = try #require(verification.unsavedActual)
    #expect(
      verification.failureMessage
        == "No golden at Fixtures/Golden/todos.txt (record mode \"never\"); "
        + "actual output not saved: \(unsaved). Record it with SNAPSHOT_TESTING_RECORD=missing.")
  }

  @Test func aGoldenThatCannotBeWrittenIsAnErrorNamingItAndItsFolder() throws {
    // A file where the golden's folder should be.
    try folder.write("not a folder", to: "Fixtures/Golden")
    #expect {
      try verify("x\n", mode: .missing)
    } throws: { error in
      "\(error)" == "Fixtures/Golden/todos.txt: cannot write into the folder Fixtures/Golden: "
        + "File exists"
    }
  }

  @Test func fileErrorsNameThePathAndTheReason() {
    #expect(
      GoldenError.unreadable(path: "a.txt", reason: "Permission denied").description
        == "a.txt: cannot read the golden file: Permission denied")
    #expect(
      GoldenError.unwritable(path: "a.txt", reason: "Read-only file system").description
        == "a.txt: cannot write: Read-only file system")
  }

  // MARK: - Hostile goldens (issue 30)

  /// The message of the error verifying `text` against the golden in `mode`, or nil.
  private func failure(_ text: String, mode: RecordMode, at path: String? = nil) -> String? {
    do {
      _ = try GoldenVerifier(mode: mode, root: folder.url).verify(
        text, at: folder.file(path ?? golden))
      return nil
    } catch {
      return "\(error)"
    }
  }

  /// A sparse file of `size` bytes at `path`: no disk is written for it.
  private func sparseFile(_ path: String, size: Int) throws {
    try folder.write("", to: path)
    #expect(truncate(folder.file(path).path, off_t(size)) == 0)
  }

  @Test func aGoldenThatLinksOutsideItsRootIsNotRead() throws {
    try folder.write("secret\n", to: "secret.txt")
    try folder.write("", to: "Fixtures/Golden/.keep")
    try FileManager.default.createSymbolicLink(
      at: folder.file(golden), withDestinationURL: folder.file("secret.txt"))
    #expect(
      failure("x\n", mode: .never)
        == "Fixtures/Golden/todos.txt: cannot read the golden file: "
        + "it leads outside Fixtures through a symbolic link")
  }

  @Test func aGoldenThatLinksIntoASiblingFolderNamedLikeItsRootIsNotRead() throws {
    try folder.write("x\n", to: "Fixtures-x/Golden/todos.txt")
    try folder.write("", to: "Fixtures/Golden/.keep")
    try FileManager.default.createSymbolicLink(
      at: folder.file(golden), withDestinationURL: folder.file("Fixtures-x/Golden/todos.txt"))
    #expect(
      failure("x\n", mode: .never)
        == "Fixtures/Golden/todos.txt: cannot read the golden file: "
        + "it leads outside Fixtures through a symbolic link")
  }

  @Test func aGoldenLinkThatStaysInsideItsRootIsRead() throws {
    try folder.write("one\n", to: "Fixtures/Shared/todos.txt")
    try folder.write("", to: "Fixtures/Golden/.keep")
    try FileManager.default.createSymbolicLink(
      atPath: folder.file(golden).path, withDestinationPath: "../Shared/todos.txt")
    #expect(try verify("one\n", mode: .never).passed)
  }

  @Test func aGoldenFolderThatIsALinkIsNeverWrittenThrough() throws {
    try folder.write("", to: "Elsewhere/.keep")
    try folder.write("", to: "Fixtures/.keep")
    try FileManager.default.createSymbolicLink(
      at: folder.file("Fixtures/Golden"), withDestinationURL: folder.file("Elsewhere"))
    #expect(
      failure("x\n", mode: .missing)
        == "Fixtures/Golden/todos.txt: cannot write into the folder Fixtures/Golden: "
        + "it is a symbolic link, and goldens are never written through one")
    #expect(try folder.names(in: "Elsewhere") == [".keep"])
  }

  /// A verifier in `mode` whose size limit is `limit` bytes instead of 32 MiB.
  private func verifier(_ mode: RecordMode, limit: Int) -> GoldenVerifier {
    var verifier = GoldenVerifier(mode: mode, root: folder.url)
    verifier.sizeLimit = limit
    return verifier
  }

  @Test func aGoldenAtTheSizeLimitIsReadAndOneByteMoreIsRefusedUnread() throws {
    #expect(GoldenVerifier.maximumSize == 32 << 20)
    #expect(GoldenVerifier(mode: .never).sizeLimit == 32 << 20)
    let text = String(repeating: "x", count: 99) + "\n"
    try folder.write(text, to: golden)
    #expect(try verifier(.never, limit: 100).verify(text, at: folder.file(golden)).passed)
    // One byte more, sparse: refused from its size, before a byte of it is read, and kept.
    try sparseFile(golden, size: 101)
    #expect(throws: GoldenError.tooLarge(path: golden, limit: 100)) {
      try verifier(.all, limit: 100).verify("x\n", at: folder.file(golden))
    }
    try sparseFile(golden, size: (32 << 20) + 1)
    #expect(
      failure("x\n", mode: .failed)
        == "Fixtures/Golden/todos.txt: the golden file is larger than 32 MiB, "
        + "the most a golden may hold")
    #expect(
      try FileManager.default.attributesOfItem(atPath: folder.file(golden).path)[.size]
        as? Int == (32 << 20) + 1)
  }

  @Test func aGoldenOfTwoGibibytesIsRefusedAtOnce() throws {
    try sparseFile(golden, size: 2 << 30)
    let clock = ContinuousClock()
    var message: String?
    let elapsed = clock.measure { message = failure("x\n", mode: .never) }
    #expect(
      message
        == "Fixtures/Golden/todos.txt: the golden file is larger than 32 MiB, "
        + "the most a golden may hold")
    #expect(elapsed < .seconds(2), "took \(elapsed)")
  }

  @Test func aTextAtTheSizeLimitIsVerifiedAndOneByteMoreIsNeitherComparedNorWritten() throws {
    let text = String(repeating: "x", count: 99) + "\n"
    #expect(
      try verifier(.missing, limit: 100).verify(text, at: folder.file(golden)).outcome
        == .recorded)
    try FileManager.default.removeItem(at: folder.file(golden))
    #expect(throws: GoldenError.actualTooLarge(path: golden, limit: 100)) {
      try verifier(.all, limit: 100).verify(text + "x", at: folder.file(golden))
    }
    #expect(folder.read(golden) == nil)
    #expect(folder.read(actual) == nil)
    #expect(
      "\(GoldenError.actualTooLarge(path: golden, limit: 32 << 20))"
        == "Fixtures/Golden/todos.txt: the text to verify is larger than 32 MiB, "
        + "the most a golden may hold")
  }

  @Test func aTextOfThreeByteGlyphsIsLimitedByItsBytesNotItsCharacters() throws {
    // 33 box-drawing glyphs of 3 bytes and a newline: 34 characters, 100 bytes.
    let text = String(repeating: "─", count: 33) + "\n"
    #expect(text.count == 34 && text.utf8.count == 100)
    #expect(
      try verifier(.missing, limit: 101).verify(text, at: folder.file(golden)).outcome
        == .recorded)
    #expect(try verifier(.never, limit: 100).verify(text, at: folder.file(golden)).passed)
    try FileManager.default.removeItem(at: folder.file(golden))
    #expect(throws: GoldenError.actualTooLarge(path: golden, limit: 99)) {
      try verifier(.all, limit: 99).verify(text, at: folder.file(golden))
    }
    #expect(folder.read(golden) == nil)
    #expect(folder.read(actual) == nil)
  }

  @Test func aGoldenNamedLikeAnotherGoldensActualFileIsRefused() throws {
    try folder.write("one\n", to: golden)
    #expect(
      failure("two\n", mode: .all, at: actual)
        == "Fixtures/Golden/todos.actual.txt: a golden may not be named *.actual.txt: "
        + "that is where the output of a mismatch goes")
    #expect(try folder.names(in: "Fixtures/Golden") == ["todos.txt"])
  }

  @Test func aFolderOrALinkWhereTheActualFileGoesIsNeverRemoved() throws {
    try folder.write("one\n", to: golden)
    try folder.write("kept\n", to: "Fixtures/Golden/todos.actual.txt/notes.txt")
    #expect(try verify("one\n", mode: .missing).passed)
    #expect(folder.read("Fixtures/Golden/todos.actual.txt/notes.txt") == "kept\n")
    try FileManager.default.removeItem(at: folder.file(actual))
    try folder.write("kept\n", to: "notes.txt")
    try FileManager.default.createSymbolicLink(
      at: folder.file(actual), withDestinationURL: folder.file("notes.txt"))
    #expect(try verify("one\n", mode: .missing).passed)
    #expect(folder.read("notes.txt") == "kept\n")
  }

  @Test func theLongestGoldenNameTheFileSystemTakesIsWritten() throws {
    // 255 bytes, NAME_MAX: the temporary file beside it must have a shorter name.
    let name = "Fixtures/Golden/" + String(repeating: "a", count: 251) + ".txt"
    let verification = try GoldenVerifier(mode: .missing, root: folder.url).verify(
      "one\n", at: folder.file(name))
    #expect(verification.outcome == .recorded)
    #expect(folder.read(name) == "one\n")
    #expect(try folder.names(in: "Fixtures/Golden").count == 1)
  }

  @Test func temporaryFilesOfRunsThatEndedAreRemovedAndNothingElse() throws {
    // 999999999 is above any process number Linux or macOS gives: a run that has ended.
    let stale = [
      ".golden-999999999-0123456789abcdef.tmp",
      ".todos.txt.0F6A5C2E-7B1D-4C3E-9A8B-1D2E3F405162.tmp",
    ]
    let kept = [
      ".golden-\(getpid())-fedcba9876543210.tmp", ".golden-999999999-xyz.tmp", "notes.tmp",
      ".todos.txt.not-a-uuid.tmp", "todos.txt",
    ]
    for name in stale + kept { try folder.write("x\n", to: "Fixtures/Golden/\(name)") }
    try folder.write("", to: "Fixtures/Golden/.golden-999999998-0123456789abcdef.tmp/keep")
    #expect(try verify("x\n", mode: .never).passed)
    #expect(
      try folder.names(in: "Fixtures/Golden")
        == (kept + [".golden-999999998-0123456789abcdef.tmp"]).sorted())
  }
}
