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
        while slots.count < key { slots.append(nil) }
        slots.append(newValue)
        count += 1
        return
      }
      // Swapped in, so that the old value is moved out rather than copied to be tested.
      var old = newValue
      swap(&old, &slots[key])
      count += (newValue != nil ? 1 : 0) - (old != nil ? 1 : 0)
    }
  }

  /// Removes and returns the value of `key`.
  mutating func removeValue(forKey key: Int) -> Value? {
    guard key >= 0, key < slots.count else { return nil }
    var old: Value?
    swap(&old, &slots[key])
    if old != nil { count -= 1 }
    return old
  }

  /// The keys with values, in increasing order, with their values.
  var elements: [(key: Int, value: Value)] {
    slots.enumerated().compactMap { index, value in value.map { (index, $0) } }
  }

  /// The values, by increasing key.
  var values: [Value] { slots.compactMap { $0 } }
}
