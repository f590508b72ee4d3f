import Foundation
import HeadlessRender
import ListKit

extension GoldenVerifier {
  /// The file's contents, or `nil` when there is no file.
  func read(_ url: URL, shownAs path: String) throws(GoldenError) -> Data? {
    do {
      // A pipe is refused: reading one that nobody writes would never end.
      return try FileReader.read(url.path, acceptingPipes: false)
    } catch {
      switch error {
      case .missing: return nil
      case .notAFile(let kind): throw .unreadable(path: path, reason: "it is \(kind), not a file")
      case .unreadable(let reason): throw .unreadable(path: path, reason: reason)
      }
    }
  }

  /// Writes a temporary file in the destination's folder, then renames it over the
  /// destination, so a reader never sees half a golden.
  func write(_ data: Data, to url: URL) throws(GoldenError) {
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID()).tmp")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try data.write(to: temporary)
    } catch {
      throw .unwritable(path: relativePath(of: url), reason: FileReader.reason(for: error))
    }
    guard rename(temporary.path, url.path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw .unwritable(path: relativePath(of: url), reason: reason)
    }
  }

  /// Removes a stale `.actual` file, if any.
  func removeIfPresent(_ url: URL) throws(GoldenError) {
    guard FileManager.default.fileExists(atPath: url.path) else { return }
    do {
      try FileManager.default.removeItem(at: url)
    } catch {
      throw .unwritable(path: relativePath(of: url), reason: FileReader.reason(for: error))
    }
  }

  /// `url`'s path relative to the root, with `..` when it lies outside.
  package func relativePath(of url: URL) -> String {
    let target = url.standardizedFileURL.pathComponents
    let base = (root ?? Self.packageRoot(above: url)).standardizedFileURL.pathComponents
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
