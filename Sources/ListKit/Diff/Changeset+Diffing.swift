import Foundation

extension Changeset {
  /// Diffs `old` against `new`: sections by ``ListSection/id``, items by `Identifiable.id` (across
  /// the whole list, so a row can move between sections) and their content by `==`.
  ///
  /// Survivors in their longest increasing run stay in place, so moving 10 of 100 sections
  /// to the end costs 10 section moves; among equally few moves, sections whose rows change
  /// stay. The result uses as few stages as this planning allows (see ``Changeset``): one in
  /// the common case, at most three.
  ///
  /// - Throws: ``DuplicateIdentifierError`` naming the first repeated identifier, in `old`
  ///   or in `new`, and both its positions.
  /// - Complexity: one hash computation and one hash-table look-up per item and per section
  ///   of `old` and `new`; one identifier `==` per surviving item (plus rare ones on 32-bit
  ///   hash collisions) and one content `==` per surviving item and section. Then array work
  ///   linear in *n* + *m*, except the longest increasing subsequences: O(*k* log *k*) for
  ///   the *k* survivors of one section (or the *k* surviving sections) that do not extend
  ///   the run so far, which is few when few rows move. Expected O(*n* + *m*) overall; the
  ///   log factor appears only for heavily shuffled lists. Past 256 Ki items (old plus
  ///   new), where one hash table would no longer fit in the processor's cache, items are
  ///   matched as a radix-partitioned hash join whose tables do (see
  ///   `matchItemsPartitioned`), so time stays close to linear up to millions of rows.
  @inlinable
  public init(
    from old: [ListSection<SectionID, Item>], to new: [ListSection<SectionID, Item>]
  ) throws(DuplicateIdentifierError) {
    var work = DiffWork()
    self = try Self.diff(from: old, to: new, work: &work, scratch: DiffScratch(keepsBuffers: false))
  }

  /// The diff, counting its hash look-ups and equality checks in `work`.
  @inlinable
  static func diff(
    from old: [ListSection<SectionID, Item>], to new: [ListSection<SectionID, Item>],
    work: inout DiffWork, scratch: DiffScratch = DiffScratch(keepsBuffers: false)
  ) throws(DuplicateIdentifierError) -> Self {
    // Sections. Old entries hold their index; a new section that finds one takes the slot
    // over with -(index + 1), so a second hit on a negative value is a duplicate in `new`.
    // Only new sections that match none are added: the table starts with room for an eighth
    // of them, as the item table does, and doubles when full.
    var sectionTable = IdentifierTable(capacity: old.count + new.count / 8 + 16)
    var sectionEntryCount = old.count
    var oldSectionOfNew = [Int](repeating: -1, count: new.count)
    var slot = 0
    for index in old.indices {
      work.hashLookups += 1
      let id = old[index].id
      if let first = sectionTable.valueOrInsert(
        index, tag: IdentifierTable.tag(ofHash: id.hashValue), slot: &slot,
        isSameIdentifier: { stored in
          work.equalityChecks += 1
          return old[stored].id == id
        })
      {
        throw .sectionDuplicate(id, list: .old, first, index)
      }
    }
    var reconfiguredSectionHeaders: [Int] = []
    for index in new.indices {
      work.hashLookups += 1
      let id = new[index].id
      guard
        let previous = sectionTable.valueOrInsert(
          -(index + 1), tag: IdentifierTable.tag(ofHash: id.hashValue), slot: &slot,
          isSameIdentifier: { stored in
            work.equalityChecks += 1
            return stored >= 0 ? old[stored].id == id : new[-stored - 1].id == id
          })
      else {
        sectionEntryCount += 1
        if sectionEntryCount == sectionTable.capacity { sectionTable = sectionTable.doubled() }
        continue
      }
      guard previous >= 0 else {
        throw .sectionDuplicate(id, list: .new, -previous - 1, index)
      }
      sectionTable.replaceValue(at: slot, with: -(index + 1))
      oldSectionOfNew[index] = previous
      work.equalityChecks += 1
      if old[previous].title != new[index].title { reconfiguredSectionHeaders.append(index) }
    }

    // Items, flattened.
    var oldOffsets = [0]
    oldOffsets.reserveCapacity(old.count + 1)
    for section in old { oldOffsets.append(oldOffsets[oldOffsets.count - 1] + section.items.count) }
    var newOffsets = [0]
    newOffsets.reserveCapacity(new.count + 1)
    for section in new { newOffsets.append(newOffsets[newOffsets.count - 1] + section.items.count) }
    var (newItemOfOld, oldItemOfNew, reconfiguredRows) = try matchItems(
      old: old, new: new, oldOffsets: oldOffsets, newOffsets: newOffsets, work: &work,
      scratch: scratch)

    let planner = StagePlanner(
      oldSectionOfNew: oldSectionOfNew, oldOffsets: oldOffsets, newOffsets: newOffsets,
      oldItemOfNew: oldItemOfNew, newItemOfOld: newItemOfOld)
    // The planner holds the maps alone from here, so that they go back to the scratch whole.
    newItemOfOld = []
    oldItemOfNew = []
    defer {
      if scratch.keepsBuffers {
        scratch.newItemOfOld = planner.newItemOfOld
        scratch.oldItemOfNew = planner.oldItemOfNew
      }
    }
    let stages = planner.plan(scratch: scratch).map { planned in
      Stage(
        batch: planned.batch,
        sections: planned.snapshot.map { materialize($0, old: old, new: new, planner: planner) }
          ?? new)
    }
    return Changeset(
      stages: stages, reconfiguredRows: reconfiguredRows,
      reconfiguredSectionHeaders: reconfiguredSectionHeaders, sections: new)
  }

