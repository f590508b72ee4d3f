import Foundation
import TestSupport
import Testing

@testable import HeadlessGoldens

/// What may be read as a file: a regular file always, a pipe unless the caller refuses pipes
/// (a golden is never one), and nothing else.
@Suite struct FileReaderTests {
  private func failure(_ path: String, acceptingPipes: Bool = true) -> FileReader.Failure? {
    do {
      try FileReader.check(path, acceptingPipes: acceptingPipes)
      return nil
    } catch {
      return error
    }
  }

  @Test func aRegularFileIsReadWhetherOrNotPipesAre() throws {
    let folder = try TemporaryFolder()
    try folder.write("owl\n", to: "a.txt")
    let path = folder.file("a.txt").path
    #expect(failure(path) == nil)
    #expect(failure(path, acceptingPipes: false) == nil)
    #expect(try FileReader.read(path, acceptingPipes: false) == Data("owl\n".utf8))
  }

  @Test func aPipeIsAFileUnlessPipesAreRefused() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("pipe").path
    try #require(mkfifo(path, 0o600) == 0)
    #expect(failure(path) == nil)
    #expect(failure(path, acceptingPipes: false) == .notAFile(kind: "a pipe"))
  }

  @Test func aFolderADeviceOrNothingIsNamedWhateverPipesDo() throws {
    let folder = try TemporaryFolder()
    for acceptingPipes in [true, false] {
      #expect(
        failure(folder.url.path, acceptingPipes: acceptingPipes) == .notAFile(kind: "a folder"))
      #expect(
        failure("/dev/null", acceptingPipes: acceptingPipes)
          == .notAFile(kind: "a character device"))
      #expect(failure(folder.file("none").path, acceptingPipes: acceptingPipes) == .missing)
    }
  }
}
