/// What an accessibility element is and how it behaves, as `UIAccessibilityTraits`: the same
/// names, combined as an option set.
///
/// Some traits are spoken after the label (`Button.`, `Heading.`, `Dimmed.`); the others
/// change how VoiceOver treats the element and add no words (``staticText``,
/// ``updatesFrequently``). ``AccessibilityElement/description`` prints the spoken ones in
/// AccessibilitySnapshot's fixed order.
///
/// ```swift
/// let button = UIButton(type: .system)
/// button.setTitle("Save", for: .normal)
/// button.isEnabled = false
/// print(button.accessibilityTraits == [.button, .notEnabled])
/// // Prints "true"
/// ```
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: UInt64

  /// Creates traits from their bits.
  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// No traits.
  public static let none: UIAccessibilityTraits = []
  /// Activating the element does something: `Button.`.
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  /// Activating the element opens a link: `Link.`.
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  /// The element is an image: `Image.`.
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  /// The element is selected: `Selected: ` before the label.
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  /// Activating the element plays a sound (not spoken).
  public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
  /// The element is a key of a keyboard (not spoken).
  public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
  /// The element is text that does not change (not spoken); a label's default.
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  /// The element sums up the screen when it appears (not spoken).
  public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
  /// The element cannot be used now: `Dimmed.`, before every other trait.
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  /// The element's label or value changes often, as a spinner's (not spoken).
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
  /// The element is a search field: `Search Field.`.
  public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
  /// Activating the element starts media, so VoiceOver stays quiet (not spoken).
  public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
  /// The element's value is changed by swiping up or down: `Adjustable.`.
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
  /// Touches go to the element directly (not spoken).
  public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
  /// The element turns the page when VoiceOver finishes reading it (not spoken).
  public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
  /// The element is a tab bar (not spoken).
  public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
  /// The element is a heading, which VoiceOver's rotor jumps between: `Heading.`.
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)

  /// A switch, as UIKit's private trait of a `UISwitch` (AccessibilitySnapshot's bit):
  /// `Switch Button.` and the state its value says (`"1"` on, `"0"` off, `"2"` mixed), in
  /// place of `Button.` and of the value.
  package static let switchButton = UIAccessibilityTraits(rawValue: 1 << 53)
  /// A tab of a tab bar, as UIKit's private trait of a tab bar button (AccessibilitySnapshot's
  /// bit): `Tab.`, in place of `Button.`.
  package static let tabBarItem = UIAccessibilityTraits(rawValue: 1 << 28)
  /// A field that takes typed text, as UIKit's private trait of a `UITextField` or
  /// `UITextView`: `Text Field.`.
  package static let textEntry = UIAccessibilityTraits(rawValue: 1 << 18)
  /// The text field is being edited (it holds the focus): `Is editing.` after `Text Field.`.
  package static let isEditing = UIAccessibilityTraits(rawValue: 1 << 21)
  /// A text field whose text is hidden: `Secure Text Field.` in place of `Text Field.`.
  package static let secureTextField = UIAccessibilityTraits(rawValue: 1 << 24)

  /// The traits a user acts on: an element with one of them needs a label to be usable.
  public static let interactive: UIAccessibilityTraits = [
    .button, .link, .adjustable, .searchField, .keyboardKey, .textEntry,
  ]

  /// The words VoiceOver speaks for these traits, in AccessibilitySnapshot's fixed order
  /// (``selected`` is spoken before the label instead, and unspoken traits add nothing).
  ///
  /// A switch (``switchButton`` with ``button``) says `Switch Button.` and its state from
  /// `value` instead of `Button.`; a tab says `Tab.` instead of `Button.`; a text field says `Text Field.` or `Secure Text Field.`,
  /// then `Is editing.` while it holds the focus.
  func spokenWords(value: String?) -> [String] {
    var words: [String] = []
    if contains(.notEnabled) { words.append("Dimmed.") }
    let isSwitch = contains(.switchButton) && contains(.button)
    if contains(.button), !contains(.switchButton), !contains(.tabBarItem) {
      words.append("Button.")
    }
    if isSwitch {
      words.append("Switch Button.")
      switch value {
      case "1": words.append("On.")
      case "0": words.append("Off.")
      case "2": words.append("Mixed.")
      default: break
      }
    }
    if contains(.tabBarItem) { words.append("Tab.") }
    if contains(.textEntry) {
      words.append(contains(.secureTextField) ? "Secure Text Field." : "Text Field.")
      if contains(.isEditing) { words.append("Is editing.") }
    }
    let rest: [(UIAccessibilityTraits, String)] = [
      (.header, "Heading."), (.link, "Link."), (.adjustable, "Adjustable."), (.image, "Image."),
      (.searchField, "Search Field."),
    ]
    return words + rest.filter { contains($0.0) }.map(\.1)
  }
}