  /// Matches items by identifier across both lists, throwing on the first duplicate, and
  /// lists the survivors whose content changed (final coordinates).
  ///
  /// Large lists go through ``matchItemsPartitioned(old:new:oldOffsets:newOffsets:partitionBits:work:)``,
  /// falling back here when it cannot decide. The hash table and the hash tags live only
  /// here, so they are freed before stages are planned.
  @inlinable
  static func matchItems(
    old: [ListSection<SectionID, Item>], new: [ListSection<SectionID, Item>],
    oldOffsets: [Int], newOffsets: [Int], work: inout DiffWork,
    scratch: DiffScratch = DiffScratch(keepsBuffers: false)
  ) throws(DuplicateIdentifierError) -> (
    newItemOfOld: [Int32], oldItemOfNew: [Int32], reconfiguredRows: [IndexPath]
  ) {
    let oldCount = oldOffsets[old.count]
    let newCount = newOffsets[new.count]
    if oldCount + newCount > partitioningThreshold,
      let matched = matchItemsPartitioned(
        old: old, new: new, oldOffsets: oldOffsets, newOffsets: newOffsets,
        partitionBits: partitionBits(forItemCount: oldCount + newCount), work: &work,
        scratch: scratch)
    {
      return matched
    }
    // Old entries hold their flat index; a new item that matches none is stored as
    // -(flat + 1), so a hit on a negative value is a duplicate in `new`.
    // Sized for the old items and an eighth of the new ones, most of which the order guess
    // matches without the table; it doubles if more new items than that miss. A table for
    // every new item too would be twice as large, zeroed for nothing and out of cache.
    let itemTable = IdentifierTable(capacity: oldCount + newCount / 8 + 16)
    // Fresh maps, not the scratch's: below the threshold the allocator reuses their memory
    // anyway, and the loops below write them faster when they are known to be unique.
    var newItemOfOld = [Int32](repeating: -1, count: oldCount)
    var oldItemOfNew = [Int32](repeating: -1, count: newCount)
    var slot = 0
    // Hash tags first, in a tight loop, so that the home slots of the items two blocks ahead
    // can be read before they are probed: on large lists the table does not fit in cache,
    // and those reads, issued back to back, overlap their misses.
    let lookAhead = 32
    var tags = [UInt32](repeating: 0, count: oldCount)
    fillTags(&tags, of: old)
    // Survivors mostly keep their order, so the readers' last sections are good first
    // guesses for the next reads.
    var oldItems = FlatItemReader(old, offsets: oldOffsets)
    var newItems = FlatItemReader(new, offsets: newOffsets)
    var warm = itemTable.touchHomeSlots(of: tags, in: 0..<Swift.min(2 * lookAhead, oldCount))
    var flat = 0
    var equalityChecks = 0
    for section in old {
      // Identifiers that share a hash are compared pairwise, in a run of equal tags: most of
      // those comparisons are with rows of this same section, read here without a copy.
      let sectionStart = flat
      let duplicate: (first: Int, second: Int)? = section.items.withUnsafeBufferPointer {
        items in
        for item in items {
          if flat % lookAhead == 0 {
            warm ^= itemTable.touchHomeSlots(
              of: tags,
              in: Swift.min(
                flat + 2 * lookAhead, oldCount)..<Swift.min(flat + 3 * lookAhead, oldCount))
          }
          let id = item.id
          if let first = itemTable.valueOrInsert(
            flat, tag: tags[flat], slot: &slot,
            isSameIdentifier: { stored in
              equalityChecks &+= 1
              let row = stored &- sectionStart
              return row >= 0 ? items[row].id == id : oldItems.item(atFlat: stored).id == id
            })
          {
            return (first, flat)
          }
          flat += 1
        }
        return nil
      }
      if let duplicate {
        throw .itemDuplicate(
          oldItems.item(atFlat: duplicate.second).id, list: .old, duplicate.first,
          duplicate.second, offsets: oldOffsets)
      }
    }
    work.hashLookups += oldCount
    work.equalityChecks += equalityChecks
    // New items. Survivors mostly keep their order, so the old item after the last match is
    // tried first: when it has the identifier, the item is matched without hashing. A failed
    // guess stops guessing until a match found in the table follows its predecessor again, so
    // a shuffled list costs few wasted comparisons. Matched items stay out of the table: a
    // repeat of one finds its old entry already taken in `newItemOfOld`.
    var reconfiguredRows: [IndexPath] = []
    var nextOld = 0
    var isGuessing = true
    flat = 0
    // A variable apart from the old pass's table, which closures capture: one they capture
    // would live in a box, read through on every probe.
    var table = itemTable
    var entryCount = oldCount
    for sectionIndex in new.indices {
      let items = new[sectionIndex].items
      for row in items.indices {
        defer { flat += 1 }
        let item = items[row]
        let id = item.id
        var previous = -1
        if isGuessing, nextOld < oldCount {
          work.equalityChecks += 1
          if oldItems.item(atFlat: nextOld).id == id {
            previous = nextOld
          } else {
            isGuessing = false
          }
        }
        if previous < 0 {
          work.hashLookups += 1
          let stored = table.valueOrInsert(
            -(flat + 1), tag: IdentifierTable.tag(ofHash: id.hashValue), slot: &slot,
            isSameIdentifier: { stored in
              work.equalityChecks += 1
              if stored >= 0 {
                return oldItems.item(atFlat: stored).id == id
              }
              return newItems.item(atFlat: -stored - 1).id == id
            })
          guard let stored else {
            entryCount += 1
            if entryCount == table.capacity { table = table.doubled() }
            continue
          }
          guard stored >= 0 else {
            throw .itemDuplicate(id, list: .new, -stored - 1, flat, offsets: newOffsets)
          }
          previous = stored
          isGuessing = previous == nextOld
        }
        let first = Int(newItemOfOld[previous])
        guard first < 0 else {
          throw .itemDuplicate(id, list: .new, first, flat, offsets: newOffsets)
        }
        oldItemOfNew[flat] = Int32(truncatingIfNeeded: previous)
        newItemOfOld[previous] = Int32(truncatingIfNeeded: flat)
        nextOld = previous + 1
        work.equalityChecks += 1
        if oldItems.item(atFlat: previous) != item {
          reconfiguredRows.append(IndexPath(row: row, section: sectionIndex))
        }
      }
    }
    work.warmSlots = warm
    return (newItemOfOld, oldItemOfNew, reconfiguredRows)
  }

