/// What a controller did with a user event about one item, so the screen need not check.
public enum EventOutcome: Hashable, Sendable {
  /// The event changed the screen's state.
  case handled
  /// The event names an item the screen does not show; nothing changed.
  case noSuchItem
}
