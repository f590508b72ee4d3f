/// The small hash table of one partition in ``Changeset``'s partitioned matching: full
/// 64-bit hashes beside 32-bit values, reused from one partition to the next.
///
/// Keeping the whole hash lets the join match items by hash alone, without reading the
/// items, and check identifiers afterwards: two different identifiers with one 64-bit hash
/// are too rare to cost more than a fallback. Linear probing at a load of at most 1/2.
///
/// A class owning its slots: an array held in a struct checks its uniqueness on every
/// write through it, which the join would pay twice per item.
@usableFromInline
final class PartitionTable {
  @usableFromInline let hashes: UnsafeMutableBufferPointer<UInt64>
  /// `Int32.min` marks an empty slot.
  @usableFromInline let values: UnsafeMutableBufferPointer<Int32>
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
    hashes = .allocate(capacity: 1 << bits)
    hashes.initialize(repeating: 0)
    values = .allocate(capacity: 1 << bits)
    values.initialize(repeating: .min)
    mask = (1 << bits) - 1
    self.skippedBits = UInt64(skippedBits)
    shift = UInt64(64 - bits)
  }

  @inlinable
  deinit {
    hashes.deallocate()
    values.deallocate()
  }

  /// Empties the table for the next partition.
  @inlinable
  func removeAll() {
    values.update(repeating: .min)
  }

  /// The first slot of the probe run of `hash`.
  @inlinable
  func home(of hash: UInt64) -> Int {
    Int(truncatingIfNeeded: (hash &<< skippedBits) &>> shift)
  }

  /// Stores `value` for `hash` after the entries already there, unless `stopsAt` holds for
  /// the value of an entry with the same hash: then returns true and stores nothing.
  @inlinable
  func insert(
    _ hash: UInt64, value: Int32, stopsAt: (Int32) -> Bool = { _ in false }
  ) -> Bool {
    var index = home(of: hash)
    while values[index] != .min {
      if hashes[index] == hash, stopsAt(values[index]) { return true }
      index = (index &+ 1) & mask
    }
    hashes[index] = hash
    values[index] = value
    return false
  }

  /// Stores `value` for `hash` in the slot of the first entry with the same hash for whose
  /// value `stopsAt` holds, or after the entries already there.
  @inlinable
  func takeOver(_ hash: UInt64, value: Int32, stopsAt: (Int32) -> Bool) {
    var index = home(of: hash)
    while values[index] != .min {
      if hashes[index] == hash, stopsAt(values[index]) { break }
      index = (index &+ 1) & mask
    }
    hashes[index] = hash
    values[index] = value
  }

  /// The value of the first entry with `hash`, or nil.
  @inlinable
  func value(of hash: UInt64) -> Int32? {
    var index = home(of: hash)
    while values[index] != .min {
      if hashes[index] == hash { return values[index] }
      index = (index &+ 1) & mask
    }
    return nil
  }
}