  /// Writes the hash tag of every item's identifier, section after section, into `tags`.
  @inlinable
  static func fillTags(_ tags: inout [UInt32], of sections: [ListSection<SectionID, Item>]) {
    tags.withUnsafeMutableBufferPointer { buffer in
      var flat = 0
      for section in sections {
        for item in section.items {
          buffer[flat] = IdentifierTable.tag(ofHash: item.id.hashValue)
          flat += 1
        }
      }
    }
  }

  /// Builds an intermediate stage's sections from keys: survivors keep their old content,
  /// inserted items and sections come from `new`, surviving sections keep their old title.
  @inlinable
  static func materialize(
    _ snapshot: KeyedSnapshot, old: [ListSection<SectionID, Item>],
    new: [ListSection<SectionID, Item>],
    planner: StagePlanner
  ) -> [ListSection<SectionID, Item>] {
    let oldItemCount = planner.oldOffsets[old.count]
    var oldItems = FlatItemReader(old, offsets: planner.oldOffsets)
    var newItems = FlatItemReader(new, offsets: planner.newOffsets)
    var sections: [ListSection<SectionID, Item>] = []
    sections.reserveCapacity(snapshot.sectionKeys.count)
    for (index, key) in snapshot.sectionKeys.enumerated() {
      let keys = snapshot.itemKeys[snapshot.offsets[index]..<snapshot.offsets[index + 1]]
      // A section still holding exactly its old rows is shared, not copied.
      if key < old.count, keys.count == old[key].items.count,
        keys.first.map({ $0 == planner.oldOffsets[key] }) ?? true,
        !keys.indices.contains(where: { keys[$0] != keys[keys.startIndex] + ($0 - keys.startIndex) }
        )
      {
        sections.append(old[key])
        continue
      }
      var section = key < old.count ? old[key] : new[key - old.count]
      section.items = keys.map { key in
        key < oldItemCount
          ? oldItems.item(atFlat: key)
          : newItems.item(atFlat: key - oldItemCount)
      }
      sections.append(section)
    }
    return sections
  }
}
