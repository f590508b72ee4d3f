import Foundation
import PhotosExample
import Testing

/// A photos service that answers at once with the library in `API/library.json`.
struct FixturePhotosService: PhotosService {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("API")

  private let answer: PhotoLibrary

  /// Reads the fixture.
  init() throws {
    let data = try Data(contentsOf: Self.folder.appendingPathComponent("library.json"))
    answer = try JSONDecoder().decode(PhotoLibrary.self, from: data)
  }

  func library() async -> Result<PhotoLibrary, PhotosError> {
    .success(answer)
  }
}
