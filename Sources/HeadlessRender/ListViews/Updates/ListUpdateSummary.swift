import ListKit
import UIKitBatchRules

/// How many sections and rows (a collection view's items) a table view's or collection
/// view's updates changed since its marks were last cleared, on screen or not: what a
/// scenario's caption prints beside a frame, and a golden's first line
/// (`updates: 2 rows deleted`), so that what the gutter cannot show (deleted rows, changes off
/// screen) is on the page.
///
/// A deleted count names what left, as far as the list knew it at the batch: a row (an item) by
/// its first text while it was on screen, a section by its header title (a collection view's
/// header while it was on screen): `2 rows deleted (Ada Lovelace, Grace Hopper)`, and
/// `3 rows deleted (Ada Lovelace, 2 more)` when the others had no name (off screen, or no text).
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
    /// What the deleted ones were named, in the order they were deleted (by old index within a
    /// batch, batch after batch): a row's first text, a section's header title. The deleted
    /// ones nobody could name (a row off screen, or one showing no text) are not here, so
    /// there are at most ``deleted`` names.
    public var deletedNames: [String] = []

    /// Creates counts of zero.
    public init() {}

    /// The non-zero counts of inserts, deletes, moves and reloads as `2 rows inserted`, in
    /// that order.
    func phrases(one: String, many: String) -> [String?] {
      [(inserted, "inserted"), (deleted, "deleted"), (moved, "moved"), (reloaded, "reloaded")]
        .map { count, verb in
          let phrase = Self.phrase(count, one, many, verb)
          return verb == "deleted" ? phrase.map { $0 + deletedNamesText } : phrase
        }
    }

    /// ` (Ada Lovelace, Grace Hopper)` after the deleted count, with `, 2 more` for the
    /// deleted ones without a name; empty when none has one.
    var deletedNamesText: String {
      guard !deletedNames.isEmpty else { return "" }
      let unnamed = max(deleted - deletedNames.count, 0)
      let more = unnamed > 0 ? ["\(unnamed) more"] : []
      return " (" + (deletedNames + more).joined(separator: ", ") + ")"
    }

    /// Adds `other`'s counts to these.
    mutating func add(_ other: Counts) {
      inserted += other.inserted
      deleted += other.deleted
      moved += other.moved
      reloaded += other.reloaded
      reconfigured += other.reconfigured
      deletedNames += other.deletedNames
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
  /// order, each count at least 1 and its noun agreeing with it, a deleted count with its
  /// names (`2 rows deleted (Ada Lovelace, 1 more)`); the empty text for no change. Any other
  /// text is nil, and so is a summary whose names hold `, ` or ` · `, which do not read back.
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
    // order, no "1 rows", no more names than deleted ones.
    guard self.description == description,
      sections.deletedNames.count <= sections.deleted, rows.deletedNames.count <= rows.deleted
    else { return nil }
  }

  /// Adds the count `phrase` gives (`2 rows deleted`, `data reloaded`); whether it is one.
  private mutating func read(_ phrase: String) -> Bool {
    if phrase == "data reloaded" {
      reloadedData = true
      return true
    }
    var (phrase, names) = (phrase, [String]())
    if let open = phrase.range(of: " deleted ("), phrase.hasSuffix(")") {
      // `2 rows deleted (Ada Lovelace, 1 more)`: the names, without the unnamed count, which
      // the read-back description checks against the count.
      names = phrase[open.upperBound..<phrase.index(before: phrase.endIndex)]
        .components(separatedBy: ", ")
      if let last = names.last, last.hasSuffix(" more"), Int(last.dropLast(5)) != nil {
        names.removeLast()
      }
      phrase = String(phrase[..<open.lowerBound]) + " deleted"
    }
    let words = phrase.split(separator: " ", omittingEmptySubsequences: false)
    guard words.count == 3, let count = Int(words[0]), count > 0 else { return false }
    switch (words[1], words[2]) {
    case ("section", _), ("sections", _):
      sections.deletedNames += names
      return sections.add(count, words[2], allowingReconfigured: false)
    case ("header", "reconfigured"), ("headers", "reconfigured"):
      sections.reconfigured += count
      return names.isEmpty
    case ("row", _), ("rows", _):
      rows.deletedNames += names
      return rows.add(count, words[2], allowingReconfigured: true)
    case ("item", _), ("items", _):
      // A collection view's words; a summary that mixes rows and items reads back as neither.
      wording = .collectionView
      rows.deletedNames += names
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

extension ListUpdateSummary {
  /// The summary with as many of its deleted names as fit in `width` columns: the names that
  /// do not fit count as `more`, and the one that crosses the edge shows cut with `…` when at
  /// least one character of it fits (`updates: 3 rows deleted (Ada Lovelace, Gra…, 1 more)`).
  /// The rows' names (last in the line) give way before the sections'. The counts are never
  /// cut: a summary too wide without names comes back without them.
  package func fitted(toWidth width: Int) -> ListUpdateSummary {
    guard width < .max else { return self }
    var fitted = self
    let lists: [WritableKeyPath<ListUpdateSummary, Counts>] = [\.rows, \.sections]
    for counts in lists {
      while fitted.description.displayWidth > width,
        let last = fitted[keyPath: counts].deletedNames.popLast()
      {
        guard fitted.description.displayWidth <= width else { continue }
        // The name that crosses the edge shows cut, as much of it as fits.
        for room in stride(from: last.displayWidth - 1, through: 2, by: -1) {
          let name = last.truncated(toWidth: room)
          guard name != "…" else { break }
          var cut = fitted
          cut[keyPath: counts].deletedNames.append(name)
          if cut.description.displayWidth <= width {
            fitted = cut
            break
          }
        }
      }
    }
    return fitted
  }
}

extension ListUpdateSummary {
  /// The summary without the names of what was deleted: its counts alone.
  package var withoutDeletedNames: ListUpdateSummary {
    var summary = self
    summary.sections.deletedNames = []
    summary.rows.deletedNames = []
    return summary
  }
}
