import Foundation
import Models

/// The package's `Fixtures/API`, found from this file's path so tests run from any directory.
enum TestFixtures {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // ModelsTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  static let directory = FixtureDirectory(url: packageRoot.appending(path: "Fixtures/API"))

  /// Decodes a fixture and fails the test with the error's message if it does not decode.
  static func decode<Answer: Decodable>(_ type: Answer.Type, _ relativePath: String) throws
    -> Answer
  {
    try directory.decode(type, at: relativePath).get()
  }

  /// The error a fixture gives, or nil if it decodes.
  static func error<Answer: Decodable>(decoding type: Answer.Type, _ relativePath: String)
    -> APIError?
  {
    if case .failure(let error) = directory.decode(type, at: relativePath) { return error }
    return nil
  }

  /// A UTC instant written as ISO 8601, for expected values.
  static func instant(_ text: String) throws -> Date {
    try Date(text, strategy: .iso8601)
  }
}
