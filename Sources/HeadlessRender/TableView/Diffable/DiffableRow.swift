/// A row of a diffable data source: its identifier is all it is, so the diff sees moves,
/// inserts and deletes but never a content change.
struct DiffableRow<ID: Hashable & Sendable>: Identifiable, Hashable, Sendable {
  /// The item identifier.
  let id: ID
}
