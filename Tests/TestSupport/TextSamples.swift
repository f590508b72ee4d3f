/// Seeded random strings for the text property tests and the wcwidth reference check.
///
/// Every string is made of pieces drawn from pools of characters whose width this package and
/// python's `wcwidth` agree on by design; the documented differences (controls, ZWJ outside
/// emoji, skin tones on text-default emoji, U+FE0E after emoji that are wide by default, Indic
/// conjuncts) are left out of the pools and pinned by their own tests.
public struct TextSamples {
  // Drawn from with `next() % count`, not `Int.random(in:using:)`, so the strings stay the
  // ones every seed gave before the generator was shared.
  private var generator: SeededGenerator

  /// Samples drawn from a generator seeded with `seed`: the same seed, the same strings.
  public init(seed: UInt64) {
    generator = SeededGenerator(state: seed)
  }

  private mutating func next() -> UInt64 {
    generator.next()
  }

  /// A number in `range`.
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }

  /// One element of `options`.
  public mutating func pick<T>(_ options: [T]) -> T {
    options[int(in: 0...(options.count - 1))]
  }

  private mutating func scalar(in range: ClosedRange<UInt32>) -> String {
    let value = range.lowerBound + UInt32(next() % UInt64(range.count))
    return Unicode.Scalar(value).map { String(Character($0)) } ?? "?"
  }

  /// One piece: a word, a character or an emoji sequence from one of the pools.
  public mutating func piece() -> String {
    switch int(in: 0...23) {
    case 0: return String((0..<int(in: 1...6)).map { _ in Character(scalar(in: 0x61...0x7A)) })
    case 1: return scalar(in: 0x20...0x7E)
    case 2: return scalar(in: 0xC0...0xFF) + (int(in: 0...1) == 0 ? scalar(in: 0x300...0x36F) : "")
    case 3: return scalar(in: 0x391...0x3A9) + scalar(in: 0x410...0x44F)
    case 4: return scalar(in: 0x4E00...0x9FEF)
    case 5: return scalar(in: 0x3041...0x3096) + scalar(in: 0x30A1...0x30FA)
    case 6: return scalar(in: 0xAC00...0xD7A3)
    case 7:
      return scalar(in: 0x1100...0x1112) + scalar(in: 0x1161...0x1175) + scalar(in: 0x11A8...0x11C2)
    case 8: return scalar(in: 0xFF01...0xFF60) + scalar(in: 0xFF61...0xFF9F)
    case 9: return scalar(in: 0x2500...0x257F) + pick(["·", "§", "°", "±", "①", "→", "€", "™"])
    case 10: return scalar(in: 0x1F600...0x1F64F) + (int(in: 0...2) == 0 ? "\u{FE0F}" : "")
    case 11: return scalar(in: 0x1F44A...0x1F450) + scalar(in: 0x1F3FB...0x1F3FF)
    case 12: return pick(Self.zwjSequences)
    case 13: return scalar(in: 0x1F1E6...0x1F1FF) + scalar(in: 0x1F1E6...0x1F1FF)
    case 14: return pick(["0", "1", "7", "#", "*"]) + "\u{FE0F}\u{20E3}"
    case 15: return pick(["\u{2764}", "\u{263A}", "\u{270C}", "\u{00A9}", "\u{2122}"]) + "\u{FE0F}"
    case 16: return pick(["\u{200B}", "\u{2060}", "\u{FEFF}", "\u{200C}", "\u{301}", "\u{3000}"])
    case 17: return scalar(in: 0x100...0x2AF) + scalar(in: 0x1F00...0x1F15)
    case 18: return scalar(in: 0x5D0...0x5EA) + scalar(in: 0x621...0x64A)
    case 19:
      return scalar(in: 0xE01...0xE2E)
        + pick([scalar(in: 0xE31...0xE3A), scalar(in: 0xE47...0xE4E)])
    case 20:
      return pick([scalar(in: 0x2600...0x262F), scalar(in: 0x2690...0x27BF)])
        + scalar(in: 0x2200...0x22FF)
    case 21: return scalar(in: 0x1F300...0x1F5FF) + scalar(in: 0x2460...0x24FF)
    case 22: return scalar(in: 0x3000...0x303F)
    default: return " "
    }
  }

  /// A string of one to eight pieces.
  public mutating func string() -> String {
    (0..<int(in: 1...8)).map { _ in piece() }.joined()
  }

  private static let zwjSequences = [
    "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}",
    "\u{1F469}\u{200D}\u{2764}\u{FE0F}\u{200D}\u{1F468}",
    "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}",
    "\u{1F9D1}\u{200D}\u{1F4BB}",
    "\u{1F469}\u{1F3FD}\u{200D}\u{1F4BB}",
    "\u{1F468}\u{200D}\u{1F466}\u{200D}\u{1F466}",
  ]
}
