/// A problem ``AccessibilityReading/audit()`` found: what is wrong, on which element, and in
/// which frame of a scenario.
///
/// ```swift
/// print(AccessibilityFinding(.imageWithoutLabel, AccessibilityElement(traits: .image), frame: 3))
/// // Prints "frame 3: `Image.`: an image that is an element without a label"
/// ```
public struct AccessibilityFinding: Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Problem: Hashable, Sendable {
    /// A button, link, adjustable element or search field with no label: VoiceOver says only
    /// what kind of thing it is, never what it does.
    case interactiveElementWithoutLabel
    /// An image made an element with no label: VoiceOver says `Image.` and nothing else.
    /// (A decorative image should not be an element at all.)
    case imageWithoutLabel
    /// An element whose label is the one just before it: VoiceOver says the same words twice.
    case duplicateAdjacentLabel
  }

  /// What is wrong.
  public var problem: Problem
  /// The element it is wrong on.
  public var element: AccessibilityElement
  /// The number of the scenario frame the element was read in; nil outside a scenario.
  public var frame: Int?

  /// Creates a finding.
  public init(_ problem: Problem, _ element: AccessibilityElement, frame: Int? = nil) {
    self.problem = problem
    self.element = element
    self.frame = frame
  }

  /// The frame, the element's description in backquotes, and the problem.
  public var description: String {
    let place = frame.map { "frame \($0): " } ?? ""
    let problemText =
      switch problem {
      case .interactiveElementWithoutLabel: "an interactive element without a label"
      case .imageWithoutLabel: "an image that is an element without a label"
      case .duplicateAdjacentLabel:
        "the same label as the element before it, \"\(element.trimmedLabel)\""
      }
    return "\(place)`\(element.description)`: \(problemText)"
  }
}
