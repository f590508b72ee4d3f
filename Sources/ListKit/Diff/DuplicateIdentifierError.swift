import Foundation

/// Two sections, or two items, share an identifier: the diff cannot tell them apart.
///
/// Worded like the diffable data source's message, without its `Fatal: ` prefix since
/// here it is a thrown error, not a crash:
///
/// ```
/// supplied item identifiers are not unique. Duplicate identifiers: 7 in the new sections
/// at [0, 1] and [2, 0]
/// ```
/// (one line).
public struct DuplicateIdentifierError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Whether sections or items collided.
  public enum Kind: String, Hashable, Sendable {
    /// Two sections share an ID.
    case section
    /// Two items share an ID (anywhere in the list, not only in one section).
    case item
  }

  /// Which list the duplicates are in.
  public enum List: String, Hashable, Sendable {
    /// The sections diffed from.
    case old
    /// The sections diffed to.
    case new
  }

  /// Sections or items.
  public var kind: Kind
  /// The duplicated identifier, as it prints.
  public var identifier: String
  /// Which list holds the duplicates.
  public var list: List
  /// The first position: `(section - row)` for an item, the section index for a section.
  public var firstPosition: String
  /// The second position, in the same format.
  public var secondPosition: String

  /// Creates the error.
  public init(
    kind: Kind, identifier: String, list: List, firstPosition: String, secondPosition: String
  ) {
    self.kind = kind
    self.identifier = identifier
    self.list = list
    self.firstPosition = firstPosition
    self.secondPosition = secondPosition
  }

  /// The message, on one line.
  public var description: String {
    "supplied \(kind.rawValue) identifiers are not unique. Duplicate identifiers: \(identifier)"
      + " in the \(list.rawValue) sections at \(firstPosition) and \(secondPosition)"
  }
}

extension DuplicateIdentifierError {
  @inlinable
  static func sectionDuplicate(
    _ id: some Hashable, list: List, _ first: Int, _ second: Int
  ) -> Self {
    DuplicateIdentifierError(
      kind: .section, identifier: "\(id)", list: list, firstPosition: "\(first)",
      secondPosition: "\(second)")
  }

  @inlinable
  static func itemDuplicate(
    _ id: some Hashable, list: List, _ first: Int, _ second: Int, offsets: [Int]
  ) -> Self {
    DuplicateIdentifierError(
      kind: .item, identifier: "\(id)", list: list,
      firstPosition: "\(RowPosition(flat: first, offsets: offsets).indexPath)",
      secondPosition: "\(RowPosition(flat: second, offsets: offsets).indexPath)")
  }
}
