import ListKit

/// The sections of the Films screen.
package enum FilmsSectionID: Hashable, Sendable {
  /// The films, in episode order.
  case films
}
