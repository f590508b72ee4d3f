extension String {
  /// The line in the order its characters are seen, left to right: the Unicode Bidirectional
  /// Algorithm (see ``BidiParagraph``) over its characters, each taking the class of its
  /// first scalar, then rule L4: a mirrored glyph (`(` for `)`) for a bracket at a
  /// right-to-left level.
  ///
  /// The paragraph runs in `direction`, or by its first strong character (P2–P3) when nil,
  /// `fallback` when it has none. A line with no right-to-left character or Arabic digit in a
  /// left-to-right paragraph comes back as it is.
  ///
  /// ```swift
  /// print("שלום, abc 123!".visualOrder(direction: nil))
  /// // Prints "!abc 123 ,םולש"
  /// ```
  ///
  /// - Complexity: O(n) in the characters for most lines (see ``BidiParagraph``).
  package func visualOrder(
    direction: BidiDirection?, fallback: BidiDirection = .leftToRight
  ) -> String {
    let characters = Array(self)
    let classes = characters.map { BidiClass($0.unicodeScalars.first ?? " ") }
    let paragraph = BidiParagraph(
      classes: classes, brackets: characters.map(Self.bracket), direction: direction,
      fallback: fallback)
    if paragraph.level == 0, !classes.contains(where: \.isRightToLeftOrArabicNumber) {
      return self
    }
    let levels = paragraph.lineLevels(characters.indices)
    var result = ""
    for index in paragraph.visualOrder(characters.indices) {
      let character = characters[index]
      let isRightToLeft = (levels[index] ?? paragraph.level) % 2 == 1
      result.append(isRightToLeft ? BidiBrackets.mirrored(character) ?? character : character)
    }
    return result
  }

  /// The bracket `character` is for rule N0; nil for none.
  private static func bracket(_ character: Character) -> BidiBracket? {
    guard let scalar = character.unicodeScalars.first else { return nil }
    if let key = BidiBrackets.opening(scalar) { return .opening(key) }
    if let key = BidiBrackets.closing(scalar) { return .closing(key) }
    return nil
  }
}

extension String {
  /// Whether the line may read otherwise than in its logical order: it holds a character of
  /// a right-to-left script or an Arabic digit, or a line without strong characters runs
  /// right to left. A quick test on the scalars, before the algorithm runs.
  package func mayNeedReordering(in fallback: BidiDirection) -> Bool {
    if fallback == .rightToLeft { return true }
    return unicodeScalars.contains {
      $0.value >= 0x0590 && BidiClass($0).isRightToLeftOrArabicNumber
    }
  }
}
