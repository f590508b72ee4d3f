import Foundation
import HeadlessRender
import ListKit

/// A folder that the files read through it must stay inside once every symbolic link on their
/// path is resolved: a scenario's fixtures in its root, a golden in the folder above its own.
///
/// ```swift
/// let root = FileBoundary(URL(fileURLWithPath: "Fixtures"))
/// try root.resolve("Fixtures/Scenarios/../API/todos/todos.json")  // /…/Fixtures/API/todos/todos.json
/// try root.resolve("Fixtures/../../etc/passwd")                   // throws .outside
/// ```
///
/// The check is on the path as the system resolves it (`realpath`), so `..`, an absolute path
/// or a symbolic link to anywhere else lands outside, and a link that stays inside is followed.
package struct FileBoundary: Hashable, Sendable {
  /// The folder, every symbolic link in its path resolved (as given, standardized, when it
  /// does not exist).
  package let folder: String
  /// The folder as given, `.` and `..` removed but links kept.
  package let givenFolder: String

  /// The folder at `url`.
  package init(_ url: URL) {
    givenFolder = url.standardizedFileURL.path
    folder = Self.resolved(givenFolder) ?? givenFolder
  }

  /// The folder above the folder that holds `file`: `Fixtures` for
  /// `Fixtures/Scenarios/x.json`, `/` for `/x.json`.
  package static func root(of file: URL) -> URL {
    let components = file.standardizedFileURL.pathComponents.dropLast(2)
    guard components.count > 1 else { return URL(fileURLWithPath: "/") }
    return URL(fileURLWithPath: "/" + components.dropFirst().joined(separator: "/"))
  }

  /// Whether `url` lies inside the folder, by its path alone: what `..` and an absolute path
  /// reach, before any link is followed.
  package func containsLexically(_ url: URL) -> Bool {
    contains(url.standardizedFileURL.path, in: givenFolder)
  }

  /// `path` with every symbolic link resolved, when that lies inside the folder.
  ///
  /// - Throws: ``FileReader/Failure/outside`` when it lies outside,
  ///   ``FileReader/Failure/missing`` when nothing is there.
  package func resolve(_ path: String) throws(FileReader.Failure) -> String {
    guard let target = Self.resolved(path) else { throw FileReader.failure(errno) }
    guard contains(target, in: folder) else { throw .outside }
    return target
  }

  private func contains(_ path: String, in folder: String) -> Bool {
    folder == "/" || path == folder || path.hasPrefix(folder + "/")
  }

  /// `realpath(3)` of `path`, or nil with `errno` set.
  private static func resolved(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }
}
