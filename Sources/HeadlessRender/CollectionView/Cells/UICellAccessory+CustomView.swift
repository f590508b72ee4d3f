import Foundation

extension UICellAccessory {
  /// Where a custom accessory goes, as `UICellAccessory.Placement`: the edge, the editing
  /// states it shows in, and its position among the accessories on that edge.
  public enum Placement: Sendable {
    /// The index among the accessories already on the edge (leading to trailing) at which
    /// the custom view goes, as `UICellAccessory.Placement.Position`; clamped to the edge.
    public typealias Position = @Sendable ([UICellAccessory]) -> Int

    /// At the leading edge; by default after the system accessories there, nearest the
    /// content, as in UIKit.
    case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
    /// At the trailing edge; by default before the system accessories there, nearest the
    /// content, as UIKit's header says ("closest to the inside of the cell").
    case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })

    /// A position just after the first accessory of the same kind as `accessory`, or at the
    /// end when there is none.
    public static func position(after accessory: UICellAccessory) -> Position {
      let kind = accessory.kindName
      return { accessories in
        accessories.firstIndex { $0.kindName == kind }.map { $0 + 1 } ?? accessories.count
      }
    }

    /// A position just before the first accessory of the same kind as `accessory`, or at the
    /// beginning when there is none.
    public static func position(before accessory: UICellAccessory) -> Position {
      let kind = accessory.kindName
      return { accessories in accessories.firstIndex { $0.kindName == kind } ?? 0 }
    }

    /// The editing states it shows in.
    var displayed: DisplayedState {
      switch self {
      case .leading(let displayed, _), .trailing(let displayed, _): displayed
      }
    }

    /// Whether it is at the leading edge.
    var isLeading: Bool {
      if case .leading = self { return true }
      return false
    }

    /// The position among the accessories on its edge.
    var position: Position {
      switch self {
      case .leading(_, let position), .trailing(_, let position): position
      }
    }
  }

  /// A width an accessory is given, as `UICellAccessory.LayoutDimension`.
  public enum LayoutDimension: Sendable {
    /// The accessory's own width.
    case actual
    /// The system's standard width for accessories: 2 columns here (an inferred choice: a
    /// system accessory glyph and the space before the next one).
    case standard
    /// A width in points; the accessory is centred in it.
    case custom(CGFloat)
  }

  /// The options of an outline disclosure, as `UICellAccessory.OutlineDisclosureOptions`.
  public struct OutlineDisclosureOptions: Sendable {
    /// How a tap on the item acts, as `UICellAccessory.OutlineDisclosureOptions.Style`.
    public enum Style: Hashable, Sendable {
      /// `.header` for the first item of a section whose list's `headerMode` is
      /// `.firstItemInSection`, `.cell` for any other.
      case automatic
      /// A tap anywhere on the item expands or collapses it; the item cannot be selected.
      case header
      /// Only a tap on the disclosure expands or collapses the item; a tap on the item
      /// selects it.
      case cell
    }

    /// How a tap on the item acts: `.automatic` by default.
    public var style: Style
    /// Whether it is hidden: it keeps its room but is neither drawn nor acts; false by
    /// default.
    public var isHidden: Bool
    /// The width kept for it, inside which it is centred: its own by default.
    public var reservedLayoutWidth: LayoutDimension
    /// Its tint; kept (a text frame has no colour).
    public var tintColor: UIColor?

    /// Options with each nil one at its default.
    public init(
      style: Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil
    ) {
      self.style = style ?? .automatic
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
      self.tintColor = tintColor
    }
  }

  /// A custom accessory, as `UICellAccessory.CustomViewConfiguration`: a view, its placement
  /// and how much room it takes.
  public struct CustomViewConfiguration: Sendable {
    /// The view drawn as the accessory.
    public let customView: UIView
    /// Where it goes.
    public var placement: Placement
    /// Whether it is hidden: it keeps its room in the layout but is neither drawn nor read,
    /// as UIKit's header says of hidden accessories; false by default.
    public var isHidden: Bool
    /// The width kept for it, inside which it is centred: its own (`.actual`) by default.
    public var reservedLayoutWidth: LayoutDimension
    /// The tint given to the view (its ``UIView/tintColor``) when set; nil keeps the view's.
    public var tintColor: UIColor?
    /// Whether the view keeps the size of its frame (true) or is sized to fit when the
    /// accessories are laid out (false, the default).
    public var maintainsFixedSize: Bool

    /// A configuration for `customView` at `placement`; each nil option takes its default.
    public init(
      customView: UIView, placement: Placement, isHidden: Bool? = nil,
      reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      maintainsFixedSize: Bool? = nil
    ) {
      self.customView = customView
      self.placement = placement
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
      self.tintColor = tintColor
      self.maintainsFixedSize = maintainsFixedSize ?? false
    }
  }

  /// The name of the accessory's kind, which `Placement.position(after:)` and
  /// `position(before:)` match accessories by.
  var kindName: String {
    switch kind {
    case .disclosureIndicator: "disclosureIndicator"
    case .checkmark: "checkmark"
    case .delete: "delete"
    case .insert: "insert"
    case .multiselect: "multiselect"
    case .detail: "detail"
    case .reorder: "reorder"
    case .outlineDisclosure: "outlineDisclosure"
    case .label: "label"
    case .customView: "customView"
    }
  }
}
