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
  /// Before the join, new items are first matched in list order against the old item after
  /// the last match (or the one after it), as the sequential matching does: survivors that
  /// keep their order are matched without hashing, and only the others join. A new item
  /// whose guess fails looks its hash up among a sample of the old items (one in 128), so
  /// that guessing resumes soon after a run of deleted rows.
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
  ///   hashed item in a table that stays in cache, one identifier and one content `==` per
  ///   survivor, and up to two identifier `==` per new item for the order guesses.
  @inlinable
  static func matchItemsPartitioned(
    old: [ListSection<SectionID, Item>], new: [ListSection<SectionID, Item>],
    oldOffsets: [Int], newOffsets: [Int], partitionBits: Int, work: inout DiffWork,
    scratch: DiffScratch = DiffScratch(keepsBuffers: false)
  ) -> (newItemOfOld: [Int32], oldItemOfNew: [Int32], reconfiguredRows: [IndexPath])? {
    let oldCount = oldOffsets[old.count]
    let newCount = newOffsets[new.count]
    var newItemOfOld = DiffScratch.take(&scratch.newItemOfOld, filledWith: -1, count: oldCount)
    var oldItemOfNew = DiffScratch.take(&scratch.oldItemOfNew, filledWith: -1, count: newCount)
    var oldItems = FlatItemReader(old, offsets: oldOffsets)
    var newItems = FlatItemReader(new, offsets: newOffsets)
    var equalityChecks = 0

    // The hashes in list order are only needed to group them and to sample them.
    var oldHashes = DiffScratch.take(&scratch.hashes, filledWith: 0, count: oldCount)
    fillHashes(&oldHashes, of: old)
    work.hashLookups += oldCount
    let sampleStride = 128
    let samples = PartitionTable(
      capacity: (oldCount + sampleStride - 1) / sampleStride, skippingTopBits: 0)
    oldHashes.withUnsafeBufferPointer { hashes in
      for flat in stride(from: 0, to: oldCount, by: sampleStride) {
        _ = samples.insert(hashes[flat], value: Int32(truncatingIfNeeded: flat))
      }
    }
    var oldOrder = scratch.oldOrder
    var oldGroupedHashes = scratch.oldGroupedHashes
    scratch.oldOrder = []
    scratch.oldGroupedHashes = []
    let oldStarts = partition(
      oldHashes, bits: partitionBits, order: &oldOrder, groupedHashes: &oldGroupedHashes)
    if scratch.keepsBuffers { scratch.hashes = oldHashes }
    oldHashes = []
    // Whatever way this returns, the buffers go back for the next diff.
    var newOrder = scratch.newOrder
    var newGroupedHashes = scratch.newGroupedHashes
    scratch.newOrder = []
    scratch.newGroupedHashes = []
    defer {
      if scratch.keepsBuffers {
        scratch.oldOrder = oldOrder
        scratch.oldGroupedHashes = oldGroupedHashes
        scratch.newOrder = newOrder
        scratch.newGroupedHashes = newGroupedHashes
      }
    }

    // New items in list order: the order guess, then the sample; the rest is hashed for the
    // join. A guess never takes an old item already taken: that is a duplicate in `new`,
    // which the sequential matching reports.
    var pendingFlats: [Int32] = []
    var pendingHashes: [UInt64] = []
    var nextOld = 0
    let isDuplicate = newItemOfOld.withUnsafeMutableBufferPointer { newItemOfOld in
      oldItemOfNew.withUnsafeMutableBufferPointer { oldItemOfNew in
        var flat = 0
        for section in new {
          for item in section.items {
            defer { flat += 1 }
            let id = item.id
            var previous = -1
            if nextOld < oldCount {
              equalityChecks &+= 1
              if oldItems.item(atFlat: nextOld).id == id {
                previous = nextOld
              } else if nextOld + 1 < oldCount {
                equalityChecks &+= 1
                if oldItems.item(atFlat: nextOld + 1).id == id { previous = nextOld + 1 }
              }
            }
            if previous < 0 {
              let hash = UInt64(bitPattern: Int64(id.hashValue))
              work.hashLookups += 1
              if let sampled = samples.value(of: hash) {
                equalityChecks &+= 1
                if oldItems.item(atFlat: Int(sampled)).id == id { previous = Int(sampled) }
              }
              if previous < 0 {
                pendingFlats.append(Int32(truncatingIfNeeded: flat))
                pendingHashes.append(hash)
                continue
              }
            }
            if newItemOfOld[previous] >= 0 { return true }
            newItemOfOld[previous] = Int32(truncatingIfNeeded: flat)
            oldItemOfNew[flat] = Int32(truncatingIfNeeded: previous)
            nextOld = previous + 1
          }
        }
        return false
      }
    }
    if isDuplicate { return nil }
    work.hashLookups += pendingFlats.count
    let newStarts = partition(
      pendingHashes, bits: partitionBits, order: &newOrder, groupedHashes: &newGroupedHashes)

    var largest = 0
    for group in 0..<(1 << partitionBits) {
      largest = Swift.max(
        largest,
        oldStarts[group + 1] - oldStarts[group] + newStarts[group + 1] - newStarts[group])
    }
    let table = PartitionTable(capacity: largest, skippingTopBits: partitionBits)
    let isUndecided = newItemOfOld.withUnsafeMutableBufferPointer { newItemOfOld in
      oldItemOfNew.withUnsafeMutableBufferPointer { oldItemOfNew in
        for group in 0..<(1 << partitionBits) {
          table.removeAll()
          // Old entries hold their flat index. An equal hash among old items is a duplicate
          // (or a collision), checked at once.
          for position in oldStarts[group]..<oldStarts[group + 1] {
            let flat = Int(oldOrder[position])
            let hash = oldGroupedHashes[position]
            let found = table.insert(hash, value: Int32(truncatingIfNeeded: flat)) { stored in
              equalityChecks &+= 1
              let first = oldItems.item(atFlat: Int(stored))
              return oldItems.item(atFlat: flat).id == first.id
            }
            if found { return true }
          }
          // A pending new item takes over the old entry with its hash, unchecked until the
          // pass below; one that finds a new entry with its hash compares identifiers at
          // once, since that is a duplicate, as is an old entry already taken by a guess.
          for position in newStarts[group]..<newStarts[group + 1] {
            let flat = Int(pendingFlats[Int(newOrder[position])])
            let hash = newGroupedHashes[position]
            var previous = -1
            var isDuplicate = false
            table.takeOver(hash, value: Int32(truncatingIfNeeded: -(flat + 1))) { stored in
              if stored >= 0 {
                previous = Int(stored)
                return true
              }
              equalityChecks &+= 1
              let first = newItems.item(atFlat: Int(-stored - 1))
              isDuplicate = newItems.item(atFlat: flat).id == first.id
              return isDuplicate
            }
            if isDuplicate { return true }
            // Each group's stores land in increasing positions, few per cache line: they
            // miss, but nothing waits on them.
            if previous >= 0 {
              if newItemOfOld[previous] >= 0 { return true }
              oldItemOfNew[flat] = Int32(truncatingIfNeeded: previous)
              newItemOfOld[previous] = Int32(truncatingIfNeeded: flat)
            }
          }
        }
        return false
      }
    }
    if isUndecided { return nil }

    var reconfiguredRows: [IndexPath] = []
    var flat = 0
    for (sectionIndex, section) in new.enumerated() {
      for (row, item) in section.items.enumerated() {
        defer { flat += 1 }
        let previous = Int(oldItemOfNew[flat])
        guard previous >= 0 else { continue }
        let oldItem = oldItems.item(atFlat: previous)
        equalityChecks &+= 2
        guard oldItem.id == item.id else { return nil }
        if oldItem != item { reconfiguredRows.append(IndexPath(row: row, section: sectionIndex)) }
      }
    }
    work.equalityChecks += equalityChecks
    return (newItemOfOld, oldItemOfNew, reconfiguredRows)
  }

  /// Writes the hash of every item's identifier, section after section, into `hashes`,
  /// which holds one entry per item.
  @inlinable
  static func fillHashes(_ hashes: inout [UInt64], of sections: [ListSection<SectionID, Item>]) {
    hashes.withUnsafeMutableBufferPointer { buffer in
      var flat = 0
      for section in sections {
        for item in section.items {
          buffer[flat] = UInt64(bitPattern: Int64(item.id.hashValue))
          flat += 1
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
    var order: [Int32] = []
    var groupedHashes: [UInt64] = []
    let starts = partition(hashes, bits: bits, order: &order, groupedHashes: &groupedHashes)
    return (starts, order, groupedHashes)
  }

  /// Like ``partition(_:bits:)``, writing the positions and grouped hashes into `order` and
  /// `groupedHashes`, whose capacity is reused; returns the group starts.
  @inlinable
  static func partition(
    _ hashes: [UInt64], bits: Int, order: inout [Int32], groupedHashes: inout [UInt64]
  ) -> [Int] {
    // Zero bits shift everything out: one group.
    let shift = UInt64(64 - bits)
    var starts = [Int](repeating: 0, count: (1 << bits) + 1)
    order.removeAll(keepingCapacity: true)
    order.append(contentsOf: repeatElement(0, count: hashes.count))
    groupedHashes.removeAll(keepingCapacity: true)
    groupedHashes.append(contentsOf: repeatElement(0, count: hashes.count))
    // The loops go through buffers: an array subscript write checks uniqueness each time.
    hashes.withUnsafeBufferPointer { hashes in
      starts.withUnsafeMutableBufferPointer { starts in
        for hash in hashes { starts[Int(truncatingIfNeeded: hash >> shift) &+ 1] &+= 1 }
        for group in 0..<(1 << bits) { starts[group + 1] &+= starts[group] }
      }
      var next = starts
      next.withUnsafeMutableBufferPointer { next in
        order.withUnsafeMutableBufferPointer { orderBuffer in
          groupedHashes.withUnsafeMutableBufferPointer { groupedBuffer in
            for position in hashes.indices {
              let hash = hashes[position]
              let group = Int(truncatingIfNeeded: hash >> shift)
              let target = next[group]
              orderBuffer[target] = Int32(truncatingIfNeeded: position)
              groupedBuffer[target] = hash
              next[group] = target &+ 1
            }
          }
        }
      }
    }
    return starts
  }
}
