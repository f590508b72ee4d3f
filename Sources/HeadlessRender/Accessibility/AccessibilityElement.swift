import TextCanvas

/// One thing VoiceOver stops on: what it says and where it is on screen.
///
/// A reading (``AccessibilityReading``) is a list of these in VoiceOver's order. The
/// ``description`` follows AccessibilitySnapshot's grammar, so a reviewer who knows that tool
/// reads it at once:
///
/// ```swift
/// let save = AccessibilityElement(label: "Save", traits: .button)
/// print(save.description)
/// // Prints "Save. Button."
/// let wifi = AccessibilityElement(label: "Wi-Fi", value: "Home", traits: .selected)
/// print(wifi.description)
/// // Prints "Selected: Wi-Fi: Home"
/// ```
public struct AccessibilityElement: Hashable, Sendable, CustomStringConvertible {
  /// What the element is, e.g. `Save`; nil for none.
  public var label: String?
  /// What the element holds, e.g. the text typed in a search field; nil for none.
  public var value: String?
  /// What activating the element does, read after a pause; nil for none.
  public var hint: String?
  /// What the element is and how it behaves.
  public var traits: UIAccessibilityTraits
  /// The actions offered besides activating it, in order.
  public var customActions: [UIAccessibilityCustomAction]
  /// Where the element is, in the coordinates of the view that was read.
  public var frame: GridRect
  /// The element's place among its siblings, as a segment of a segmented control is read:
  /// `1 of 3.` after the traits.
  package var positionInSeries: SeriesPosition?
  /// Whether the element is expanded (true) or collapsed (false), as an outline item of a
  /// list is read: `Expanded.` or `Collapsed.` after the traits; nil for an element that does
  /// neither.
  package var isExpanded: Bool?

  /// An element's place in a series: its index from 1 and the series' length.
  package struct SeriesPosition: Hashable, Sendable {
    /// From 1.
    package var index: Int
    /// How many elements the series has.
    package var count: Int
  }

  /// Creates an element.
  public init(
    label: String? = nil, value: String? = nil, hint: String? = nil,
    traits: UIAccessibilityTraits = .none, customActions: [UIAccessibilityCustomAction] = [],
    frame: GridRect = .zero
  ) {
    self.label = label
    self.value = value
    self.hint = hint
    self.traits = traits
    self.customActions = customActions
    self.frame = frame
  }

  /// The label without surrounding white space; empty for none.
  var trimmedLabel: String { (label ?? "").oneLine }

  /// What VoiceOver says for the element, as AccessibilitySnapshot prints it: the label;
  /// `label: value` with a value; `Selected: ` before it when selected; then the spoken
  /// traits in a fixed order (`Dimmed.`, `Button.`, `Heading.`, `Link.`, `Adjustable.`,
  /// `Image.`, `Search Field.`), after a period when the text does not end with one. An
  /// element with no label, value or traits says its hint instead. An adjustable element's
  /// hint ends with how to adjust it, `Swipe up or down with one finger to adjust the value.`,
  /// as VoiceOver says it.
  ///
  /// A switch says `Switch Button.` and `On.` or `Off.` from its value (`"1"` or `"0"`),
  /// which is not spoken otherwise, and its hint ends with `Double tap to toggle setting.`; a
  /// text field says `Text Field.` (`Secure Text Field.` for a password, then `Is editing.`
  /// while it holds the focus) and its hint is `Double tap to edit.`, in place of its own, as
  /// VoiceOver says them. A segment of a segmented control ends with its place, `1 of 3.`; an
  /// outline item of a list with its state, `Expanded.` or `Collapsed.`.
  ///
  /// `Save. Dimmed. Button.`, `Recordings. Heading.`, `Search: owl. Search Field.`,
  /// `Selected: Wi-Fi`, `Loading…`, `Wi-Fi. Switch Button. On.`, `Name: Ada. Text Field.`,
  /// `Selected: Day. Button. 1 of 3.`.
  public var description: String { spoken.description }

  /// The hint as it is printed under the description: nil when there is none, or when it
  /// moved up to be the description.
  public var printedHint: String? { spoken.hint }

  /// The description, then the hint and the custom actions indented under it, as
  /// AccessibilitySnapshot's legend stacks them:
  ///
  /// ```
  /// Retry. Button.
  ///   Loads the list again.
  ///   Actions Available
  ///   ↓ Delete
  /// ```
  public var lines: [String] {
    var lines = [description]
    if let hint = printedHint { lines.append("  " + hint) }
    if !customActions.isEmpty {
      lines.append("  Actions Available")
      lines += customActions.map { "  ↓ " + $0.name }
    }
    return lines
  }

  /// Whether VoiceOver would say nothing at all for the element.
  var isSilent: Bool { spoken.description.isEmpty }

  private var spoken: (description: String, hint: String?) {
    var text = trimmedLabel
    let isSwitch = traits.contains(.switchButton) && traits.contains(.button)
    if !isSwitch, let value = value?.oneLine, !value.isEmpty {
      text = text.isEmpty ? value : "\(text): \(value)"
    }
    if traits.contains(.selected) {
      text = text.isEmpty ? "Selected." : "Selected: " + text
    }
    var hint = hint?.oneLine
    if hint?.isEmpty == true { hint = nil }
    if traits.contains(.textEntry) {
      // VoiceOver's own hint replaces the app's for a field (AccessibilitySnapshot's rule).
      hint = traits.contains(.isEditing) ? nil : "Double tap to edit."
    }
    let hintMovesUp = text.isEmpty && hint != nil
    if text.isEmpty {
      text = hint ?? ""
      hint = nil
    }
    if traits.contains(.adjustable), !hintMovesUp {
      // VoiceOver says how to adjust it, after the element's own hint (AccessibilitySnapshot
      // prints nothing more when the hint became the description).
      let adjusting = "Swipe up or down with one finger to adjust the value."
      hint = hint.map { $0 + ($0.hasSuffix(".") ? " " : ". ") + adjusting } ?? adjusting
    }
    if isSwitch, !hintMovesUp {
      let toggling = "Double tap to toggle setting."
      hint = hint.map { $0 + ($0.hasSuffix(".") ? " " : ". ") + toggling } ?? toggling
    }
    var words = traits.spokenWords(value: value?.oneLine)
    if let position = positionInSeries {
      words.append("\(position.index) of \(position.count).")
    }
    if let isExpanded { words.append(isExpanded ? "Expanded." : "Collapsed.") }
    guard !words.isEmpty else { return (text, hint) }
    let traitText = words.joined(separator: " ")
    guard !text.isEmpty else { return (traitText, hint) }
    return (text + (text.hasSuffix(".") ? " " : ". ") + traitText, hint)
  }
}
