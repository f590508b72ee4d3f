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
}
