/// A map from small dense integer keys (symbols, constraint and variable ids) to values: an
/// array of optionals, so that a lookup is an index and never a hash.
struct DenseTable<Value: Sendable>: Sendable {
  private var slots: [Value?] = []
  /// The number of keys with a value.
  private(set) var count = 0

  subscript(key: Int) -> Value? {
    get { key >= 0 && key < slots.count ? slots[key] : nil }
    set {
      guard key >= 0 else { return }
      if key >= slots.count {
        guard newValue != nil else { return }
        // From 32 slots up by doubling, rather than reallocating at 1, 2, 4, ... keys.
        if key >= slots.capacity { slots.reserveCapacity(Swift.max(32, key * 2)) }
        slots.append(contentsOf: repeatElement(nil, count: key - slots.count + 1))
      }
      count += (newValue != nil ? 1 : 0) - (slots[key] != nil ? 1 : 0)
      slots[key] = newValue
    }
  }

  /// Removes and returns the value of `key`.
  mutating func removeValue(forKey key: Int) -> Value? {
    let value = self[key]
    self[key] = nil
    return value
  }

  /// The keys with values, in increasing order, with their values.
  var elements: [(key: Int, value: Value)] {
    slots.enumerated().compactMap { index, value in value.map { (index, $0) } }
  }

  /// The values, by increasing key.
  var values: [Value] { slots.compactMap { $0 } }
}
