/// Identifiers in the order they were first added, each once: a snapshot's reload and
/// reconfigure lists.
struct OrderedIdentifiers<Identifier: Hashable & Sendable>: Hashable, Sendable {
  /// The identifiers, oldest first.
  private(set) var elements: [Identifier] = []
  private var members: Set<Identifier> = []

  /// Adds the identifiers not already present, in order.
  ///
  /// - Complexity: O(*k*) for *k* identifiers.
  mutating func append(contentsOf identifiers: [Identifier]) {
    for identifier in identifiers where members.insert(identifier).inserted {
      elements.append(identifier)
    }
  }

  /// Removes the identifiers `isRemoved` accepts.
  ///
  /// - Complexity: O(*n*) for *n* identifiers held; nothing when none is held.
  mutating func removeAll(where isRemoved: (Identifier) -> Bool) {
    guard !elements.isEmpty else { return }
    elements.removeAll(where: isRemoved)
    members = Set(elements)
  }

  /// Removes every identifier.
  mutating func removeAll() {
    elements = []
    members = []
  }
}
