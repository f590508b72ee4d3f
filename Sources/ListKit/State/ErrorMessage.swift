/// The user-facing text for a failure, built in one place from the error.
public struct ErrorMessage: Hashable, Sendable {
  /// The text shown to the user.
  public var text: String

  /// Wraps a text that is already user-facing.
  public init(_ text: String) {
    self.text = text
  }
}
