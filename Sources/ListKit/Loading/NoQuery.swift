/// The query of a list that loads the same thing every time, such as a feed.
public struct NoQuery: Hashable, Sendable {
  /// The only value.
  public init() {}
}
