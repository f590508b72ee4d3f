/// A batch that cannot be applied to the sections it was given.
public struct ReplayError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong and where, e.g. `row (2 - 0) moves into inserted section 2`.
  public var message: String

  /// Creates the error.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
