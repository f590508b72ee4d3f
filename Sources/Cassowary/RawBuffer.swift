/// A growable run of plain values in raw memory: at first a region its owner hands it (a slice
/// of the solver's one allocation, see ``Tableau``), then, when it outgrows the region, memory
/// of its own.
///
/// Reading and writing is a load or a store: no bounds check (debug builds assert the index),
/// no uniqueness check, no reference counting. The buffer is not a value: copying it shares the
/// memory. Its owner frees it with ``deallocate()`` and copies it with ``copy()``.
struct RawBuffer<Element> {
  private(set) var base: UnsafeMutablePointer<Element>
  // 32-bit, so that a buffer is 16 bytes and a tableau's dozen of them share few cache lines.
  private var storedCount: UInt32 = 0
  /// The capacity in the low 31 bits; the top bit set when `base` was allocated by the
  /// buffer, not handed to it.
  private var capacityAndOwnership: UInt32

  /// The elements in use, from `base` on.
  var count: Int {
    @inline(__always) get { Int(storedCount) }
    @inline(__always) set { storedCount = UInt32(newValue) }
  }

  /// The elements the memory holds.
  var capacity: Int { Int(capacityAndOwnership & 0x7FFF_FFFF) }

  /// Whether `base` was allocated by the buffer, not handed to it.
  private var isOwned: Bool { capacityAndOwnership & 0x8000_0000 != 0 }

  /// A buffer with no memory, which allocates its own when it first grows.
  init() {
    // An aligned address that is never read, as an empty Array's: no allocation.
    if let empty = UnsafeMutablePointer<Element>(bitPattern: MemoryLayout<Element>.alignment) {
      base = empty
      capacityAndOwnership = 0
    } else {
      base = .allocate(capacity: 1)
      capacityAndOwnership = 1 | 0x8000_0000
    }
  }

  /// A buffer in `capacity` elements of someone else's memory at `region`.
  init(region: UnsafeMutablePointer<Element>, capacity: Int) {
    base = region
    capacityAndOwnership = UInt32(capacity)
  }

  /// Frees the memory if the buffer allocated it; the buffer must not be used again.
  func deallocate() {
    if isOwned { base.deallocate() }
  }

  /// The same elements in memory of the copy's own.
  func copy() -> RawBuffer {
    var copy = RawBuffer()
    copy.reserve(capacity)
    copy.base.initialize(from: base, count: count)
    copy.count = count
    return copy
  }

  /// The element at `index`, read and written in place.
  subscript(index: Int) -> Element {
    @inline(__always) unsafeAddress {
      assert(index >= 0 && index < capacity)
      return UnsafePointer(base + index)
    }
    @inline(__always) nonmutating unsafeMutableAddress {
      assert(index >= 0 && index < capacity)
      return base + index
    }
  }

  /// Makes room for `minimum` elements, moving to memory of the buffer's own (at least twice
  /// the old capacity) when the current memory is too small.
  ///
  /// - Complexity: O(n) for n elements when it moves, else O(1).
  mutating func reserve(_ minimum: Int) {
    guard minimum > capacity else { return }
    let grown = Swift.max(minimum, 2 * capacity)
    precondition(grown < 0x8000_0000, "a solver buffer of more than 2^31 elements")
    let moved = UnsafeMutablePointer<Element>.allocate(capacity: grown)
    moved.moveInitialize(from: base, count: count)
    if isOwned { base.deallocate() }
    base = moved
    capacityAndOwnership = UInt32(grown) | 0x8000_0000
  }

  /// Appends `element`, growing as needed.
  @inline(__always)
  mutating func append(_ element: Element) {
    if count == capacity { reserve(Swift.max(8, count + 1)) }
    (base + count).initialize(to: element)
    count += 1
  }

  /// Removes and returns the last element, if any.
  @inline(__always)
  mutating func popLast() -> Element? {
    guard count > 0 else { return nil }
    count -= 1
    return base[count]
  }

  /// The indices of the elements in use.
  var indices: Range<Int> { 0..<count }

  /// Removes every element, keeping the memory.
  mutating func removeAll() {
    count = 0
  }

  /// The elements in use, to iterate, sort or search.
  var elements: UnsafeMutableBufferPointer<Element> {
    UnsafeMutableBufferPointer(start: base, count: count)
  }
}
