/// Where an ellipsis replaces the text that does not fit.
public enum TruncationPosition: Hashable, Sendable, CaseIterable {
  /// Keeps the end: `"…ght Heron"`.
  case head
  /// Keeps both ends: `"Night…eron"`.
  case middle
  /// Keeps the start: `"Night Her…"`.
  case tail
}
