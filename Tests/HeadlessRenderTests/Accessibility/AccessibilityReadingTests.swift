import Foundation
import HeadlessTesting
import ListKit
import TestSupport
import Testing

@testable import HeadlessRender

/// A row broken on purpose, in one of three ways a VoiceOver user trips over.
@MainActor
private final class BrokenCell: UITableViewCell {
  enum Breakage {
    /// An icon-only button: a button with no title and no label.
    case unlabelledButton
    /// An image made an element, with no label.
    case unlabelledImage
    /// A title that the button beside it repeats.
    case repeatedLabel
  }

  let title = UILabel(text: "Kingfisher")
  let icon = UIImageView(imageName: "bird")
  let button = UIButton()

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    for view in [title, icon, button] { contentView.addSubview(view) }
  }

  required init?(coder: NSCoder) {
    nil
  }

  func breakIt(_ breakage: Breakage) {
    switch breakage {
    case .unlabelledButton:
      button.setTitle(nil, for: .normal)
    case .unlabelledImage:
      icon.isAccessibilityElement = true
      accessibilityElements = [icon, title]
    case .repeatedLabel:
      button.setTitle("Kingfisher", for: .normal)
    }
  }

  override func layoutSubviews() {
    title.gridFrame = GridRect(x: 0, y: 0, width: 10, height: 1)
    icon.gridFrame = GridRect(x: 11, y: 0, width: 6, height: 1)
    button.gridFrame = GridRect(x: 18, y: 0, width: 8, height: 1)
  }
}

@MainActor
private final class BrokenSource: NSObject, UITableViewDataSource {
  let breakage: BrokenCell.Breakage

  init(_ breakage: BrokenCell.Breakage) {
    self.breakage = breakage
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Broken", for: indexPath)
    (cell as? BrokenCell)?.breakIt(breakage)
    return cell
  }
}

@MainActor
@Suite struct AccessibilityReadingTests {
  /// The audit's findings on a table showing one row broken by `breakage`.
  private func findings(_ breakage: BrokenCell.Breakage) throws -> [String] {
    let source = BrokenSource(breakage)
    let table = UITableView(gridFrame: GridRect(x: 0, y: 0, width: 30, height: 3))
    table.register(BrokenCell.self, forCellReuseIdentifier: "Broken")
    table.dataSource = source
    try table.layoutVisibleRows()
    table.layoutIfNeeded()
    return AccessibilityReading(of: table).audit().map(\.description)
  }

  @Test func theAuditFindsAnIconOnlyButtonInABrokenCell() throws {
    #expect(
      try findings(.unlabelledButton) == ["`Button.`: an interactive element without a label"])
  }

  @Test func theAuditFindsAnUnlabelledImageElementInABrokenCell() throws {
    #expect(
      try findings(.unlabelledImage) == ["`Image.`: an image that is an element without a label"])
  }

  @Test func theAuditFindsALabelRepeatedByTheButtonBesideItInABrokenCell() throws {
    #expect(
      try findings(.repeatedLabel) == [
        "`Kingfisher. Button.`: the same label as the element before it, \"Kingfisher\""
      ])
  }

  @Test func theDocumentedReadingPrintsExactlyAsShown() throws {
    let todos = UITableViewController(style: .plain)
    todos.title = "Todos"
    let footer = ListFooterView()
    footer.footer = .error("You are offline.", retryHint: "Tap to retry.")
    todos.tableView.tableFooterView = footer
    let window = try DeviceFrame(size: GridSize(width: 20, height: 6))
      .layout(UINavigationController(rootViewController: todos))
    expectText(
      AccessibilityReading(of: window).text,
      equals: """
         VoiceOver:
           Todos. Heading.
           You are offline.
           Retry. Button.
             Tap to retry.

        """)
  }

  @Test func theDocumentedAuditPrintsExactlyAsShown() {
    let reading = AccessibilityReading(elements: [
      AccessibilityElement(traits: .button),
      AccessibilityElement(label: "Owl"), AccessibilityElement(label: "Owl", traits: .image),
    ])
    #expect(
      reading.audit().map(\.description) == [
        "`Button.`: an interactive element without a label",
        "`Owl. Image.`: the same label as the element before it, \"Owl\"",
      ])
  }

  @Test func aReadingWithNoElementsSaysSo() {
    #expect(AccessibilityReading(elements: []).text == " VoiceOver: nothing to read\n")
  }

  @Test func theAuditFindsAnInteractiveElementWithoutALabel() {
    let reading = AccessibilityReading(elements: [
      AccessibilityElement(traits: .button),
      AccessibilityElement(value: "owl", traits: .searchField),
    ])
    #expect(
      reading.audit().map(\.problem) == [
        .interactiveElementWithoutLabel, .interactiveElementWithoutLabel,
      ])
  }

  @Test func theAuditFindsAnImageElementWithoutALabel() {
    let reading = AccessibilityReading(elements: [
      AccessibilityElement(label: "Owl", traits: .image), AccessibilityElement(traits: .image),
    ])
    #expect(reading.audit() == [AccessibilityFinding(.imageWithoutLabel, reading.elements[1])])
  }

  @Test func theAuditFindsTheSameLabelTwiceInARowButNotApart() {
    let reading = AccessibilityReading(elements: [
      AccessibilityElement(label: "Play"), AccessibilityElement(label: "Play", traits: .button),
      AccessibilityElement(label: "Owl"), AccessibilityElement(label: "Play"),
    ])
    #expect(
      reading.audit() == [AccessibilityFinding(.duplicateAdjacentLabel, reading.elements[1])])
  }

  @Test func theAuditFindsNothingOnLabelledElements() {
    let reading = AccessibilityReading(elements: [
      AccessibilityElement(label: "Birds", traits: .header),
      AccessibilityElement(label: "Search", traits: .searchField),
      AccessibilityElement(label: "Owl", traits: .image),
      AccessibilityElement(label: "Play owl", traits: .button),
    ])
    #expect(reading.audit().isEmpty)
  }
}
