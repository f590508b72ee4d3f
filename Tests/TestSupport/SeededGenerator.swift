/// SplitMix64: a tiny seeded generator, so every random test case can be re-run from its seed.
///
/// The sequence depends only on the seed: the property tests print the seed of a failing case.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  /// The generator's state; it starts as the seed and advances by a fixed odd step per number.
  public private(set) var state: UInt64

  /// Creates a generator whose first number is derived from `state`, the seed.
  public init(state: UInt64) {
    self.state = state
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
