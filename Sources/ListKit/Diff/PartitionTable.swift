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

  /// Stores `value` for `hash` after the entries already there, unless `stopsAt` holds for
  /// the value of an entry with the same hash: then returns true and stores nothing.
  @inlinable
  mutating func insert(
    _ hash: UInt64, value: Int32, stopsAt: (Int32) -> Bool = { _ in false }
  ) -> Bool {
    let mask = mask
    var index = home(of: hash)
    return hashes.withUnsafeMutableBufferPointer { hashes in
      values.withUnsafeMutableBufferPointer { values in
        while values[index] != .min {
          if hashes[index] == hash, stopsAt(values[index]) { return true }
          index = (index &+ 1) & mask
        }
        hashes[index] = hash
        values[index] = value
        return false
      }
    }
  }

  /// Stores `value` for `hash` in the slot of the first entry with the same hash for whose
  /// value `stopsAt` holds, or after the entries already there.
  @inlinable
  mutating func takeOver(_ hash: UInt64, value: Int32, stopsAt: (Int32) -> Bool) {
    let mask = mask
    var index = home(of: hash)
    hashes.withUnsafeMutableBufferPointer { hashes in
      values.withUnsafeMutableBufferPointer { values in
        while values[index] != .min {
          if hashes[index] == hash, stopsAt(values[index]) { break }
          index = (index &+ 1) & mask
        }
        hashes[index] = hash
        values[index] = value
      }
    }
  }

  /// The value of the first entry with `hash`, or nil.
  @inlinable
  func value(of hash: UInt64) -> Int32? {
    let mask = mask
    var index = home(of: hash)
    return hashes.withUnsafeBufferPointer { hashes in
      values.withUnsafeBufferPointer { values in
        while values[index] != .min {
          if hashes[index] == hash { return values[index] }
          index = (index &+ 1) & mask
        }
        return nil
      }
    }
  }
}
