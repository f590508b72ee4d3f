import Foundation

@testable import ReferenceScreens

/// Reads the API fixtures in Fixtures/API.
enum APIFixture {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Fixtures/API")

  /// The bytes of `path` inside Fixtures/API.
  static func data(_ path: String) throws -> Data {
    try Data(contentsOf: folder.appendingPathComponent(path))
  }
}
