import Foundation
import TestSupport
import Testing

@testable import HeadlessGoldens

@Suite struct FileReaderTests {
  private let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
  }

  private func failure(_ body: () throws -> Void) -> FileReader.Failure? {
    do {
      try body()
      return nil
    } catch {
      return error as? FileReader.Failure
    }
  }

  @Test func aFileAtTheLimitIsReadAndOneByteMoreIsRefused() throws {
    try folder.write(String(repeating: "x", count: 100), to: "a.txt")
    #expect(try FileReader.read(folder.file("a.txt").path, limit: 100).count == 100)
    #expect(
      failure { _ = try FileReader.read(folder.file("a.txt").path, limit: 99) }
        == .tooLarge(limit: 99))
    #expect(
      failure { try FileReader.check(folder.file("a.txt").path, limit: 99) } == .tooLarge(limit: 99)
    )
  }

  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: "/proc/self/mem"),
      "Linux's /proc/self/mem: a regular file whose first page fails to read"))
  func aFileThatFailsWhileItIsReadIsUnreadableWithTheSystemsReason() {
    #expect(
      failure { _ = try FileReader.read("/proc/self/mem", limit: 100) }
        == .unreadable(reason: "Input/output error"))
  }

  @Test func readsOfAnySizeFromNoneToOneByteAreKept() throws {
    // An empty file, a one-byte file, and a pipe whose writer sends one byte at a time: a read
    // of one byte is data like any other, and a read of none is the end.
    try Data().write(to: folder.file("empty.txt"))
    #expect(try FileReader.read(folder.file("empty.txt").path, limit: 100) == Data())
    try Data("7".utf8).write(to: folder.file("one.txt"))
    #expect(try FileReader.read(folder.file("one.txt").path, limit: 100) == Data("7".utf8))
    let pipe = Pipe()
    let path = "/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)"
    let writer = Thread {
      for byte in "owl".utf8 {
        pipe.fileHandleForWriting.write(Data([byte]))
        Thread.sleep(forTimeInterval: 0.02)
      }
      try? pipe.fileHandleForWriting.close()
    }
    writer.start()
    #expect(try FileReader.read(path, limit: 100, acceptingPipes: true) == Data("owl".utf8))
  }

  @Test func aPipeAcceptedIsReadUpToTheLimit() throws {
    let pipe = Pipe()
    pipe.fileHandleForWriting.write(Data(String(repeating: "x", count: 10).utf8))
    try pipe.fileHandleForWriting.close()
    let path = "/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)"
    #expect(
      failure { _ = try FileReader.read(path, limit: 9, acceptingPipes: true) }
        == .tooLarge(limit: 9))
  }

  @Test func aNamedPipeIsRefusedWithoutOpeningIt() throws {
    let path = folder.file("fifo").path
    #expect(mkfifo(path, 0o644) == 0)
    // Opening a pipe nobody writes would block: the check comes first.
    #expect(failure { _ = try FileReader.read(path, limit: 100) } == .notAFile(kind: "a pipe"))
    #expect(failure { try FileReader.check(path, limit: 100) } == .notAFile(kind: "a pipe"))
  }

  @Test func aPipeIsAFileUnlessPipesAreRefusedAndARegularFileEitherWay() throws {
    let pipe = folder.file("fifo").path
    try #require(mkfifo(pipe, 0o600) == 0)
    try folder.write("owl\n", to: "a.txt")
    let file = folder.file("a.txt").path
    #expect(failure { try FileReader.check(pipe, limit: 100, acceptingPipes: true) } == nil)
    #expect(
      failure { try FileReader.check(pipe, limit: 100, acceptingPipes: false) }
        == .notAFile(kind: "a pipe"))
    for acceptingPipes in [true, false] {
      #expect(
        try FileReader.read(file, limit: 100, acceptingPipes: acceptingPipes) == Data("owl\n".utf8))
      #expect(
        failure {
          try FileReader.check(folder.url.path, limit: 100, acceptingPipes: acceptingPipes)
        }
          == .notAFile(kind: "a folder"))
      #expect(
        failure { try FileReader.check("/dev/null", limit: 100, acceptingPipes: acceptingPipes) }
          == .notAFile(kind: "a character device"))
    }
  }

  @Test func devicesAndFoldersAreRefused() {
    #expect(
      failure { _ = try FileReader.read("/dev/zero", limit: 100) }
        == .notAFile(kind: "a character device"))
    #expect(
      failure { _ = try FileReader.read(folder.url.path, limit: 100) }
        == .notAFile(kind: "a folder"))
    #expect(failure { _ = try FileReader.read(folder.file("none").path, limit: 100) } == .missing)
  }

  @Test func aBoundaryKeepsReadsInsideItWithLinksResolved() throws {
    try folder.write("inside", to: "Root/API/a.json")
    try folder.write("outside", to: "secret.json")
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("Root/API/in.json").path, withDestinationPath: "a.json")
    try FileManager.default.createSymbolicLink(
      at: folder.file("Root/API/out.json"), withDestinationURL: folder.file("secret.json"))
    let root = FileBoundary(folder.file("Root"))
    let read = { (path: String) throws(FileReader.Failure) -> String in
      String(
        decoding: try FileReader.read(folder.file(path).path, limit: 100, inside: root),
        as: UTF8.self)
    }
    #expect(try read("Root/API/in.json") == "inside")
    #expect(failure { _ = try read("Root/API/out.json") } == .outside)
    #expect(failure { _ = try read("Root/../secret.json") } == .outside)
    #expect(failure { _ = try read("Root/API/none.json") } == .missing)
    #expect(root.containsLexically(folder.file("Root/API/../a.json")))
    #expect(!root.containsLexically(folder.file("Root/../secret.json")))
  }

  @Test func theRootOfAFileIsTheFolderAboveItsFolder() {
    #expect(
      FileBoundary.root(of: URL(fileURLWithPath: "/p/Fixtures/Scenarios/x.json")).path
        == "/p/Fixtures")
    #expect(FileBoundary.root(of: URL(fileURLWithPath: "/p/x.json")).path == "/")
    #expect(FileBoundary.root(of: URL(fileURLWithPath: "/x.json")).path == "/")
  }

  @Test func sizesAreShownInMebibytesWhenWhole() {
    #expect(FileReader.size(4 << 20) == "4 MiB")
    #expect(FileReader.size(100) == "100 bytes")
    #expect(FileReader.size(1) == "1 byte")
  }
}
