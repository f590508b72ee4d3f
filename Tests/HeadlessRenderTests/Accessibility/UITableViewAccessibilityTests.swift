import Foundation
import ListKit
import Testing

@testable import HeadlessRender

/// A row as a team writes one: a title and a detail label, and optionally a button.
@MainActor
private final class DetailCell: UITableViewCell {
  let title = UILabel()
  let detail = UILabel()
  let button = UIButton()

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    for view in [title, detail, button] { contentView.addSubview(view) }
  }

  required init?(coder: NSCoder) {
    nil
  }

  /// One line, or the detail under the title when the row is taller.
  override func layoutSubviews() {
    title.gridFrame = GridRect(x: 0, y: 0, width: 8, height: 1)
    detail.gridFrame =
      gridFrame.height > 1
      ? GridRect(x: 0, y: 1, width: 6, height: 1) : GridRect(x: 9, y: 0, width: 6, height: 1)
    button.gridFrame = GridRect(x: 16, y: 0, width: 8, height: 1)
  }
}

/// Sections of rows `"title|detail"`; a section's title is its header.
@MainActor
private final class DetailSource: NSObject, UITableViewDataSource {
  var sections: [(title: String?, rows: [String])]
  var button: String?
  var configure: (DetailCell) -> Void = { _ in }

  init(_ sections: [(title: String?, rows: [String])]) {
    self.sections = sections
  }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Detail", for: indexPath)
    guard let cell = cell as? DetailCell else { return cell }
    let parts = sections[indexPath.section].rows[indexPath.row].split(separator: "|")
    cell.title.text = parts.first.map(String.init) ?? ""
    cell.detail.text = parts.count > 1 ? String(parts[1]) : ""
    cell.button.setTitle(button, for: .normal)
    cell.button.isHidden = button == nil
    configure(cell)
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].title
  }

  /// Footer titles by section; none unless set.
  var footers: [Int: String] = [:]

  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    footers[section]
  }
}

/// How VoiceOver reads a table and its rows, as UIKit's table and cells expose them.
@MainActor
@Suite struct UITableViewAccessibilityTests {
  private func read(
    _ source: DetailSource, height: Int = 10, offset: Int = 0, rowHeight: Int = 1
  ) throws -> [String] {
    let table = UITableView(gridFrame: GridRect(x: 0, y: 0, width: 30, height: height))
    table.separatorStyle = .none
    table.rowHeight = CGFloat(rowHeight) * 22
    table.register(DetailCell.self, forCellReuseIdentifier: "Detail")
    table.dataSource = source
    try table.trySetContentOffsetLine(offset)
    table.layoutIfNeeded()
    return table.accessibilityElementsInReadingOrder().flatMap(\.lines)
  }

  @Test func aRowIsOneElementJoiningItsLabelsWithACommaByDefault() throws {
    let source = DetailSource([(nil, ["Wi-Fi|Home", "Bluetooth|On"])])
    #expect(try read(source) == ["Wi-Fi, Home", "Bluetooth, On"])
  }

  @Test func aRowWithAnEmptyLabelJoinsOnlyTheOthers() throws {
    let source = DetailSource([(nil, ["Wi-Fi"])])
    #expect(try read(source) == ["Wi-Fi"])
  }

  @Test func aControlInARowFollowsTheRowAsAnElementOfItsOwn() throws {
    let source = DetailSource([(nil, ["Kingfisher|0:32"])])
    source.button = "Play"
    #expect(try read(source) == ["Kingfisher, 0:32", "Play. Button."])
  }

