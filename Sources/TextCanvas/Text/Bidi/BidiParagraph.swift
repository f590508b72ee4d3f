/// Which way a paragraph of text runs: its base direction.
package enum BidiDirection: Hashable, Sendable {
  /// Left to right: paragraph level 0.
  case leftToRight
  /// Right to left: paragraph level 1.
  case rightToLeft
}

/// A bracket as rule N0 pairs them: opening or closing the pair of a key.
package enum BidiBracket: Hashable, Sendable {
  /// Opens the pair `key`.
  case opening(UInt32)
  /// Closes the pair `key`.
  case closing(UInt32)
}

/// One paragraph resolved by the Unicode Bidirectional Algorithm (UAX #9), for text without
/// explicit embeddings, overrides or isolates: the levels of its characters and, line by
/// line, their visual order.
///
/// The rules applied: P2–P3 (the paragraph level from the first strong character, when no
/// direction is given), X9 (`BN` and the explicit formatting characters are removed: they get
/// no level, and the explicit ones are not applied), W1–W7, N0 (paired brackets, see
/// ``BidiBrackets``), N1–N2, I1–I2, and per line L1–L2. Without explicit embeddings every
/// character starts at the paragraph level, so the paragraph is one isolating run sequence
/// whose `sos` and `eos` are the paragraph's direction. L4 (mirrored glyphs) is the caller's:
/// see ``Swift/String/visualOrder(direction:fallback:)``.
package struct BidiParagraph: Sendable {
  /// The paragraph embedding level: 0 left to right, 1 right to left.
  package let level: Int
  /// Each character's resolved level before L1; nil for one X9 removes.
  package let levels: [Int?]
  private let classes: [BidiClass]

  /// The paragraph of characters of `classes`, `brackets` saying which are paired brackets
  /// (empty for none), in `direction`, or by its first strong character (P2–P3) when nil,
  /// `fallback` when it has none.
  ///
  /// - Complexity: O(n) in the characters, and O(n·p) in the bracket pairs p.
  package init(
    classes: [BidiClass], brackets: [BidiBracket?] = [], direction: BidiDirection?,
    fallback: BidiDirection = .leftToRight
  ) {
    self.classes = classes
    let paragraphDirection =
      direction ?? Self.firstStrongDirection(in: classes) ?? fallback
    level = paragraphDirection == .rightToLeft ? 1 : 0
    let kept = classes.indices.filter { ![.boundaryNeutral, .formatting].contains(classes[$0]) }
    var types = kept.map { classes[$0] }
    let keptBrackets = kept.map { $0 < brackets.count ? brackets[$0] : nil }
    let embedding: BidiClass = level % 2 == 1 ? .rightToLeft : .leftToRight
    Self.resolveWeakTypes(&types, sos: embedding)
    Self.resolvePairedBrackets(
      &types, brackets: keptBrackets, original: kept.map { classes[$0] }, embedding: embedding)
    Self.resolveNeutralTypes(&types, embedding: embedding)
    var resolved = [Int?](repeating: nil, count: classes.count)
    for (position, index) in kept.enumerated() {
      resolved[index] = Self.implicitLevel(of: types[position], at: level)
    }
    levels = resolved
  }

  /// The levels of the characters in `line` after rule L1: separators, and the whitespace
  /// before them and at the line's end, back at the paragraph level; nil for removed ones.
  package func lineLevels(_ line: Range<Int>) -> [Int?] {
    var result = Array(levels[line])
    var trailing = true
    for index in line.reversed() {
      let type = classes[index]
      let position = index - line.lowerBound
      switch type {
      case .segmentSeparator, .paragraphSeparator:
        result[position] = level
        trailing = true
      case .whitespace, .boundaryNeutral, .formatting:
        if trailing, result[position] != nil { result[position] = level }
      default:
        trailing = false
      }
    }
    return result
  }

  /// The indices of the characters of `line` in visual order, left to right (rule L2, after
  /// L1); removed characters sit beside the one before them.
  ///
  /// - Complexity: O(n·d) in the line's characters and its deepest level d.
  package func visualOrder(_ line: Range<Int>) -> [Int] {
    var lineLevels = self.lineLevels(line)
    var previous = level
    for position in lineLevels.indices {
      if let known = lineLevels[position] {
        previous = known
      } else {
        lineLevels[position] = previous
      }
    }
    let values = lineLevels.map { $0 ?? level }
    var order = Array(line)
    guard let highest = values.max() else { return order }
    let lowestOdd = values.filter { $0 % 2 == 1 }.min() ?? highest + 1
    var levelsInOrder = values
    var current = highest
    while current >= lowestOdd, current > 0 {
      var start = 0
      while start < levelsInOrder.count {
        guard levelsInOrder[start] >= current else {
          start += 1
          continue
        }
        var end = start
        while end < levelsInOrder.count, levelsInOrder[end] >= current { end += 1 }
        order[start..<end].reverse()
        levelsInOrder[start..<end].reverse()
        start = end
      }
      current -= 1
    }
    return order
  }

  /// P2–P3: the direction of the first strong character; nil when there is none.
  private static func firstStrongDirection(in classes: [BidiClass]) -> BidiDirection? {
    for type in classes {
      switch type {
      case .leftToRight: return .leftToRight
      case .rightToLeft, .arabicLetter: return .rightToLeft
      default: continue
      }
    }
    return nil
  }

  /// W1–W7 on the whole run, `sos` starting it.
  private static func resolveWeakTypes(_ types: inout [BidiClass], sos: BidiClass) {
    // W1: a non-spacing mark takes the type of the character before it.
    for index in types.indices where types[index] == .nonspacingMark {
      types[index] = index == 0 ? sos : types[index - 1]
    }
    // W2: a European number after an Arabic letter is an Arabic number. W3: AL becomes R.
    var lastStrong = sos
    for index in types.indices {
      switch types[index] {
      case .leftToRight, .rightToLeft, .arabicLetter: lastStrong = types[index]
      case .europeanNumber where lastStrong == .arabicLetter: types[index] = .arabicNumber
      default: break
      }
    }
    for index in types.indices where types[index] == .arabicLetter { types[index] = .rightToLeft }
    // W4: a single separator between two numbers of one kind joins them.
    for index in types.indices.dropFirst().dropLast() {
      let before = types[index - 1]
      let after = types[index + 1]
      switch types[index] {
      case .europeanSeparator where before == .europeanNumber && after == .europeanNumber:
        types[index] = .europeanNumber
      case .commonSeparator where before == .europeanNumber && after == .europeanNumber:
        types[index] = .europeanNumber
      case .commonSeparator where before == .arabicNumber && after == .arabicNumber:
        types[index] = .arabicNumber
      default: break
      }
    }
    // W5: terminators next to a European number are European numbers.
    var start = 0
    while start < types.count {
      guard types[start] == .europeanTerminator else {
        start += 1
        continue
      }
      var end = start
      while end < types.count, types[end] == .europeanTerminator { end += 1 }
      let touchesNumber =
        (start > 0 && types[start - 1] == .europeanNumber)
        || (end < types.count && types[end] == .europeanNumber)
      if touchesNumber {
        for index in start..<end { types[index] = .europeanNumber }
      }
      start = end
    }
    // W6: the separators and terminators left are other neutrals.
    for index in types.indices
    where [.europeanSeparator, .europeanTerminator, .commonSeparator].contains(types[index]) {
      types[index] = .otherNeutral
    }
    // W7: a European number after a left-to-right strong type is left to right.
    lastStrong = sos
    for index in types.indices {
      switch types[index] {
      case .leftToRight, .rightToLeft: lastStrong = types[index]
      case .europeanNumber where lastStrong == .leftToRight: types[index] = .leftToRight
      default: break
      }
    }
  }

  /// N0: paired brackets take the embedding direction when they hold a strong type of it,
  /// else the opposite one they hold when the context before them has it too.
  private static func resolvePairedBrackets(
    _ types: inout [BidiClass], brackets: [BidiBracket?], original: [BidiClass],
    embedding: BidiClass
  ) {
    let pairs = bracketPairs(types, brackets: brackets)
    func strong(_ type: BidiClass) -> BidiClass? {
      switch type {
      case .leftToRight: .leftToRight
      case .rightToLeft, .europeanNumber, .arabicNumber: .rightToLeft
      default: nil
      }
    }
    for (open, close) in pairs {
      var foundEmbedding = false
      var foundOpposite = false
      for index in (open + 1)..<close {
        guard let type = strong(types[index]) else { continue }
        if type == embedding { foundEmbedding = true } else { foundOpposite = true }
      }
      var resolved: BidiClass?
      if foundEmbedding {
        resolved = embedding
      } else if foundOpposite {
        var context = embedding
        for index in stride(from: open - 1, through: 0, by: -1) {
          if let type = strong(types[index]) {
            context = type
            break
          }
        }
        resolved = context != embedding ? context : embedding
      }
      guard let resolved else { continue }
      for bracket in [open, close] {
        types[bracket] = resolved
        var next = bracket + 1
        while next < types.count, original[next] == .nonspacingMark {
          types[next] = resolved
          next += 1
        }
      }
    }
  }

  /// BD16: the bracket pairs, by their opening brackets' positions; brackets whose type is no
  /// longer ON take no part, and a stack deeper than 63 stops the search.
  private static func bracketPairs(_ types: [BidiClass], brackets: [BidiBracket?]) -> [(
    Int, Int
  )] {
    var stack: [(key: UInt32, position: Int)] = []
    var pairs: [(Int, Int)] = []
    for (position, bracket) in brackets.enumerated() {
      guard let bracket, types[position] == .otherNeutral else { continue }
      switch bracket {
      case .opening(let key):
        guard stack.count < 63 else { return pairs.sorted { $0.0 < $1.0 } }
        stack.append((key, position))
      case .closing(let key):
        guard let match = stack.lastIndex(where: { $0.key == key }) else { continue }
        pairs.append((stack[match].position, position))
        stack.removeSubrange(match...)
      }
    }
    return pairs.sorted { $0.0 < $1.0 }
  }

  /// N1–N2: a run of neutrals takes the direction around it when both sides agree (numbers
  /// counting as right to left), else the embedding direction.
  private static func resolveNeutralTypes(_ types: inout [BidiClass], embedding: BidiClass) {
    func side(_ type: BidiClass) -> BidiClass {
      switch type {
      case .leftToRight: .leftToRight
      default: .rightToLeft
      }
    }
    let neutrals: [BidiClass] = [
      .paragraphSeparator, .segmentSeparator, .whitespace, .otherNeutral,
    ]
    var start = 0
    while start < types.count {
      guard neutrals.contains(types[start]) else {
        start += 1
        continue
      }
      var end = start
      while end < types.count, neutrals.contains(types[end]) { end += 1 }
      let before = start > 0 ? side(types[start - 1]) : embedding
      let after = end < types.count ? side(types[end]) : embedding
      let resolved = before == after ? before : embedding
      for index in start..<end { types[index] = resolved }
      start = end
    }
  }

  /// I1–I2: the level of a character of resolved `type` at embedding level `level`.
  private static func implicitLevel(of type: BidiClass, at level: Int) -> Int {
    if level % 2 == 0 {
      switch type {
      case .rightToLeft: level + 1
      case .arabicNumber, .europeanNumber: level + 2
      default: level
      }
    } else {
      switch type {
      case .leftToRight, .europeanNumber, .arabicNumber: level + 1
      default: level
      }
    }
  }
}
