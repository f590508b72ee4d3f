import ListKit

/// The sections of the Films screen.
public enum FilmsSectionID: Hashable, Sendable {
  /// The films, in episode order.
  case films
}
