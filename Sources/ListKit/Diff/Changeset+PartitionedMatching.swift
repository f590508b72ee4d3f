import Foundation

extension Changeset {
  /// Lists with more items than this (old plus new) are matched partition by partition:
  /// below it, the one table fits in the processor's second-level cache anyway.
  @usableFromInline static var partitioningThreshold: Int { 256 * 1024 }

  /// How many top hash bits pick the partition of `itemCount` items: enough for at most
  /// 8,192 items a partition on average, whose table (two to four slots per item, twelve
  /// bytes a slot) stays within the second-level cache.
  @inlinable
  static func partitionBits(forItemCount itemCount: Int) -> Int {
    var bits = 0
    while itemCount >> bits > 8 * 1024 && bits < 16 { bits += 1 }
    return bits
  }

  /// Matches items like ``matchItems(old:new:oldOffsets:newOffsets:work:)``, but as a
  /// radix-partitioned hash join, so that large lists never probe a table bigger than the
  /// cache: items are grouped by the top `partitionBits` bits of their hash, and each group
  /// is joined in one small table, emptied and reused for the next group.
  ///
  /// The join compares 64-bit hashes, not identifiers, so that it never reads the items in
  /// the scattered order of the groups. A pass in new order then checks each match's
  /// identifiers and compares contents, reading old items in nearly sequential order when
  /// most keep it.
  ///
  /// - Returns: nil when the sequential matching must decide instead: a duplicate
  ///   identifier (whose error names the *first* repeat in list order, which the groups do
  ///   not see), or one hash shared by different identifiers that misled a match (about one
  ///   chance in 10^7 for a million distinct identifiers with a good hash).
  /// - Complexity: O(*n* + *m*): two passes over the hashes to group them, one probe per
  ///   item in a table that stays in cache, one identifier and one content `==` per survivor.
  @inlinable
  static func matchItemsPartitioned(
    old: [Section<SectionID, Item>], new: [Section<SectionID, Item>],
    oldOffsets: [Int], newOffsets: [Int], partitionBits: Int, work: inout DiffWork
  ) -> (newItemOfOld: [Int32], oldItemOfNew: [Int32], reconfiguredRows: [IndexPath])? {
    let oldCount = oldOffsets[old.count]
    let newCount = newOffsets[new.count]
    // The hashes in list order are only needed to group them: temporaries, freed at once.
    let (oldStarts, oldOrder, oldGroupedHashes) = partition(
      hashes(of: old, count: oldCount), bits: partitionBits)
    let (newStarts, newOrder, newGroupedHashes) = partition(
      hashes(of: new, count: newCount), bits: partitionBits)
    var largest = 0
    for group in 0..<(1 << partitionBits) {
      largest = Swift.max(
        largest,
        oldStarts[group + 1] - oldStarts[group] + newStarts[group + 1] - newStarts[group])
    }

    var newItemOfOld = [Int32](repeating: -1, count: oldCount)
    var oldItemOfNew = [Int32](repeating: -1, count: newCount)
    var table = PartitionTable(capacity: largest, skippingTopBits: partitionBits)
    var oldCursor = 0
    var newCursor = 0
    for group in 0..<(1 << partitionBits) {
      table.removeAll()
      // Old entries hold their flat index. An equal hash among old items is a duplicate
      // (or a collision), checked at once.
      for position in oldStarts[group]..<oldStarts[group + 1] {
        let flat = Int(oldOrder[position])
        let hash = oldGroupedHashes[position]
        work.hashLookups += 1
        var index = table.home(of: hash)
        while table.values[index] != .min {
          if table.hashes[index] == hash {
            work.equalityChecks += 1
            let first = old.item(atFlat: Int(table.values[index]), offsets: oldOffsets)
            if old.item(atFlat: flat, offsets: oldOffsets, guess: &oldCursor).id == first.id {
              return nil
            }
          }
          index = (index + 1) & table.mask
        }
        table.hashes[index] = hash
        table.values[index] = Int32(truncatingIfNeeded: flat)
      }
      // A new item takes over the old entry with its hash, unchecked until the pass below;
      // one that finds a new entry with its hash compares identifiers at once, since that
      // is a duplicate.
      for position in newStarts[group]..<newStarts[group + 1] {
        let flat = Int(newOrder[position])
        let hash = newGroupedHashes[position]
        work.hashLookups += 1
        var index = table.home(of: hash)
        var previous = -1
        while table.values[index] != .min {
          if table.hashes[index] == hash {
            let stored = Int(table.values[index])
            if stored >= 0 {
              previous = stored
              break
            }
            work.equalityChecks += 1
            let first = new.item(atFlat: -stored - 1, offsets: newOffsets)
            if new.item(atFlat: flat, offsets: newOffsets, guess: &newCursor).id == first.id {
              return nil
            }
          }
          index = (index + 1) & table.mask
        }
        table.hashes[index] = hash
        table.values[index] = Int32(truncatingIfNeeded: -(flat + 1))
        // Each group's stores land in increasing positions, few per cache line: they miss,
        // but nothing waits on them.
        if previous >= 0 {
          oldItemOfNew[flat] = Int32(truncatingIfNeeded: previous)
          newItemOfOld[previous] = Int32(truncatingIfNeeded: flat)
        }
      }
    }

    var reconfiguredRows: [IndexPath] = []
    var flat = 0
    for (sectionIndex, section) in new.enumerated() {
      for (row, item) in section.items.enumerated() {
        defer { flat += 1 }
        let previous = Int(oldItemOfNew[flat])
        guard previous >= 0 else { continue }
        let oldItem = old.item(atFlat: previous, offsets: oldOffsets, guess: &oldCursor)
        work.equalityChecks += 2
        guard oldItem.id == item.id else { return nil }
        if oldItem != item { reconfiguredRows.append(IndexPath(row: row, section: sectionIndex)) }
      }
    }
    return (newItemOfOld, oldItemOfNew, reconfiguredRows)
  }

