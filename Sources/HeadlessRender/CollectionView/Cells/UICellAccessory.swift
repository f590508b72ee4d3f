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
/// Each is drawn with the glyph a table draws for the same control: at the leading margin the
/// multiselect circle `○` (`◉` while the cell is selected), the delete control `⊖` and the
/// insert control `⊕`; at the trailing margin, in the order given, a label as its text, the
/// detail button `ⓘ`, `›` disclosure indicator, `✓` checkmark, `▸` outline disclosure (`▾`
/// while its item is expanded), `≡` reorder. A custom view is drawn where its ``Placement`` puts it. Each shows in the editing
/// states its ``DisplayedState`` names; the defaults are UIKit's.
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
    case insert
    case multiselect
    case detail
    case reorder
    case outlineDisclosure(OutlineDisclosureOptions)
    case label(String)
    case customView(CustomViewConfiguration)
  }

  /// The kind of accessory.
  package let kind: Kind
  /// The editing states it shows in.
  public let displayed: DisplayedState
  /// What a tap on it does: the delete, insert, detail and outline disclosure accessories'
  /// handler, if given.
  package let actionHandler: ActionHandler?

  init(kind: Kind, displayed: DisplayedState, actionHandler: ActionHandler?) {
    self.kind = kind
    self.displayed = displayed
    self.actionHandler = actionHandler
  }

  /// A disclosure indicator, `›`, shown `.always` by default, as in UIKit.
  public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory {
    UICellAccessory(kind: .disclosureIndicator, displayed: displayed, actionHandler: nil)
  }

  /// A checkmark, `✓`, shown `.always` by default, as in UIKit.
  public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory {
    UICellAccessory(kind: .checkmark, displayed: displayed, actionHandler: nil)
  }

  /// A delete control, `⊖` at the leading margin, shown `.whenEditing` by default, as in
  /// UIKit. A tap runs `actionHandler`; without one it reveals the item's trailing swipe
  /// actions, as UIKit's header says.
  public static func delete(
    displayed: DisplayedState = .whenEditing, actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(kind: .delete, displayed: displayed, actionHandler: actionHandler)
  }

  /// An insert control, `⊕` at the leading margin, shown `.whenEditing` by default, as in
  /// UIKit. A tap runs `actionHandler`; without one the tap is ignored, as UIKit's header
  /// says.
  public static func insert(
    displayed: DisplayedState = .whenEditing, actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(kind: .insert, displayed: displayed, actionHandler: actionHandler)
  }

  /// A multiselect control at the leading margin, following the cell's selection: `○`, or
  /// `◉` while the cell is selected. Shown `.whenEditing` by default, as in UIKit; a tap on it
  /// is a tap on the item.
  public static func multiselect(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
    UICellAccessory(kind: .multiselect, displayed: displayed, actionHandler: nil)
  }

  /// A detail (info) button, `ⓘ` at the trailing margin, shown `.always` by default, as in
  /// UIKit. A tap runs `actionHandler`; without one the tap is ignored, as UIKit's header
  /// says.
  public static func detail(
    displayed: DisplayedState = .always, actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(kind: .detail, displayed: displayed, actionHandler: actionHandler)
  }

  /// A reorder control, `≡`, shown `.whenEditing` by default, as in UIKit.
  public static func reorder(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
    UICellAccessory(kind: .reorder, displayed: displayed, actionHandler: nil)
  }

  /// An outline disclosure, `▸` (`▾` while its item is expanded), shown `.always` by default,
  /// as in UIKit. A tap runs
  /// `actionHandler`; without one it expands or collapses the item in its section snapshot,
  /// as UIKit's header says. With the `.header` style (or `.automatic` on the first item of
  /// a section whose list's `headerMode` is `.firstItemInSection`) a tap anywhere on the item
  /// does the same, and the item is not selected.
  public static func outlineDisclosure(
    displayed: DisplayedState = .always,
    options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      kind: .outlineDisclosure(options), displayed: displayed, actionHandler: actionHandler)
  }

  /// A label showing `text`, shown `.always` by default, as in UIKit.
  public static func label(text: String, displayed: DisplayedState = .always) -> UICellAccessory {
    UICellAccessory(kind: .label(text), displayed: displayed, actionHandler: nil)
  }

  /// A custom view, drawn where `configuration`'s placement puts it and shown in the editing
  /// states the placement names.
  ///
  /// ```swift
  /// let star = UILabel()
  /// star.text = "★"
  /// cell.accessories = [
  ///   .customView(configuration: .init(customView: star, placement: .trailing()))
  /// ]
  /// // "  Inbox                ★  "
  /// ```
  public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
    UICellAccessory(
      kind: .customView(configuration), displayed: configuration.placement.displayed,
      actionHandler: nil)
  }

  /// The glyph drawn for the accessory in a cell that is `selected` or not, and whose item is
  /// `expanded` in its outline or not: the table's for the same control, the outline
  /// disclosure's chevron trailing (`▸`) while collapsed and turned down (`▾`) while
  /// expanded, as UIKit rotates it; nil for a custom view, which draws itself.
  func glyph(selected: Bool, expanded: Bool = false) -> String? {
    switch kind {
    case .disclosureIndicator: "›"
    case .checkmark: "✓"
    case .delete: "⊖"
    case .insert: "⊕"
    case .multiselect: selected ? "◉" : "○"
    case .detail: "ⓘ"
    case .reorder: "≡"
    case .outlineDisclosure: expanded ? "▾" : "▸"
    case .label(let text): text.oneLine
    case .customView: nil
    }
  }

  /// The glyph drawn right to left: a disclosure chevron points left (`‹`), a collapsed
  /// outline disclosure too (`◂`; expanded, it points down as left to right); the others as
  /// ``glyph(selected:expanded:)``.
  func mirroredGlyph(selected: Bool, expanded: Bool = false) -> String? {
    switch kind {
    case .disclosureIndicator: "‹"
    case .outlineDisclosure where !expanded: "◂"
    default: glyph(selected: selected, expanded: expanded)
    }
  }

  /// Whether the accessory sits at the cell's leading edge rather than its trailing edge:
  /// the multiselect, delete and insert controls, and a custom view placed there.
  var isLeading: Bool {
    switch kind {
    case .delete, .insert, .multiselect: true
    case .customView(let configuration): configuration.placement.isLeading
    case .disclosureIndicator, .checkmark, .detail, .reorder, .outlineDisclosure, .label: false
    }
  }

  /// Whether the accessory takes its room without being drawn or acting: a custom view
  /// configured `isHidden`, as UIKit's hidden accessories.
  var isHidden: Bool {
    switch kind {
    case .customView(let configuration): configuration.isHidden
    case .outlineDisclosure(let options): options.isHidden
    default: false
    }
  }
}
