/// The strings a solver keeps (variable names, constraint texts) as UTF-8 in one
/// ``RawBuffer`` of bytes, each named by a ``Span``: adding one copies its bytes, and freeing
/// them all is at most one deallocation, where an array of strings released each string in
/// turn. The owner frees the store with ``deallocate()`` and copies it with ``copy()``.
///
/// The strings are rebuilt only for what reads them: messages, lookups by name, the list of
/// constraints.
struct TextStore {
  /// Where one string's bytes are.
  struct Span: Sendable {
    var start: Int32
    var count: Int32

    static let empty = Span(start: 0, count: 0)
  }

  private var bytes: RawBuffer<UInt8>

  /// An empty store in memory of its own.
  init() {
    bytes = RawBuffer()
  }

  /// An empty store in `capacity` bytes of its owner's memory at `region`.
  init(region: UnsafeMutablePointer<UInt8>, capacity: Int) {
    bytes = RawBuffer(region: region, capacity: capacity)
  }

  /// The same strings in memory of the copy's own.
  func copy() -> TextStore {
    var copy = self
    copy.bytes = bytes.copy()
    return copy
  }

  /// Frees the memory the store allocated; it must not be used again.
  func deallocate() {
    bytes.deallocate()
  }

  /// The bytes kept, dead ones included.
  var byteCount: Int { bytes.count }

  /// Keeps `text`, returning where its bytes are.
  ///
  /// - Complexity: O(n) for n bytes of text.
  mutating func append(_ text: String) -> Span {
    guard !text.isEmpty else { return .empty }
    let start = bytes.count
    // Read in place (a native string's bytes are contiguous): copying the string to make its
    // bytes contiguous would retain and release it.
    let isCopied = text.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
      bytes.reserve(start + utf8.count)
      if let source = utf8.baseAddress {
        (bytes.base + start).initialize(from: source, count: utf8.count)
      }
      bytes.count = start + utf8.count
      return true
    }
    if isCopied == nil {
      for byte in text.utf8 { bytes.append(byte) }
    }
    return Span(start: Int32(start), count: Int32(bytes.count - start))
  }

  /// The string at `span`.
  func string(_ span: Span) -> String {
    String(
      decoding: UnsafeBufferPointer(start: bytes.base + Int(span.start), count: Int(span.count)),
      as: UTF8.self)
  }

  /// Whether the string at `span` is `text`, without building it.
  func contains(_ text: String, at span: Span) -> Bool {
    text.utf8.elementsEqual(
      UnsafeBufferPointer(start: bytes.base + Int(span.start), count: Int(span.count)))
  }

  /// Keeps only the spans `keep` lists, rewriting them to their new places.
  ///
  /// - Complexity: O(n) for the n bytes kept.
  mutating func compact(_ keep: inout [Span]) {
    var kept = RawBuffer<UInt8>()
    kept.reserve(keep.reduce(0) { $0 + Int($1.count) })
    for index in keep.indices {
      let count = Int(keep[index].count)
      (kept.base + kept.count).initialize(from: bytes.base + Int(keep[index].start), count: count)
      keep[index].start = Int32(kept.count)
      kept.count += count
    }
    bytes.deallocate()
    bytes = kept
  }
}
