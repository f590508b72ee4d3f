import Foundation
import Models

/// A folder of recorded API answers, such as the package's `Fixtures/API`.
///
/// Errors name files by ``displayPath`` rather than the absolute path, so messages are the
/// same bytes on every machine:
///
/// ```swift
/// let fixtures = FixtureDirectory(url: packageRoot.appending(path: "Fixtures/API"))
/// fixtures.decode(Feed.self, at: "feed/missing.json")
/// // .failure(.invalidRequest("no fixture file at Fixtures/API/feed/missing.json"))
/// ```
package struct FixtureDirectory: Hashable, Sendable {
  /// Where the folder is.
  package var url: URL
  /// How messages name the folder, e.g. `Fixtures/API`.
  package var displayPath: String

  /// Creates a fixture folder.
  ///
  /// - Parameters:
  ///   - url: The folder's location.
  ///   - displayPath: How messages name it.
  package init(url: URL, displayPath: String = "Fixtures/API") {
    self.url = url
    self.displayPath = displayPath
  }

  /// The path messages use for `relativePath`, e.g. `Fixtures/API/feed/feed.json`.
  package func displayPath(of relativePath: String) -> String {
    displayPath.isEmpty ? relativePath : "\(displayPath)/\(relativePath)"
  }

  /// Whether there is a file at `relativePath`.
  func fileExists(at relativePath: String) -> Bool {
    FileManager.default.fileExists(atPath: url.appending(path: relativePath).path)
  }

  /// Reads the file at `relativePath`; a missing or unreadable file is `.invalidRequest`
  /// naming it.
  package func data(at relativePath: String) -> Result<Data, APIError> {
    let fileURL = url.appending(path: relativePath)
    guard fileExists(at: relativePath) else {
      return .failure(.invalidRequest("no fixture file at \(displayPath(of: relativePath))"))
    }
    do {
      return .success(try Data(contentsOf: fileURL))
    } catch {
      return .failure(.invalidRequest("cannot read \(displayPath(of: relativePath))"))
    }
  }

  /// Reads and decodes the file at `relativePath`; decoding errors name the file.
  package func decode<Answer: Decodable>(_ type: Answer.Type, at relativePath: String)
    -> Result<Answer, APIError>
  {
    data(at: relativePath).flatMap { data in
      AnswerDecoder().decode(type, from: data, source: displayPath(of: relativePath))
    }
  }
}
