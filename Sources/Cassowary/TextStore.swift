/// The strings a solver keeps (variable names, constraint texts) as UTF-8 in one byte array,
/// each named by a ``Span``: adding one copies its bytes, and freeing them all is one
/// deallocation, where an array of strings released each string in turn.
///
/// The strings are rebuilt only for what reads them: messages, lookups by name, the list of
/// constraints.
struct TextStore: Sendable {
  /// Where one string's bytes are.
  struct Span: Sendable {
    var start: Int32
    var count: Int32

    static let empty = Span(start: 0, count: 0)
  }

  private(set) var bytes: [UInt8] = []

  /// Makes room for `count` bytes.
  mutating func reserveCapacity(_ count: Int) {
    bytes.reserveCapacity(count)
  }

  /// Keeps `text`, returning where its bytes are.
  ///
  /// - Complexity: O(n) for n bytes of text.
  mutating func append(_ text: String) -> Span {
    guard !text.isEmpty else { return .empty }
    let start = bytes.count
    var text = text
    text.withUTF8 { utf8 in
      if bytes.count + utf8.count > bytes.capacity {
        bytes.reserveCapacity(Swift.max(2 * bytes.capacity, bytes.count + utf8.count))
      }
      bytes.append(contentsOf: utf8)
    }
    return Span(start: Int32(start), count: Int32(bytes.count - start))
  }

  /// The string at `span`.
  func string(_ span: Span) -> String {
    let start = Int(span.start)
    return String(decoding: bytes[start..<(start + Int(span.count))], as: UTF8.self)
  }

  /// Whether the string at `span` is `text`, without building it.
  func contains(_ text: String, at span: Span) -> Bool {
    let start = Int(span.start)
    return text.utf8.elementsEqual(bytes[start..<(start + Int(span.count))])
  }

  /// Keeps only the spans `keep` lists, rewriting them to their new places.
  ///
  /// - Complexity: O(n) for the n bytes kept.
  mutating func compact(_ keep: inout [Span]) {
    var kept: [UInt8] = []
    kept.reserveCapacity(keep.reduce(0) { $0 + Int($1.count) })
    for index in keep.indices {
      let start = Int(keep[index].start)
      keep[index].start = Int32(kept.count)
      kept.append(contentsOf: bytes[start..<(start + Int(keep[index].count))])
    }
    bytes = kept
  }
}
