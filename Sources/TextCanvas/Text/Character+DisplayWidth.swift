extension Character {
  /// The number of terminal columns the character occupies: 0, 1 or 2, or more for the rare
  /// cluster whose extenders take cells of their own (`"ｏﾟ"` is 3, as `wcwidth` counts it).
  ///
  /// A `Character` is one extended grapheme cluster (UAX #29, as the Swift standard library
  /// segments it), and its width is decided per cluster:
  /// - East Asian Wide and Fullwidth (UAX #11) bases take 2 columns: `"漢"`, `"Ａ"`, `"가"`.
  /// - Emoji presentation takes 2: emoji that are wide by default (`"👍"`, ZWJ families such as
  ///   `"👨‍👩‍👧"`, skin tones such as `"👍🏽"`), a text-default emoji followed by U+FE0F
  ///   (`"❤️"`, keycaps such as `"1️⃣"`), and flags (a pair of regional indicators, `"🇯🇵"`).
  /// - Marks, format characters and default ignorable code points on their own take 0: a lone
  ///   U+0301, U+200B, U+2060, U+3164 HANGUL FILLER. Combining marks add nothing to their base
  ///   (`"é"` is 1); a spacing mark (category Mc) makes its cluster 2 (`"का"`, and `"가〮"` too),
  ///   and an extender drawn in a cell of its own adds 1 (the halfwidth sound marks U+FF9E and
  ///   U+FF9F: `"ｶﾞ"` is 2), as `wcwidth` counts them.
  /// - The prepended concatenation marks (U+0600 ARABIC NUMBER SIGN to U+0605, U+06DD, U+070F,
  ///   U+0890, U+0891, U+08E2, U+110BD, U+110CD) are format characters that are drawn: 1, and the
  ///   digits they span add theirs (`"\u{600}١٢"` is 3).
  /// - Control characters (C0, DEL, C1) are never passed through: the canvas draws them as
  ///   ``visibleForm`` (a Control Picture such as `"␊"`, or U+FFFD), so they take 1.
  /// - Everything else takes 1, including East Asian Ambiguous characters (`"·"`, `"→"`).
  ///
  /// The ranges, emoji properties included, come from `WidthTable.swift`, generated from the
  /// Unicode Character Database of `WidthTable.unicodeVersion` (see its header).
  ///
  /// Differences from python's `wcwidth` of the same Unicode version (the reference tests
  /// compare every code point, every emoji sequence and thousands of strings, and leave only
  /// these out):
  /// - Controls: `wcwidth` answers -1 for the whole string (0 for NUL); here they take 1,
  ///   drawn visibly.
  /// - A skin tone after a text-default emoji (`"✌🏽"`): `wcwidth` keeps the base's 1; UTS #51
  ///   shows a modifier sequence as emoji, so here it takes 2.
  /// - U+FE0E after an emoji that is wide by default (`"⌚︎"`): `wcwidth` narrows it to 1;
  ///   here it keeps the 2 columns of its East Asian Width, as terminals that measure code
  ///   points draw it.
  /// - ZWJ outside an emoji sequence (`"a\u{200D}b"`): `wcwidth` hides whatever follows a
  ///   ZWJ (1); UAX #29 joins only emoji there, so `"b"` is its own character (2).
  /// - Indic conjuncts (virama sequences): `wcwidth` has its own conjunct rules; here each
  ///   character of the cluster that takes columns adds them.
  /// - Unicode versions: the tables and the reference `wcwidth` share a Unicode version, but the
  ///   Swift standard library segments clusters with its own data, which can be of another
  ///   version (Unicode 16 in Swift 6.3).
  ///
  /// ```swift
  /// print(Character("漢").displayWidth, Character("é").displayWidth)
  /// // Prints "2 1"
  /// ```
  public var displayWidth: Int {
    let scalars = unicodeScalars
    guard let base = scalars.first else { return 0 }
    let baseValue = base.value
    // Fast path: a lone printable ASCII scalar, by far the most common cluster, needs no
    // table look-up.
    if baseValue >= 0x20, baseValue < 0x7F, scalars.count == 1 { return 1 }
    if base.isControlCharacter { return 1 }
    let baseWidth = Self.width(of: baseValue)
    guard baseWidth > 0 else { return 0 }
    guard scalars.count > 1 else { return baseWidth }
    var width = baseWidth
    var followsJoiner = false
    for scalar in scalars.dropFirst() {
      let value = scalar.value
      if value == 0xFE0F, WidthTable.contains(baseValue, in: WidthTable.emoji) { return 2 }
      if Self.isSkinTone(value), baseValue > 0x7F,
        WidthTable.contains(baseValue, in: WidthTable.emoji)
      {
        // UTS #51: a modifier sequence is shown as emoji, in two columns; after another
        // emoji the tone is drawn into it. After anything else it is a swatch of its own.
        if WidthTable.contains(baseValue, in: WidthTable.emojiModifierBase) {
          width = Swift.max(width, 2)
        }
        continue
      }
      if followsJoiner || value == 0x200D || Self.isRegionalIndicator(value) {
        // What a ZWJ joins and the second letter of a flag are drawn in the base's columns.
        followsJoiner = value == 0x200D
        continue
      }
      if WidthTable.contains(value, in: WidthTable.spacingMark) {
        // A spacing mark widens a narrow base to two columns and fits in a wide one's.
        width = Swift.max(width, 2)
      } else {
        // Extenders with columns of their own, such as the halfwidth sound marks U+FF9E and
        // U+FF9F, are drawn after the base; marks add nothing.
        width += Self.width(of: value)
      }
    }
    return width
  }

  /// The character as the canvas draws it: itself, or for a control character a visible
  /// stand-in of width 1.
  ///
  /// C0 controls and DEL become their Control Pictures (U+2400 to U+2421: `"\n"` becomes
  /// `"␊"`, a tab `"␉"`), CR LF becomes `"␤"`, and C1 controls (U+0080 to U+009F), which have
  /// no pictures, become U+FFFD `"�"`.
  public var visibleForm: Character {
    guard let base = unicodeScalars.first, base.isControlCharacter else { return self }
    if self == "\r\n" { return "\u{2424}" }
    switch base.value {
    case 0x00..<0x20:
      return Unicode.Scalar(0x2400 + base.value).map(Character.init) ?? "\u{FFFD}"
    case 0x7F:
      return "\u{2421}"
    default:
      return "\u{FFFD}"
    }
  }

  /// Whether the scalar is an emoji skin tone modifier (Fitzpatrick type 1-2 to 6).
  private static func isSkinTone(_ scalar: UInt32) -> Bool {
    (0x1F3FB...0x1F3FF).contains(scalar)
  }

  /// Whether the scalar is a regional indicator, a letter of a flag.
  private static func isRegionalIndicator(_ scalar: UInt32) -> Bool {
    (0x1F1E6...0x1F1FF).contains(scalar)
  }

  /// The width of one code point alone, from the generated tables.
  private static func width(of scalar: UInt32) -> Int {
    // Below U+0300 every non-control code point, U+00AD included, takes one column.
    if scalar < 0x300 { return 1 }
    if WidthTable.contains(scalar, in: WidthTable.zero) { return 0 }
    if WidthTable.contains(scalar, in: WidthTable.spacingMark) { return 0 }
    if WidthTable.contains(scalar, in: WidthTable.wide) { return 2 }
    return 1
  }
}

extension Unicode.Scalar {
  /// Whether the scalar is a C0 control, DEL, or a C1 control (general category Cc).
  var isControlCharacter: Bool {
    value < 0x20 || (value >= 0x7F && value < 0xA0)
  }
}
