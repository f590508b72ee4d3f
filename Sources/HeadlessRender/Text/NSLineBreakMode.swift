import TextCanvas

/// How a label breaks its text into lines and what it does with text that does not fit,
/// as `NSLineBreakMode`.
public enum NSLineBreakMode: Hashable, Sendable, CaseIterable {
  /// Wraps at word boundaries; the last line ends at a word boundary, the rest is dropped.
  case byWordWrapping
  /// Wraps between any two characters; the last line ends where it is full.
  case byCharWrapping
  /// Wraps at word boundaries; the last line holds the rest of the text, cut hard at the edge.
  case byClipping
  /// Wraps at word boundaries; the last line shows the end of the rest, after `…`.
  case byTruncatingHead
  /// Wraps at word boundaries; the last line shows the start of the rest, then `…`.
  case byTruncatingTail
  /// Wraps at word boundaries; the last line shows both ends of the rest around `…`.
  case byTruncatingMiddle

  /// The ellipsis position of a truncating mode; nil for the others.
  package var truncationPosition: TruncationPosition? {
    switch self {
    case .byTruncatingHead: .head
    case .byTruncatingMiddle: .middle
    case .byTruncatingTail: .tail
    case .byWordWrapping, .byCharWrapping, .byClipping: nil
    }
  }
}
