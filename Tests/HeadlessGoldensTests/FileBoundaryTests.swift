import Foundation
import TestSupport
import Testing

@testable import HeadlessGoldens

/// The folder files are read inside: its own path and what is under it, never a sibling
/// folder whose name merely starts with its name.
@Suite struct FileBoundaryTests {
  private let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
    try folder.write("inside", to: "Root/API/a.json")
    try folder.write("beside", to: "Root-x/API/a.json")
    try folder.write("beside", to: "Rootx.json")
  }

  private func failure(_ body: () throws -> Void) -> FileReader.Failure? {
    do {
      try body()
      return nil
    } catch {
      return error as? FileReader.Failure
    }
  }

  @Test func aSiblingFolderWhoseNameStartsWithTheRootsIsOutsideByItsPath() {
    let root = FileBoundary(folder.file("Root"))
    #expect(root.containsLexically(folder.file("Root")))
    #expect(root.containsLexically(folder.file("Root/API/a.json")))
    #expect(!root.containsLexically(folder.file("Root-x/API/a.json")))
    #expect(!root.containsLexically(folder.file("Root-x")))
    #expect(!root.containsLexically(folder.file("Rootx.json")))
    #expect(!root.containsLexically(folder.file("Root/../Root-x/API/a.json")))
  }

  @Test func aSiblingFolderWhoseNameStartsWithTheRootsIsOutsideOnceResolved() throws {
    let root = FileBoundary(folder.file("Root"))
    #expect(try root.resolve(folder.file("Root/API/a.json").path).hasSuffix("/Root/API/a.json"))
    #expect(try root.resolve(folder.file("Root").path).hasSuffix("/Root"))
    #expect(failure { _ = try root.resolve(folder.file("Root-x/API/a.json").path) } == .outside)
    #expect(failure { _ = try root.resolve(folder.file("Rootx.json").path) } == .outside)
    // A link inside the root that leads into the sibling leads outside.
    try FileManager.default.createSymbolicLink(
      at: folder.file("Root/API/sibling.json"),
      withDestinationURL: folder.file("Root-x/API/a.json"))
    #expect(failure { _ = try root.resolve(folder.file("Root/API/sibling.json").path) } == .outside)
  }

  @Test func aRootThatIsItselfALinkKeepsItsSiblingsOutside() throws {
    try FileManager.default.createSymbolicLink(
      at: folder.file("Alias"), withDestinationURL: folder.file("Root"))
    let root = FileBoundary(folder.file("Alias"))
    #expect(try root.resolve(folder.file("Alias/API/a.json").path).hasSuffix("/Root/API/a.json"))
    #expect(failure { _ = try root.resolve(folder.file("Root-x/API/a.json").path) } == .outside)
  }
}
