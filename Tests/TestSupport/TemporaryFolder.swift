import Foundation

/// A fresh folder under the system's temporary directory, removed when the value goes away.
public final class TemporaryFolder {
  /// The folder.
  public let url: URL

  /// Creates the folder.
  public init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("HeadlessTableTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// `relativePath` inside the folder.
  public func file(_ relativePath: String) -> URL {
    url.appendingPathComponent(relativePath)
  }

  /// Writes `text` at `relativePath`, creating folders as needed.
  public func write(_ text: String, to relativePath: String) throws {
    let target = file(relativePath)
    try FileManager.default.createDirectory(
      at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: target)
  }

  /// The UTF-8 text at `relativePath`, or `nil` when there is no file.
  public func read(_ relativePath: String) -> String? {
    FileManager.default.contents(atPath: file(relativePath).path)
      .map { String(decoding: $0, as: UTF8.self) }
  }

  /// The names in the folder at `relativePath`, sorted.
  public func names(in relativePath: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: file(relativePath).path).sorted()
  }
}
