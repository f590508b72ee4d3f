/// The one owner of a ``Tableau``, and the memory it starts in: one object holding the tableau
/// and, after it, the tableau's arena, so that a cell-sized solver's whole hot state is one
/// allocation, reached through one pointer.
///
/// The storage frees the memory the tableau's buffers allocated when they outgrew the arena,
/// and copies the tableau for a solver that must change one another solver shares. The solver
/// reaches the tableau through ``withTableau(_:)``, a pointer into the object: plain memory
/// access, where a class's stored property would be checked for overlapping access at run
/// time on every use.
final class TableauStorage: ManagedBuffer<Tableau, UInt64> {
  /// Storage for an empty tableau in an arena of its own.
  static func make() -> TableauStorage {
    let words = (Tableau.arenaByteCount + 7) / 8
    let storage = create(minimumCapacity: words) { buffer in
      Tableau(arena: buffer.withUnsafeMutablePointerToElements { UnsafeMutableRawPointer($0) })
    }
    return unsafeDowncast(storage, to: TableauStorage.self)
  }

  /// Storage for a copy of `other`'s tableau, in memory of its own.
  ///
  /// - Complexity: O(s + c) for s symbols and c cells.
  static func make(copying other: TableauStorage) -> TableauStorage {
    let storage = create(minimumCapacity: 0) { _ in
      other.withTableau { $0.pointee.copy() }
    }
    return unsafeDowncast(storage, to: TableauStorage.self)
  }

  deinit {
    // The tableau itself (its arrays) is destroyed by ManagedBuffer; its buffers' own memory
    // is freed here.
    withUnsafeMutablePointerToHeader { $0.pointee.deallocate() }
  }

  /// Calls `body` with the tableau, in place.
  @inline(__always)
  func withTableau<Result>(_ body: (UnsafeMutablePointer<Tableau>) throws -> Result) rethrows
    -> Result
  {
    try withUnsafeMutablePointerToHeader(body)
  }
}
