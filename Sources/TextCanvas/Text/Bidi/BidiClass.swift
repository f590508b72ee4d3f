/// A character's bidirectional type (UAX #9's `Bidi_Class`), as far as the grid tells them
/// apart.
///
/// Read from tables for the scripts the grid lays out right to left and the characters
/// around them: Basic Latin and Latin-1, Hebrew (U+0590–05FF, U+FB1D–FB4F), Arabic (U+0600–06FF,
/// U+0750–077F, U+08A0–08FF, U+FB50–FDFF, U+FE70–FEFF), the other right-to-left blocks
/// (U+07C0–085F, U+10800–10FFF, U+1E800–1EFFF) as `R`, the general punctuation, currency and
/// number forms; any other character by its general category: a non-spacing or enclosing mark
/// is `NSM`, a space `WS`, punctuation or a symbol `ON`, a control or format character `BN`,
/// anything else (letters of left-to-right scripts, CJK, digits of other scripts) `L`. The
/// explicit embedding, override and isolate characters (U+202A–202E, U+2066–2069) are
/// ``formatting``: the grid ignores them, as it ignores `BN`.
package enum BidiClass: Hashable, Sendable {
  /// `L`: strong left to right (Latin, CJK, …).
  case leftToRight
  /// `R`: strong right to left (Hebrew, …).
  case rightToLeft
  /// `AL`: strong right to left, Arabic letters.
  case arabicLetter
  /// `EN`: European digits.
  case europeanNumber
  /// `ES`: plus and minus signs.
  case europeanSeparator
  /// `ET`: currency signs, degree, percent, number sign.
  case europeanTerminator
  /// `AN`: Arabic-Indic digits and the Arabic number signs.
  case arabicNumber
  /// `CS`: comma, full stop, slash, colon, no-break space.
  case commonSeparator
  /// `NSM`: a non-spacing mark.
  case nonspacingMark
  /// `BN`: a control or format character, ignored.
  case boundaryNeutral
  /// `B`: a paragraph separator (a line feed).
  case paragraphSeparator
  /// `S`: a segment separator (a tab).
  case segmentSeparator
  /// `WS`: a space.
  case whitespace
  /// `ON`: other neutrals (punctuation, symbols).
  case otherNeutral
  /// LRE, RLE, LRO, RLO, PDF, LRI, RLI, FSI, PDI: not applied, ignored as `BN` is.
  case formatting

  /// The class of `scalar`.
  package init(_ scalar: Unicode.Scalar) {
    let value = scalar.value
    if let listed = Self.listed(value) {
      self = listed
      return
    }
    switch value {
    case 0x0590...0x05FF, 0x07C0...0x085F, 0xFB1D...0xFB4F, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
      self = Self.byCategory(scalar, strong: .rightToLeft)
    case 0x0600...0x06FF, 0x0750...0x077F, 0x0860...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF:
      self = Self.byCategory(scalar, strong: .arabicLetter)
    default:
      self = Self.byCategory(scalar, strong: .leftToRight)
    }
  }

  /// Whether the class is strong or a number, one of those that make a text bidirectional
  /// beside a left-to-right one.
  var isRightToLeftOrArabicNumber: Bool {
    self == .rightToLeft || self == .arabicLetter || self == .arabicNumber
  }

  /// The classes the tables give, for characters whose class their block and category do not
  /// tell.
  private static func listed(_ value: UInt32) -> BidiClass? {
    switch value {
    case 0x0009, 0x000B, 0x001F: .segmentSeparator
    case 0x000A, 0x000D, 0x001C...0x001E, 0x0085, 0x2029: .paragraphSeparator
    case 0x000C, 0x0020, 0x1680, 0x2000...0x200A, 0x2028, 0x205F, 0x3000: .whitespace
    case 0x0030...0x0039, 0x00B2, 0x00B3, 0x00B9, 0x06F0...0x06F9, 0x2070, 0x2074...0x2079,
      0x2080...0x2089, 0xFF10...0xFF19:
      .europeanNumber
    case 0x002B, 0x002D, 0x207A, 0x207B, 0x208A, 0x208B, 0x2212, 0xFB29, 0xFE62, 0xFE63, 0xFF0B,
      0xFF0D:
      .europeanSeparator
    case 0x0023...0x0025, 0x00A2...0x00A5, 0x00B0, 0x00B1, 0x0609, 0x060A, 0x066A, 0x2030...0x2034,
      0x20A0...0x20CF, 0x212E, 0x2213, 0xFE5F, 0xFE69, 0xFE6A, 0xFF03...0xFF05, 0xFFE0, 0xFFE1,
      0xFFE5, 0xFFE6:
      .europeanTerminator
    case 0x0600...0x0605, 0x0660...0x0669, 0x066B, 0x066C, 0x06DD, 0x0890, 0x0891, 0x08E2:
      .arabicNumber
    case 0x002C, 0x002E, 0x002F, 0x003A, 0x00A0, 0x060C, 0x202F, 0x2044, 0xFE50, 0xFE52, 0xFE55,
      0xFF0C, 0xFF0E, 0xFF0F, 0xFF1A:
      .commonSeparator
    case 0x200E: .leftToRight  // LEFT-TO-RIGHT MARK
    case 0x200F: .rightToLeft  // RIGHT-TO-LEFT MARK
    case 0x061C: .arabicLetter  // ARABIC LETTER MARK
    case 0x202A...0x202E, 0x2066...0x2069: .formatting
    case 0x0000...0x0008, 0x000E...0x001B, 0x007F...0x0084, 0x0086...0x009F, 0x00AD, 0x180E,
      0x200B...0x200D, 0x2060...0x2065, 0xFEFF:
      .boundaryNeutral
    case 0x0021, 0x0022, 0x0026...0x002A, 0x003B...0x0040, 0x005B...0x0060, 0x007B...0x007E,
      0x00A1, 0x00A6...0x00A9, 0x00AB, 0x00AC, 0x00AE, 0x00AF, 0x00B4, 0x00B6...0x00B8,
      0x00BB...0x00BF, 0x00D7, 0x00F7, 0x060E, 0x060F, 0x06DE, 0x06E9:
      .otherNeutral
    default: nil
    }
  }

  /// The class by general category, a letter or other character of its block being `strong`.
  private static func byCategory(_ scalar: Unicode.Scalar, strong: BidiClass) -> BidiClass {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark: .nonspacingMark
    case .spaceSeparator: .whitespace
    case .lineSeparator: .whitespace
    case .paragraphSeparator: .paragraphSeparator
    case .control, .format: .boundaryNeutral
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol,
      .modifierSymbol, .otherSymbol:
      strong == .leftToRight ? .otherNeutral : strong
    default: strong
    }
  }
}
