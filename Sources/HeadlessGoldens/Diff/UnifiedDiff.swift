import Foundation
import HeadlessRender
import ListKit

/// A unified line diff in the format `git apply` and `patch -p1` read.
///
/// ```swift
/// let diff = UnifiedDiff.between("a\nb\nc\n", "a\nB\nc\n", path: "Fixtures/Golden/x.txt")
/// print(diff ?? "")
/// // --- a/Fixtures/Golden/x.txt
/// // +++ b/Fixtures/Golden/x.txt
/// // @@ -1,3 +1,3 @@
/// //  a
/// // -b
/// // +B
/// //  c
/// ```
///
/// Hunks carry `context` unchanged lines on each side and merge when fewer than two contexts
/// apart, as GNU diff does; a count of one is left out of a hunk header (`@@ -2 +2 @@`), and
/// a last line without a newline is followed by `\ No newline at end of file`.
package enum UnifiedDiff {
  /// The diff that turns `old` into `new`, or `nil` when they are equal.
  ///
  /// - Parameters:
  ///   - old: The expected text (the golden).
  ///   - new: The actual text.
  ///   - path: The file's path relative to the repository root, used in the `---` and `+++`
  ///     headers as `a/<path>` and `b/<path>`.
  ///   - context: Unchanged lines shown around each change.
  /// - Complexity: O((N + M) · D) time and O(N + M) space for N and M lines and D changed
  ///   lines (Myers' linear-space algorithm), and never more than O(N + M) beyond the work
  ///   budget of `MyersDiff`, linear in N + M: past it, the lines left to compare are shown as
  ///   deleted and inserted whole, so two unrelated texts take linear time.
  package static func between(_ old: String, _ new: String, path: String, context: Int = 3)
    -> String?
  {
    // Bytes, not String equality: canonically equivalent texts (NFC and NFD) still differ.
    guard !old.utf8.elementsEqual(new.utf8) else { return nil }
    let oldLines = lines(of: old)
    let newLines = lines(of: new)
    let (oldIdentifiers, newIdentifiers) = identifiers(of: oldLines, newLines)
    let myers = MyersDiff(old: oldIdentifiers, new: newIdentifiers)
    let operations = editScript(deleted: myers.deleted, inserted: myers.inserted)
    let hunks = hunks(of: operations, context: max(0, context)).map { range in
      (range: range, header: header(of: operations[range]))
    }
    func line(of operation: Operation) -> Substring {
      operation.kind == .insert ? newLines[operation.newIndex] : oldLines[operation.oldIndex]
    }
    // The text's exact size first: a diff of two large goldens is large, and a string that
    // grows by doubling would hold up to twice its size.
    var size = 2 * path.utf8.count + 14
    for hunk in hunks {
      size += hunk.header.utf8.count
      for operation in operations[hunk.range] { size += appendedSize(of: line(of: operation)) }
    }
    var output = ""
    output.reserveCapacity(size)
    output += "--- a/\(path)\n+++ b/\(path)\n"
    for hunk in hunks {
      output += hunk.header
      for operation in operations[hunk.range] {
        let prefix =
          switch operation.kind {
          case .equal: " "
          case .delete: "-"
          case .insert: "+"
          }
        append(prefix, line(of: operation), to: &output)
      }
    }
    return output
  }

  /// The lines of both texts as numbers, equal lines (byte for byte) with equal numbers.
  static func identifiers(of oldLines: [Substring], _ newLines: [Substring]) -> ([Int], [Int]) {
    var identifiers: [LineKey: Int] = [:]
    identifiers.reserveCapacity(oldLines.count + newLines.count)
    func identify(_ line: Substring) -> Int {
      let key = LineKey(text: line)
      if let known = identifiers[key] { return known }
      let next = identifiers.count
      identifiers[key] = next
      return next
    }
    return (oldLines.map(identify), newLines.map(identify))
  }

  /// A line compared and hashed by its UTF-8 bytes: `Substring`'s own `Hashable` follows
  /// canonical equivalence, which is both slower and wrong for a byte-exact golden.
  struct LineKey: Hashable {
    var text: Substring

    static func == (lhs: LineKey, rhs: LineKey) -> Bool {
      let left = lhs.text.utf8
      let right = rhs.text.utf8
      guard left.count == right.count else { return false }
      // One memcmp over the bytes where both are contiguous, as a native string's are: a
      // golden's lines repeat (blank rows, borders), so most lookups compare equal lines.
      let compared: Bool?? = left.withContiguousStorageIfAvailable { leftBytes in
        right.withContiguousStorageIfAvailable { rightBytes in
          guard let leftStart = leftBytes.baseAddress, let rightStart = rightBytes.baseAddress
          else { return leftBytes.isEmpty }
          return memcmp(leftStart, rightStart, leftBytes.count) == 0
        }
      }
      if let compared = compared ?? nil { return compared }
      return left.elementsEqual(right)
    }

    func hash(into hasher: inout Hasher) {
      let hashed: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
        hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
      }
      if hashed == nil {
        for byte in text.utf8 { hasher.combine(byte) }
      }
    }
  }

  /// One line of the edit script, with the position it happens at in each text.
  struct Operation {
    enum Kind {
      case equal
      case delete
      case insert
    }
    var kind: Kind
    /// The old line (for `equal` and `delete`), or the old line the insertion comes before.
    var oldIndex: Int
    /// The new line (for `equal` and `insert`), or the new line the deletion comes before.
    var newIndex: Int
  }

  /// Lines with their terminators, so that a missing final newline is a difference.
  ///
  /// Scans UTF-8 bytes for `\n` rather than Characters: a line feed always ends a grapheme
  /// cluster (`\r\n` included), so every cut is a Character boundary, without the cost of
  /// grapheme breaking.
  static func lines(of text: String) -> [Substring] {
    let utf8 = text.utf8
    // The line feeds found with memchr in the contiguous bytes: a native string's own, or a
    // copy of a bridged one's (which has none of its own).
    let ends =
      utf8.withContiguousStorageIfAvailable(lineEnds)
      ?? Array(utf8).withUnsafeBufferPointer(lineEnds)
    var result: [Substring] = []
    result.reserveCapacity(ends.count + 1)
    var start = utf8.startIndex
    for end in ends {
      let next = utf8.index(utf8.startIndex, offsetBy: end)
      result.append(text[start..<next])
      start = next
    }
    if start < utf8.endIndex { result.append(text[start...]) }
    return result
  }

  /// The offset just past each line feed in `bytes`.
  private static func lineEnds(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
    var ends: [Int] = []
    guard let base = bytes.baseAddress else { return ends }
    var offset = 0
    while offset < bytes.count,
      let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), bytes.count - offset)
    {
      offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
      ends.append(offset)
    }
    return ends
  }

  /// Deletions before insertions within each change, equal lines in between.
  static func editScript(deleted: [Bool], inserted: [Bool]) -> [Operation] {
    var operations: [Operation] = []
    operations.reserveCapacity(deleted.count + inserted.count)
    var oldIndex = 0
    var newIndex = 0
    while oldIndex < deleted.count || newIndex < inserted.count {
      if oldIndex < deleted.count, deleted[oldIndex] {
        operations.append(Operation(kind: .delete, oldIndex: oldIndex, newIndex: newIndex))
        oldIndex += 1
      } else if newIndex < inserted.count, inserted[newIndex] {
        operations.append(Operation(kind: .insert, oldIndex: oldIndex, newIndex: newIndex))
        newIndex += 1
      } else {
        operations.append(Operation(kind: .equal, oldIndex: oldIndex, newIndex: newIndex))
        oldIndex += 1
        newIndex += 1
      }
    }
    return operations
  }

  /// Ranges of the edit script to print: each change with `context` lines around it, changes
  /// closer than `2 * context` equal lines merged into one hunk.
  static func hunks(of operations: [Operation], context: Int) -> [Range<Int>] {
    var result: [Range<Int>] = []
    var index = 0
    while let firstChange = operations[index...].firstIndex(where: { $0.kind != .equal }) {
      var lastChange = firstChange
      var probe = firstChange + 1
      while probe < operations.count {
        if operations[probe].kind != .equal {
          lastChange = probe
          probe += 1
          continue
        }
        let runEnd =
          operations[probe...].firstIndex(where: { $0.kind != .equal }) ?? operations.count
        if runEnd == operations.count || runEnd - probe > 2 * context { break }
        probe = runEnd
      }
      let start = max(index, firstChange - context)
      let end = min(operations.count, lastChange + 1 + context)
      result.append(start..<end)
      index = end
      if index >= operations.count { break }
    }
    return result
  }

  /// `@@ -start,count +start,count @@`, with GNU diff's conventions for counts of 0 and 1.
  static func header(of hunk: ArraySlice<Operation>) -> String {
    guard let first = hunk.first else { return "" }
    let oldCount = hunk.count(where: { $0.kind != .insert })
    let newCount = hunk.count(where: { $0.kind != .delete })
    func range(start: Int, count: Int) -> String {
      switch count {
      case 0: "\(start),0"
      case 1: "\(start + 1)"
      default: "\(start + 1),\(count)"
      }
    }
    return "@@ -\(range(start: first.oldIndex, count: oldCount)) "
      + "+\(range(start: first.newIndex, count: newCount)) @@\n"
  }

  private static func append(_ prefix: String, _ line: Substring, to output: inout String) {
    output += prefix
    output += line
    if !endsWithNewline(line) { output += noNewline }
  }

  /// What ``append(_:_:to:)`` adds for `line`, in bytes.
  private static func appendedSize(of line: Substring) -> Int {
    1 + line.utf8.count + (endsWithNewline(line) ? 0 : noNewline.utf8.count)
  }

  private static let noNewline = "\n\\ No newline at end of file\n"

  private static func endsWithNewline(_ line: Substring) -> Bool {
    line.utf8.last == UInt8(ascii: "\n")
  }
}
