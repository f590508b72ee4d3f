import Foundation
import Testing

@testable import HeadlessGoldens

@Suite struct TemporaryFilesTests {
  @Test func aTemporaryNameIsShortAndNamesItsProcess() {
    let name = TemporaryFiles.newName()
    #expect(name.utf8.count <= 40)
    #expect(name.hasPrefix(".golden-\(getpid())-"))
    #expect(name.hasSuffix(".tmp"))
    #expect(TemporaryFiles.writer(ofTemporaryFile: name) == getpid())
  }

  @Test func onlyTemporaryNamesAreRecognized() {
    #expect(TemporaryFiles.writer(ofTemporaryFile: ".golden-12-0123456789abcdef.tmp") == 12)
    #expect(
      TemporaryFiles.writer(ofTemporaryFile: ".x.txt.0F6A5C2E-7B1D-4C3E-9A8B-1D2E3F405162.tmp")
        == 0)
    for name in [
      ".golden-12-0123456789ABCDEF.tmp", ".golden-12-0123.tmp", ".golden--0123456789abcdef.tmp",
      "golden-12-0123456789abcdef.tmp", ".golden-12-0123456789abcdef.txt", "x.tmp",
      ".x.txt.0f6a5c2e-7b1d-4c3e-9a8b-1d2e3f405162.tmp",
      ".0F6A5C2E-7B1D-4C3E-9A8B-1D2E3F405162.tmp",
    ] {
      #expect(TemporaryFiles.writer(ofTemporaryFile: name) == nil, "\(name)")
    }
  }

  @Test func anOldTemporaryNameIsRecognizedUpTo255BytesOfMultiByteGolden() {
    // `.` + golden + `.` + UUID + `.tmp` is 42 bytes around the golden's name; 71 glyphs of
    // 3 bytes make 213 bytes, 255 in all, in 113 characters.
    let uuid = "0F6A5C2E-7B1D-4C3E-9A8B-1D2E3F405162"
    let golden = String(repeating: "─", count: 71)
    let atLimit = ".\(golden).\(uuid).tmp"
    #expect(atLimit.utf8.count == 255 && atLimit.count == 113)
    #expect(TemporaryFiles.writer(ofTemporaryFile: atLimit) == 0)
    let under = ".\(golden.dropLast())xx.\(uuid).tmp"
    #expect(under.utf8.count == 254)
    #expect(TemporaryFiles.writer(ofTemporaryFile: under) == 0)
    let over = ".\(golden)x.\(uuid).tmp"
    #expect(over.utf8.count == 256 && over.count == 114)
    #expect(TemporaryFiles.writer(ofTemporaryFile: over) == nil)
  }

  @Test func aProcessIsRunningUntilItEnds() throws {
    #expect(TemporaryFiles.isRunning(getpid()))
    #expect(!TemporaryFiles.isRunning(999_999_999))
    #expect(!TemporaryFiles.isRunning(0))
    // Another process: running while it sleeps, not once it has ended and been waited for.
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/bin/sleep")
    child.arguments = ["30"]
    try child.run()
    #expect(TemporaryFiles.isRunning(child.processIdentifier))
    // SIGKILL: the test process may ignore SIGTERM, and its children inherit that.
    kill(child.processIdentifier, SIGKILL)
    child.waitUntilExit()
    #expect(!TemporaryFiles.isRunning(child.processIdentifier))
  }

  @Test func aSignalRemovesTheFileItsSlotSaysIsBeingWrittenAndNoOther() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("temporary-files-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let directory = open(folder.path, O_RDONLY | O_DIRECTORY)
    #expect(directory >= 0)
    defer { close(directory) }
    func exists(_ name: String) -> Bool {
      FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path)
    }
    // The longest name a slot holds (63 bytes and its NUL), a short one, and one whose write
    // is over: the handler removes the two being written, each by its whole name.
    let longest = String(repeating: "n", count: 63)
    let names = [longest, TemporaryFiles.newName(), "finished"]
    for name in names { try Data("half".utf8).write(to: folder.appendingPathComponent(name)) }
    let slots = try names.map { try #require(TemporaryFiles.writing($0, in: directory)) }
    TemporaryFiles.finished(slots[2])
    TemporaryFiles.removeWrite(inSlot: slots[2])
    TemporaryFiles.removeWrite(inSlot: slots[0])
    TemporaryFiles.removeWrite(inSlot: slots[1])
    #expect(!exists(names[0]))
    #expect(!exists(names[1]))
    #expect(exists("finished"))
    TemporaryFiles.finished(slots[0])
    TemporaryFiles.finished(slots[1])
    // One byte more has no room for its NUL: the write is not marked, and left to a later run.
    #expect(TemporaryFiles.writing(longest + "n", in: directory) == nil)
  }
}
