/// The small hash table of one partition in ``Changeset``'s partitioned matching: full
/// 64-bit hashes beside 32-bit values, reused from one partition to the next.
///
/// Keeping the whole hash lets the join match items by hash alone, without reading the
/// items, and check identifiers afterwards: two different identifiers with one 64-bit hash
/// are too rare to cost more than a fallback. Linear probing at a load of at most 1/2.
@usableFromInline
struct PartitionTable {
  @usableFromInline var hashes: [UInt64]
  /// `Int32.min` marks an empty slot.
  @usableFromInline var values: [Int32]
  @usableFromInline let mask: Int
  /// Top hash bits that every entry shares (the partition's), skipped by the home slot.
  @usableFromInline let skippedBits: UInt64
  /// 64 minus the number of index bits.
  @usableFromInline let shift: UInt64

  /// A table for up to `count` entries whose top `skippedBits` hash bits are all equal.
  @inlinable
  init(capacity count: Int, skippingTopBits skippedBits: Int) {
    var bits = 4
    while 1 << bits < count * 2 && bits + skippedBits < 64 { bits += 1 }
    hashes = Array(repeating: 0, count: 1 << bits)
    values = Array(repeating: .min, count: 1 << bits)
    mask = (1 << bits) - 1
    self.skippedBits = UInt64(skippedBits)
    shift = UInt64(64 - bits)
  }

  /// Empties the table for the next partition.
  @inlinable
  mutating func removeAll() {
    values.withUnsafeMutableBufferPointer { $0.update(repeating: .min) }
  }

  /// The first slot of the probe run of `hash`.
  @inlinable
  func home(of hash: UInt64) -> Int {
    Int(truncatingIfNeeded: (hash &<< skippedBits) &>> shift)
  }
}
