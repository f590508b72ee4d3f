import Foundation

/// An accessory of a list cell, as `UICellAccessory`: set a cell's
/// ``UICollectionViewListCell/accessories``.
///
/// ```swift
/// cell.accessories = [.delete(), .label(text: "3"), .disclosureIndicator(), .reorder()]
/// // editing:      "  ⊖   Inbox      3 › ≡  "
/// // not editing:  "  Inbox              3 ›  "
/// ```
///
/// Each is drawn with the glyph a table draws for the same control: the delete control `⊖` at
/// the leading margin, the others at the trailing margin in the order given (a label as its
/// text, `›` disclosure indicator, `✓` checkmark, `▸` outline disclosure, `≡` reorder). Each
/// shows in the editing states its ``DisplayedState`` names; the defaults are UIKit's.
public struct UICellAccessory: Sendable {
  /// The cell-editing states an accessory shows in, as `UICellAccessory.DisplayedState`.
  public enum DisplayedState: Int, Hashable, Sendable, CaseIterable {
    /// Always.
    case always
    /// Only while the collection view is editing.
    case whenEditing
    /// Only while the collection view is not editing.
    case whenNotEditing

    /// Whether an accessory with this state shows in a cell that is `editing` or not.
    func shows(editing: Bool) -> Bool {
      switch self {
      case .always: true
      case .whenEditing: editing
      case .whenNotEditing: !editing
      }
    }
  }

  /// What a tap on an accessory does, as `UICellAccessory.ActionHandler`.
  public typealias ActionHandler = @MainActor @Sendable () -> Void

  /// The kinds of accessory the headless list cell draws.
  package enum Kind: Sendable {
    case disclosureIndicator
    case checkmark
    case delete
    case reorder
    case outlineDisclosure
    case label(String)
  }

  /// The kind of accessory.
  package let kind: Kind
  /// The editing states it shows in.
  public let displayed: DisplayedState
  /// What a tap on it does: the delete and outline disclosure accessories' handler, if given.
  package let actionHandler: ActionHandler?

  /// A disclosure indicator, `›`, shown `.always` by default, as in UIKit.
  public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory {
    UICellAccessory(kind: .disclosureIndicator, displayed: displayed, actionHandler: nil)
  }

  /// A checkmark, `✓`, shown `.always` by default, as in UIKit.
  public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory {
    UICellAccessory(kind: .checkmark, displayed: displayed, actionHandler: nil)
  }

  /// A delete control, `⊖` at the leading margin, shown `.whenEditing` by default, as in
  /// UIKit; `actionHandler` runs when it is tapped.
  public static func delete(
    displayed: DisplayedState = .whenEditing, actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(kind: .delete, displayed: displayed, actionHandler: actionHandler)
  }

  /// A reorder control, `≡`, shown `.whenEditing` by default, as in UIKit.
  public static func reorder(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
    UICellAccessory(kind: .reorder, displayed: displayed, actionHandler: nil)
  }

  /// An outline disclosure, `▸`, shown `.always` by default, as in UIKit; `actionHandler`
  /// runs when it is tapped.
  public static func outlineDisclosure(
    displayed: DisplayedState = .always, actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(kind: .outlineDisclosure, displayed: displayed, actionHandler: actionHandler)
  }

  /// A label showing `text`, shown `.always` by default, as in UIKit.
  public static func label(text: String, displayed: DisplayedState = .always) -> UICellAccessory {
    UICellAccessory(kind: .label(text), displayed: displayed, actionHandler: nil)
  }

  /// The glyph drawn for the accessory: the table's for the same control.
  var glyph: String {
    switch kind {
    case .disclosureIndicator: "›"
    case .checkmark: "✓"
    case .delete: "⊖"
    case .reorder: "≡"
    case .outlineDisclosure: "▸"
    case .label(let text): text.oneLine
    }
  }

  /// The glyph drawn right to left: a disclosure chevron points left (`‹`), a collapsed
  /// outline disclosure too (`◂`); the others as ``glyph``.
  var mirroredGlyph: String {
    switch kind {
    case .disclosureIndicator: "‹"
    case .outlineDisclosure: "◂"
    default: glyph
    }
  }

  /// Whether the accessory sits at the cell's leading edge (the delete control) rather than
  /// its trailing edge.
  var isLeading: Bool {
    if case .delete = kind { return true }
    return false
  }
}
