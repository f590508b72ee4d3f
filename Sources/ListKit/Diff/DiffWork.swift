/// Counts the hashing and comparing a diff does, so that tests can bound it.
///
/// Two integer increments per item: free next to the hash look-ups they count.
@usableFromInline
struct DiffWork: Sendable {
  /// Hash-table look-ups and inserts of section and item identifiers.
  @usableFromInline var hashLookups = 0
  /// `==` comparisons of identifiers, item contents and section titles.
  @usableFromInline var equalityChecks = 0

  /// The fold of the table slots read ahead of their probes; kept only so that the reads
  /// stay in the optimized code.
  @usableFromInline var warmSlots: UInt64 = 0

  @usableFromInline init() {}
}
