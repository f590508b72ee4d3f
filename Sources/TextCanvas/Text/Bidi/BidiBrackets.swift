/// The paired brackets rule N0 matches and the mirrored glyphs rule L4 draws, for the
/// characters the grid supports: ASCII's `()`, `[]`, `{}`, the angle brackets U+2329/U+232A and
/// U+3008/U+3009 (canonically equivalent, so either closes the other's pair) and the
/// full-width ones; L4 also mirrors `<>`, `«»`, `‹›` and `≤≥`.
enum BidiBrackets {
  /// The pair `scalar` opens (its key, the same for canonical equivalents); nil when it opens
  /// none.
  static func opening(_ scalar: Unicode.Scalar) -> UInt32? {
    switch scalar.value {
    case 0x0028, 0x005B, 0x007B, 0xFF08, 0xFF3B, 0xFF5B: scalar.value
    case 0x2329, 0x3008: 0x3008
    default: nil
    }
  }

  /// The pair `scalar` closes (the key of its opening bracket); nil when it closes none.
  static func closing(_ scalar: Unicode.Scalar) -> UInt32? {
    switch scalar.value {
    case 0x0029: 0x0028
    case 0x005D: 0x005B
    case 0x007D: 0x007B
    case 0xFF09: 0xFF08
    case 0xFF3D: 0xFF3B
    case 0xFF5D: 0xFF5B
    case 0x232A, 0x3009: 0x3008
    default: nil
    }
  }

  /// The mirrored glyph of `character`, drawn at an odd (right-to-left) level; nil when it
  /// has none.
  static func mirrored(_ character: Character) -> Character? {
    switch character {
    case "(": ")"
    case ")": "("
    case "[": "]"
    case "]": "["
    case "{": "}"
    case "}": "{"
    case "<": ">"
    case ">": "<"
    case "«": "»"
    case "»": "«"
    case "‹": "›"
    case "›": "‹"
    case "≤": "≥"
    case "≥": "≤"
    case "\u{2329}": "\u{232A}"
    case "\u{232A}": "\u{2329}"
    case "\u{3008}": "\u{3009}"
    case "\u{3009}": "\u{3008}"
    case "（": "）"
    case "）": "（"
    case "［": "］"
    case "］": "［"
    case "｛": "｝"
    case "｝": "｛"
    default: nil
    }
  }
}
