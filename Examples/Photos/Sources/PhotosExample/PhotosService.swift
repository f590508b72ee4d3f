/// Where photos come from: the user's library, or why not.
public protocol PhotosService: Sendable {
  /// Every photo of the library.
  func library() async -> Result<PhotoLibrary, PhotosError>
}

/// Why the photos could not be loaded, in the words the screen shows.
public struct PhotosError: Error, Hashable, Sendable {
  /// What the screen says, e.g. `Photos could not be loaded (offline).`
  public var message: String

  /// An error that says `message`.
  public init(message: String) {
    self.message = message
  }
}
