import Foundation
import HeadlessRender
import ListKit

extension GoldenVerifier {
  /// The folder a golden may be read from, links resolved: the one above the golden's own
  /// folder (`Fixtures` for `Fixtures/Golden/x.txt`), as a scenario reads from the one above
  /// its own.
  static func boundary(of golden: URL) -> URL {
    FileBoundary.root(of: golden)
  }

  /// The file's contents, or `nil` when there is no file.
  func read(_ url: URL, shownAs path: String) throws(GoldenError) -> Data? {
    let boundary = Self.boundary(of: url)
    do {
      // A pipe is refused: reading one that nobody writes would never end.
      return try FileReader.read(url.path, limit: sizeLimit, inside: FileBoundary(boundary))
    } catch {
      switch error {
      case .missing: return nil
      case .notAFile(let kind): throw .unreadable(path: path, reason: "it is \(kind), not a file")
      case .unreadable(let reason): throw .unreadable(path: path, reason: reason)
      case .tooLarge(let limit): throw .tooLarge(path: path, limit: limit)
      case .outside:
        throw .unreadable(
          path: path,
          reason: "it leads outside \(relativePath(of: boundary, near: url)) "
            + "through a symbolic link")
      }
    }
  }

  /// Writes `text` over the file at `url` in one rename, never through a symbolic link.
  func write(_ text: String, to url: URL) throws(GoldenError) {
    do {
      let writer = try FolderWriter(url.deletingLastPathComponent())
      try writer.write(text, as: url.lastPathComponent)
    } catch {
      throw fileError(error, at: url)
    }
  }

  /// Removes a stale `.actual` file, if any: only a regular file, never a folder or a link.
  func removeIfPresent(_ url: URL) throws(GoldenError) {
    var info = stat()
    guard lstat(url.path, &info) == 0 else { return }
    do {
      let writer = try FolderWriter(url.deletingLastPathComponent())
      try writer.removeFile(named: url.lastPathComponent)
    } catch {
      throw fileError(error, at: url)
    }
  }

  private func fileError(_ failure: FolderWriter.Failure, at url: URL) -> GoldenError {
    switch failure {
    case .folder(let reason):
      .unwritableFolder(
        path: relativePath(of: url),
        folder: relativePath(of: url.deletingLastPathComponent(), near: url), reason: reason)
    case .file(let reason):
      .unwritable(path: relativePath(of: url), reason: reason)
    }
  }

  /// `folder`'s path relative to the same root as `file`'s, so that both read alike; the whole
  /// path when that root is the folder itself.
  func relativePath(of folder: URL, near file: URL) -> String {
    let base = (root ?? Self.packageRoot(above: file)).standardizedFileURL.pathComponents
    let path = Self.path(of: folder, from: base)
    return path.isEmpty ? folder.standardizedFileURL.path : path
  }

  /// `url`'s path relative to the root, with `..` when it lies outside.
  package func relativePath(of url: URL) -> String {
    Self.path(
      of: url, from: (root ?? Self.packageRoot(above: url)).standardizedFileURL.pathComponents)
  }

  /// `url`'s path from the folder whose path components are `base`, with `..` to climb.
  private static func path(of url: URL, from base: [String]) -> String {
    let target = url.standardizedFileURL.pathComponents
    let shared = zip(target, base).prefix(while: { $0 == $1 }).count
    let ups = Array(repeating: "..", count: base.count - shared)
    return (ups + target[shared...]).joined(separator: "/")
  }

  /// The nearest folder above `url` that holds a `Package.swift`, else `url`'s folder.
  static func packageRoot(above url: URL) -> URL {
    let start = url.standardizedFileURL.deletingLastPathComponent()
    var folder = start
    while folder.pathComponents.count > 1 {
      let manifest = folder.appendingPathComponent("Package.swift").path
      if FileManager.default.fileExists(atPath: manifest) { return folder }
      folder = folder.deletingLastPathComponent()
    }
    return start
  }
}
