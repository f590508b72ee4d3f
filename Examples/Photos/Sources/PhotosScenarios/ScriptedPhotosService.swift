import HeadlessScenarios
import PhotosExample

// The photos service a scenario answers: the library is a `respond` step's JSON file.
struct ScriptedPhotosService: PhotosService {
  let server: ScriptedServer
  func library() async -> Result<PhotoLibrary, PhotosError> {
    await server.ask().decoded(
      as: PhotoLibrary.self,
      failed: { PhotosError(message: "Photos could not be loaded (\($0.caption)).") },
      unreadable: { source, _ in PhotosError(message: "\(source) is not a photo library.") })
  }
}
