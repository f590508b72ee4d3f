/// Buffers a diff borrows and gives back, so that a caller that diffs again and again (a
/// ``SectionStore``) reuses memory already mapped instead of faulting in fresh pages.
///
/// A diff of a million rows needs about 30 MB of item-sized buffers. Allocated afresh, the C
/// allocator hands such buffers back to the system when they are freed, and the next diff
/// pays a page fault for every 4 KB it touches again: that doubled the time of a million-row
/// diff. Each buffer here keeps its capacity between diffs; a diff empties it before use.
@usableFromInline
final class DiffScratch {
  /// For each old item, its new position (the diff's result while it plans).
  @usableFromInline var newItemOfOld: [Int32] = []
  /// For each new item, its old position.
  @usableFromInline var oldItemOfNew: [Int32] = []
  /// Item hashes in list order, before they are grouped.
  @usableFromInline var hashes: [UInt64] = []
  /// The grouped positions and hashes of the old items, then of the new ones left to join.
  @usableFromInline var oldOrder: [Int32] = []
  @usableFromInline var oldGroupedHashes: [UInt64] = []
  @usableFromInline var newOrder: [Int32] = []
  @usableFromInline var newGroupedHashes: [UInt64] = []
  /// The batch builder's row buffers.
  var candidates: [Int32] = []
  var candidateRows: [Int32] = []
  var isStationary: [Bool] = []
  var lis = LongestIncreasingSubsequence()

  /// Whether buffers given back are kept for the next diff. A diff run once gives them up
  /// as soon as it is done with them, so that its peak memory stays that of the diff alone.
  @usableFromInline let keepsBuffers: Bool

  /// Scratch for many diffs (`keepsBuffers`) or for one.
  @usableFromInline init(keepsBuffers: Bool) {
    self.keepsBuffers = keepsBuffers
  }

  /// `buffer`, emptied (keeping its capacity when nothing else holds it) and then holding
  /// `count` copies of `value`; `buffer` itself is left empty.
  @inlinable
  static func take<Element>(
    _ buffer: inout [Element], filledWith value: Element, count: Int
  ) -> [Element] {
    var taken: [Element] = []
    swap(&taken, &buffer)
    taken.removeAll(keepingCapacity: true)
    taken.append(contentsOf: repeatElement(value, count: count))
    return taken
  }
}
