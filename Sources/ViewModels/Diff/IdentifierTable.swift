/// An open-addressing hash table from identifiers to small integers, keyed by precomputed
/// hashes: the diff's only hash table.
///
/// Each slot packs 32 bits of the identifier's hash with a 32-bit value into one word, so
/// a probe reads one cache line and compares identifiers only when the stored hash bits
/// match. Linear probing, load factor at most 3/4. Values must fit in `Int32`: lists of up to
/// 2^31 - 1 rows.
@usableFromInline
struct IdentifierTable {
  // 0 is an empty slot; an occupied one has a non-zero tag in its high half.
  @usableFromInline var slots: [UInt64]
  @usableFromInline let mask: Int

  /// A table for up to `count` entries.
  @inlinable
  init(capacity count: Int) {
    var size = 16
    while size * 3 < count * 4 { size *= 2 }
    slots = Array(repeating: 0, count: size)
    mask = size - 1
  }

  /// The value stored for the entry whose hash is `hash` and for which `isSameIdentifier`
  /// holds, or nil after storing `value` for it.
  ///
  /// `slot` is set to where the entry lives, for ``replaceValue(at:with:)``.
  ///
  /// - Complexity: expected O(1).
  @inlinable
  mutating func valueOrInsert(
    _ value: Int, hash: Int, slot: inout Int, isSameIdentifier: (Int) -> Bool
  ) -> Int? {
    let tag = (UInt64(UInt32(truncatingIfNeeded: hash >> 32)) | 1) << 32
    var index = hash & mask
    while true {
      let entry = slots[index]
      if entry == 0 {
        slots[index] = tag | UInt64(UInt32(bitPattern: Int32(truncatingIfNeeded: value)))
        slot = index
        return nil
      }
      if entry & 0xFFFF_FFFF_0000_0000 == tag {
        let stored = Int(Int32(bitPattern: UInt32(truncatingIfNeeded: entry)))
        if isSameIdentifier(stored) {
          slot = index
          return stored
        }
      }
      index = (index + 1) & mask
    }
  }

  /// Replaces the value in `slot`, keeping its hash bits.
  @inlinable
  mutating func replaceValue(at slot: Int, with value: Int) {
    slots[slot] =
      (slots[slot] & 0xFFFF_FFFF_0000_0000)
      | UInt64(UInt32(bitPattern: Int32(truncatingIfNeeded: value)))
  }

  /// Reads the home slots of `hashes[range]` and folds them together.
  ///
  /// The reads have no dependency on each other, so their cache misses overlap; the probes
  /// that follow then find the slots in cache. The caller keeps the fold so that the reads
  /// are not optimized away.
  @inlinable
  func touchHomeSlots(of hashes: [Int], in range: Range<Int>) -> UInt64 {
    var folded: UInt64 = 0
    for index in range { folded ^= slots[hashes[index] & mask] }
    return folded
  }
}
