import ListKit
import UIKitBatchRules

/// How many sections and rows (a collection view's items) a table view's or collection
/// view's updates changed since its marks were last cleared, on screen or not: what a
/// scenario's caption prints beside a frame, and a golden's first line
/// (`updates: 2 rows deleted`), so that what the gutter cannot show (deleted rows, changes off
/// screen) is on the page.
///
/// Counts follow UIKit's batch: a row inside an inserted, deleted or reloaded section is
/// counted with its section, not again as a row; a reload counts as a reload, not as a delete
/// and an insert. Several batches (a store's stages) add up.
///
/// ```swift
/// var summary = ListUpdateSummary()
/// summary.sections.inserted = 1
/// summary.rows.moved = 1
/// summary.rows.deleted = 2
/// print(summary)
/// // Prints "1 section inserted · 2 rows deleted · 1 row moved"
/// summary.wording = .collectionView
/// print(summary)
/// // Prints "1 section inserted · 2 items deleted · 1 item moved"
/// ```
///
/// The description reads back: `ListUpdateSummary("2 rows deleted · 1 row moved")` is the
/// summary it describes, and any other text is nil.
public struct ListUpdateSummary: Hashable, Sendable, LosslessStringConvertible {
  /// What the first line of a frame's text starts with, before the summary or `none`.
  public static let linePrefix = "updates: "

  /// How many of one kind of thing (sections or rows) each kind of change touched.
  public struct Counts: Hashable, Sendable {
    /// Inserted.
    public var inserted = 0
    /// Deleted.
    public var deleted = 0
    /// Moved.
    public var moved = 0
    /// Reloaded: new cells for a row, or for every row of a section.
    public var reloaded = 0
    /// Reconfigured: a row's cell decorated again in place, or a section's header title read
    /// again.
    public var reconfigured = 0

    /// Creates counts of zero.
    public init() {}

    /// The non-zero counts of inserts, deletes, moves and reloads as `2 rows inserted`, in
    /// that order.
    func phrases(one: String, many: String) -> [String?] {
      [(inserted, "inserted"), (deleted, "deleted"), (moved, "moved"), (reloaded, "reloaded")]
        .map { count, verb in Self.phrase(count, one, many, verb) }
    }

    /// Adds `other`'s counts to these.
    mutating func add(_ other: Counts) {
      inserted += other.inserted
      deleted += other.deleted
      moved += other.moved
      reloaded += other.reloaded
      reconfigured += other.reconfigured
    }

    /// `1 row moved`, `2 rows moved`, or nil for none.
    static func phrase(_ count: Int, _ one: String, _ many: String, _ verb: String) -> String? {
      count == 0 ? nil : "\(count) \(count == 1 ? one : many) \(verb)"
    }
  }

  /// Sections inserted, deleted, moved and reloaded; `reconfigured` counts sections whose
  /// header title was read again (when a `SectionStore` refreshes a header alone).
  public var sections = Counts()
  /// Rows (a collection view's items) inserted, deleted, moved, reloaded and reconfigured.
  public var rows = Counts()
  /// Whether `reloadData()` ran: the table then asked its data source for everything again,
  /// so any row may have changed, counted or not.
  public var reloadedData = false
  /// Whose words ``description`` counts the rows in: a table's rows (the default) or a
  /// collection view's items.
  public var wording = BatchUpdateWording.tableView

  /// Creates an empty summary, worded for a table unless `wording` says otherwise.
  public init(wording: BatchUpdateWording = .tableView) {
    self.wording = wording
  }

  /// Whether nothing changed, whatever the wording.
  public var isEmpty: Bool {
    sections == Counts() && rows == Counts() && !reloadedData
  }

  /// The changes in a few words, joined by ` · `: `data reloaded` first, then sections, then
  /// headers reconfigured, then rows (`items` for a collection view), each kind in the order
  /// inserted, deleted, moved, reloaded, reconfigured, with only the non-zero counts; empty
  /// when nothing changed.
  public var description: String {
    let (one, many) = (wording.element, wording.elements)
    let phrases: [String?] =
      [reloadedData ? "data reloaded" : nil]
      + sections.phrases(one: "section", many: "sections")
      + [Counts.phrase(sections.reconfigured, "header", "headers", "reconfigured")]
      + rows.phrases(one: one, many: many)
      + [Counts.phrase(rows.reconfigured, one, many, "reconfigured")]
    return phrases.compactMap { $0 }.joined(separator: " · ")
  }
}

extension ListUpdateSummary {
  /// The summary `description` describes, as ``description`` writes it: phrases such as
  /// `2 rows deleted` (or a collection view's `2 items deleted`) joined by ` · ` in their
  /// order, each count at least 1 and its noun agreeing with it; the empty text for no change.
  /// Any other text is nil.
  ///
  /// ```swift
  /// ListUpdateSummary("1 section inserted · 2 rows deleted")?.rows.deleted  // 2
  /// ListUpdateSummary("2 row deleted")  // nil
  /// ```
  public init?(_ description: String) {
    self.init()
    guard !description.isEmpty else { return }
    for phrase in description.components(separatedBy: " · ") {
      guard read(phrase) else { return nil }
    }
    // Only the one way of writing each summary reads back: no phrase twice, none out of
    // order, no "1 rows".
    guard self.description == description else { return nil }
  }

  /// Adds the count `phrase` gives (`2 rows deleted`, `data reloaded`); whether it is one.
  private mutating func read(_ phrase: String) -> Bool {
    if phrase == "data reloaded" {
      reloadedData = true
      return true
    }
    let words = phrase.split(separator: " ", omittingEmptySubsequences: false)
    guard words.count == 3, let count = Int(words[0]), count > 0 else { return false }
    switch (words[1], words[2]) {
    case ("section", _), ("sections", _):
      return sections.add(count, words[2], allowingReconfigured: false)
    case ("header", "reconfigured"), ("headers", "reconfigured"):
      sections.reconfigured += count
      return true
    case ("row", _), ("rows", _):
      return rows.add(count, words[2], allowingReconfigured: true)
    case ("item", _), ("items", _):
      // A collection view's words; a summary that mixes rows and items reads back as neither.
      wording = .collectionView
      return rows.add(count, words[2], allowingReconfigured: true)
    default:
      return false
    }
  }
}

extension ListUpdateSummary.Counts {
  /// Adds `count` to the count `verb` names; whether it names one.
  fileprivate mutating func add(
    _ count: Int, _ verb: Substring, allowingReconfigured: Bool
  ) -> Bool {
    switch verb {
    case "inserted": inserted += count
    case "deleted": deleted += count
    case "moved": moved += count
    case "reloaded": reloaded += count
    case "reconfigured" where allowingReconfigured: reconfigured += count
    default: return false
    }
    return true
  }
}

extension ListUpdateSummary {
  /// Adds `other`'s counts to these; data counts as reloaded when either reloaded it.
  package mutating func add(_ other: ListUpdateSummary) {
    sections.add(other.sections)
    rows.add(other.rows)
    reloadedData = reloadedData || other.reloadedData
  }
}