  @Test func theRowCarriesTheCellsOwnLabelValueHintTraitsAndActions() throws {
    let source = DetailSource([(nil, ["Water the plants"])])
    source.configure = { cell in
      cell.accessibilityValue = "Done"
      cell.accessibilityTraits = [.button]
      cell.accessibilityHint = "Double tap to mark as not done."
      cell.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Delete")]
    }
    #expect(
      try read(source) == [
        "Water the plants: Done. Button.", "  Double tap to mark as not done.",
        "  Actions Available", "  ↓ Delete",
      ])
  }

  @Test func aCellThatIsAnElementHidesItsControls() throws {
    let source = DetailSource([(nil, ["Kingfisher|0:32"])])
    source.button = "Play"
    source.configure = { cell in cell.isAccessibilityElement = true }
    #expect(try read(source) == ["Kingfisher, 0:32"])
  }

  @Test func aCellThatListsItsElementsIsReadInThatOrder() throws {
    let source = DetailSource([(nil, ["Kingfisher|0:32"])])
    source.button = "Play"
    source.configure = { cell in cell.accessibilityElements = [cell.button, cell.title] }
    #expect(try read(source) == ["Play. Button.", "Kingfisher"])
  }

  @Test func sectionHeadersAreHeadingsReadBeforeTheirRows() throws {
    let source = DetailSource([("Fruit", ["apple", "pear"]), ("Veg", ["kale"])])
    #expect(
      try read(source) == ["Fruit. Heading.", "apple", "pear", "Veg. Heading.", "kale"])
  }

  @Test func onlyTheRowsOnScreenAreRead() throws {
    let source = DetailSource([(nil, (0..<20).map { "row \($0)" })])
    #expect(try read(source, height: 3, offset: 5) == ["row 5", "row 6", "row 7"])
  }

  @Test func aRowPartlyOnScreenIsReadWhole() throws {
    // Two-line rows at offset 1: apple's title line is above the viewport, kale's detail below.
    let source = DetailSource([(nil, ["apple|red", "pear|green", "kale|dark"])])
    #expect(
      try read(source, height: 4, offset: 1, rowHeight: 2) == [
        "apple, red", "pear, green", "kale, dark",
      ])
  }

  @Test func aPinnedHeaderIsReadBeforeTheRowsOfItsSection() throws {
    // At offset 1 "Fruit" floats over apple, which scrolled under it; pear and Veg follow.
    let source = DetailSource([("Fruit", ["apple", "pear"]), ("Veg", ["kale"])])
    #expect(
      try read(source, height: 4, offset: 1) == [
        "Fruit. Heading.", "apple", "pear", "Veg. Heading.", "kale",
      ])
  }

  @Test func sectionFootersAreReadAfterTheirRowsAsPlainText() throws {
    let source = DetailSource([("Fruit", ["apple", "pear"]), ("Veg", ["kale"])])
    source.footers = [0: "2 fruits", 1: "1 veg"]
    #expect(
      try read(source) == [
        "Fruit. Heading.", "apple", "pear", "2 fruits", "Veg. Heading.", "kale", "1 veg",
      ])
  }

  @Test func aPinnedFooterIsReadAfterTheRowsOfItsSection() throws {
    // At offset 0 "2 fruits" floats at the bottom over pear, which is still on screen.
    let source = DetailSource([("Fruit", ["apple", "pear"]), ("Veg", ["kale"])])
    source.footers = [0: "2 fruits", 1: "1 veg"]
    #expect(try read(source, height: 3) == ["Fruit. Heading.", "apple", "pear", "2 fruits"])
  }

  @Test func theTableFooterViewIsReadAfterTheLastSection() throws {
    let source = DetailSource([("Fruit", ["apple"])])
    let table = UITableView(gridFrame: GridRect(x: 0, y: 0, width: 30, height: 6))
    table.register(DetailCell.self, forCellReuseIdentifier: "Detail")
    table.dataSource = source
    let footer = ListFooterView()
    footer.footer = .message("No more fruit.")
    footer.gridFrame.size = GridSize(width: 30, height: footer.height(forWidth: 30))
    table.tableFooterView = footer
    try table.layoutVisibleRows()
    table.layoutIfNeeded()
    #expect(
      table.accessibilityElementsInReadingOrder().map(\.description) == [
        "Fruit. Heading.", "apple", "No more fruit.",
      ])
  }
}