  /// The hash of every item's identifier, section after section.
  @inlinable
  static func hashes(of sections: [Section<SectionID, Item>], count: Int) -> [UInt64] {
    [UInt64](unsafeUninitializedCapacity: count) { buffer, initialized in
      for section in sections {
        for item in section.items {
          buffer[initialized] = UInt64(bitPattern: Int64(item.id.hashValue))
          initialized += 1
        }
      }
    }
  }

  /// Groups the positions of `hashes` by their top `bits` bits, keeping each group in
  /// increasing order: a counting sort.
  ///
  /// - Returns: where each group starts in `order` (one more entry than groups), the
  ///   positions, group after group, and their hashes in the same order, so that the join
  ///   reads both sequentially.
  /// - Complexity: O(*n* + 2^`bits`).
  @inlinable
  static func partition(
    _ hashes: [UInt64], bits: Int
  ) -> (starts: [Int], order: [Int32], groupedHashes: [UInt64]) {
    // Zero bits shift everything out: one group.
    let shift = UInt64(64 - bits)
    var starts = [Int](repeating: 0, count: (1 << bits) + 1)
    for hash in hashes { starts[Int(truncatingIfNeeded: hash >> shift) + 1] += 1 }
    for group in 0..<(1 << bits) { starts[group + 1] += starts[group] }
    // Every position is written exactly once, so the arrays need no zeroing first: on a
    // million items that saves two passes over 12 MB.
    var next = starts
    var order: [Int32] = []
    let groupedHashes = [UInt64](unsafeUninitializedCapacity: hashes.count) {
      groupedBuffer, groupedCount in
      order = [Int32](unsafeUninitializedCapacity: hashes.count) { orderBuffer, orderCount in
        for (position, hash) in hashes.enumerated() {
          let group = Int(truncatingIfNeeded: hash >> shift)
          orderBuffer[next[group]] = Int32(truncatingIfNeeded: position)
          groupedBuffer[next[group]] = hash
          next[group] += 1
        }
        orderCount = hashes.count
      }
      groupedCount = hashes.count
    }
    return (starts, order, groupedHashes)
  }
}
