import TextCanvas

/// What VoiceOver reads on a screen, element by element in its order, as text that sits under
/// a frame in a golden file: one element per line in AccessibilitySnapshot's grammar, its hint
/// and custom actions indented beneath it.
///
/// ```swift
/// let todos = UITableViewController(style: .plain)
/// todos.title = "Todos"
/// let footer = ListFooterView()
/// footer.footer = .error("You are offline.", retryHint: "Tap to retry.")
/// todos.tableView.tableFooterView = footer
/// let navigation = UINavigationController(rootViewController: todos)
/// let window = try DeviceFrame(size: GridSize(width: 20, height: 6)).layout(navigation)
/// print(AccessibilityReading(of: window), terminator: "")
/// // Prints:
/// //  VoiceOver:
/// //    Todos. Heading.
/// //    You are offline.
/// //    Retry. Button.
/// //      Tap to retry.
/// ```
///
/// The view is read as it is laid out, so lay it out first:
/// HeadlessTesting's `DeviceFrame.layout(_:)` returns the window it shows a view controller
/// in, and lays out a view it is given.
/// Only what is inside its bounds is read: rows scrolled away are not.
public struct AccessibilityReading: Hashable, Sendable, CustomStringConvertible {
  /// The elements, in VoiceOver's order.
  public var elements: [AccessibilityElement]

  /// A reading of `elements`, in that order.
  public init(elements: [AccessibilityElement]) {
    self.elements = elements
  }

  /// What VoiceOver reads in `view` as it is laid out: only what is inside the view's bounds,
  /// in VoiceOver's order (a container's ``UIView/accessibilityElements`` in that order, any
  /// other view's subviews top to bottom, then leading to trailing).
  @MainActor
  public init(of view: UIView) {
    elements = view.accessibilityElementsInReadingOrder()
  }

  /// ` VoiceOver:` and the elements' lines indented under it, each line ending with a newline;
  /// ` VoiceOver: nothing to read` for no elements.
  public var text: String {
    guard !elements.isEmpty else { return " VoiceOver: nothing to read\n" }
    let lines = elements.flatMap(\.lines).map { "   " + $0 + "\n" }
    return " VoiceOver:\n" + lines.joined()
  }

  /// The same as ``text``.
  public var description: String { text }

  /// What a VoiceOver user would trip over, in reading order: interactive elements and images
  /// without a label, and an element whose label repeats the one just before it.
  ///
  /// ```swift
  /// let reading = AccessibilityReading(elements: [
  ///   AccessibilityElement(traits: .button),
  ///   AccessibilityElement(label: "Owl"), AccessibilityElement(label: "Owl", traits: .image),
  /// ])
  /// for finding in reading.audit() { print(finding) }
  /// // Prints:
  /// // `Button.`: an interactive element without a label
  /// // `Owl. Image.`: the same label as the element before it, "Owl"
  /// ```
  public func audit() -> [AccessibilityFinding] {
    var findings: [AccessibilityFinding] = []
    var previousLabel: String?
    for element in elements {
      let label = element.trimmedLabel
      if label.isEmpty, !element.traits.isDisjoint(with: .interactive) {
        findings.append(AccessibilityFinding(.interactiveElementWithoutLabel, element))
      } else if label.isEmpty, element.traits.contains(.image) {
        findings.append(AccessibilityFinding(.imageWithoutLabel, element))
      }
      if !label.isEmpty, label == previousLabel {
        findings.append(AccessibilityFinding(.duplicateAdjacentLabel, element))
      }
      previousLabel = label
    }
    return findings
  }
}
