/// An open-addressing hash table from identifiers to small integers, keyed by precomputed
/// hash tags: the diff's table for lists that fit in cache (larger ones are joined partition
/// by partition, see ``PartitionTable``).
///
/// A tag is the top 32 bits of an identifier's hash (see ``tag(ofHash:)``), so the list of
/// tags takes half the memory of the hashes. Each slot packs a tag with a 32-bit value into
/// one word, so a probe reads one cache line and compares identifiers only when the tags
/// match. Linear probing at a load of at most 1/2. Values must fit in `Int32`: lists of up
/// to 2^31 - 1 rows.
///
/// A class owning its slots: an array held in a struct checks its uniqueness on every
/// write through it, once per item.
@usableFromInline
final class IdentifierTable {
  // 0 is an empty slot; an occupied one has a non-zero tag in its high half.
  @usableFromInline let slots: UnsafeMutableBufferPointer<UInt64>
  @usableFromInline let mask: Int
  /// 32 minus the number of index bits: a tag shifted right by this is its home slot.
  @usableFromInline let tagShift: UInt32

  /// A table for up to `count` entries, at a load of at most 1/2: linear probing slows
  /// sharply past it (an absent key costs about 5 probes at 2/3 against 2.5 at 1/2).
  @inlinable
  init(capacity count: Int) {
    var bits: UInt32 = 4
    while 1 << bits < count * 2 && bits < 32 { bits += 1 }
    slots = .allocate(capacity: 1 << bits)
    slots.initialize(repeating: 0)
    mask = (1 << bits) - 1
    tagShift = 32 - bits
  }

  @inlinable
  deinit {
    slots.deallocate()
  }

  /// How many entries the table holds at a load of 1/2.
  @inlinable
  var capacity: Int { slots.count / 2 }

  /// A table of twice the capacity holding the same entries, for when this one is full.
  ///
  /// Entries move by their tags alone, without their identifiers. Lookups find the same
  /// entries, though an entry's slot changes (see ``valueOrInsert(_:tag:slot:isSameIdentifier:)``).
  @inlinable
  func doubled() -> IdentifierTable {
    let table = IdentifierTable(capacity: 2 * capacity)
    for entry in slots where entry != 0 {
      var index = table.home(of: UInt32(truncatingIfNeeded: entry >> 32))
      while table.slots[index] != 0 { index = (index &+ 1) & table.mask }
      table.slots[index] = entry
    }
    return table
  }

  /// The tag of an identifier whose `hashValue` is `hash`: its top 32 bits, never 0.
  @inlinable
  static func tag(ofHash hash: Int) -> UInt32 {
    UInt32(truncatingIfNeeded: hash >> 32) | 1
  }

  /// The home slot of an entry whose tag is `tag`.
  @inlinable
  func home(of tag: UInt32) -> Int {
    Int(truncatingIfNeeded: tag &>> tagShift)
  }

  /// The value stored for the entry whose tag is `tag` and for which `isSameIdentifier`
  /// holds, or nil after storing `value` for it.
  ///
  /// `slot` is set to where the entry lives, for ``replaceValue(at:with:)``.
  ///
  /// - Complexity: expected O(1).
  @inlinable
  func valueOrInsert(
    _ value: Int, tag: UInt32, slot: inout Int, isSameIdentifier: (Int) -> Bool
  ) -> Int? {
    let high = UInt64(tag) << 32
    var index = home(of: tag)
    while true {
      let entry = slots[index]
      if entry == 0 {
        slots[index] = high | UInt64(UInt32(bitPattern: Int32(truncatingIfNeeded: value)))
        slot = index
        return nil
      }
      if entry & 0xFFFF_FFFF_0000_0000 == high {
        let stored = Int(Int32(bitPattern: UInt32(truncatingIfNeeded: entry)))
        if isSameIdentifier(stored) {
          slot = index
          return stored
        }
      }
      index = (index &+ 1) & mask
    }
  }

  /// Replaces the value in `slot`, keeping its tag.
  @inlinable
  func replaceValue(at slot: Int, with value: Int) {
    slots[slot] =
      (slots[slot] & 0xFFFF_FFFF_0000_0000)
      | UInt64(UInt32(bitPattern: Int32(truncatingIfNeeded: value)))
  }

  /// Reads the home slots of `tags[range]` and folds them together.
  ///
  /// The reads have no dependency on each other, so their cache misses overlap; the probes
  /// that follow then find the slots in cache. The caller keeps the fold so that the reads
  /// are not optimized away.
  @inlinable
  func touchHomeSlots(of tags: [UInt32], in range: Range<Int>) -> UInt64 {
    var folded: UInt64 = 0
    for index in range { folded ^= slots[home(of: tags[index])] }
    return folded
  }
}
