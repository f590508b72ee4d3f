import Foundation
import HeadlessTestSupport
import ListKit
import TestSupport
import Testing

@testable import HeadlessRender

/// Section header and footer views: registered and dequeued as UIKit does, asked for as their
/// sections come on screen, drawn and read in place of titles, told when they come and go.
@MainActor
@Suite final class UITableViewHeaderFooterViewTests {
  /// A header view that counts the times it was prepared for reuse.
  final class CountingHeader: UITableViewHeaderFooterView {
    private(set) var reuses = 0

    override func prepareForReuse() {
      super.prepareForReuse()
      reuses += 1
    }
  }

  private var spies: [SectionsSpy] = []

  private func spy(_ sections: [SectionsSpy.Section]) -> SectionsSpy {
    let spy = SectionsSpy(sections)
    spies.append(spy)
    return spy
  }

  /// A header view dequeued as "Header" with `title` as its text.
  private func header(_ title: String) -> (UITableView) -> UIView? {
    { table in
      let view = table.dequeueReusableHeaderFooterView(withIdentifier: "Header")
      view?.textLabel?.text = title
      return view
    }
  }

  @Test func dequeuingAnUnregisteredIdentifierReturnsNilAndARegisteredOneANewView() {
    let table = UITableView(frame: .zero)
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Header") == nil)
    table.register(CountingHeader.self, forHeaderFooterViewReuseIdentifier: "Header")
    let view = table.dequeueReusableHeaderFooterView(withIdentifier: "Header")
    #expect(view is CountingHeader)
    #expect(view?.reuseIdentifier == "Header")
    #expect((view as? CountingHeader)?.reuses == 0)
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Footer") == nil)
  }

  @Test func theTablesNewHeightsStartAutomaticAndTheDelegateAnswersAutomaticOrNothing() {
    final class Bare: NSObject, UITableViewDelegate {}
    let table = UITableView(frame: .zero)
    #expect(table.estimatedSectionHeaderHeight == UITableView.automaticDimension)
    #expect(table.estimatedSectionFooterHeight == UITableView.automaticDimension)
    let bare = Bare()
    #expect(bare.tableView(table, viewForHeaderInSection: 0) == nil)
    #expect(bare.tableView(table, viewForFooterInSection: 0) == nil)
    #expect(bare.tableView(table, heightForHeaderInSection: 0) == UITableView.automaticDimension)
    #expect(bare.tableView(table, heightForFooterInSection: 0) == UITableView.automaticDimension)
    #expect(
      bare.tableView(table, estimatedHeightForHeaderInSection: 0)
        == UITableView.automaticDimension)
    #expect(
      bare.tableView(table, estimatedHeightForFooterInSection: 0)
        == UITableView.automaticDimension)
  }

  @Test func aHeaderViewTakesTheTitlesPlaceFloatsAndIsReadAsAHeading() throws {
    let spy = spy([
      .init(header: "Fruit", rows: ["apple", "pear", "plum"], footer: nil),
      .init(header: nil, rows: ["kale"], footer: nil),
    ])
    spy.headerViews[0] = header("Orchard")
    spy.footerViews[0] = { _ in UILabel(text: "  3 fruits") }
    spy.headerViews[1] = { _ in UILabel(text: "  ★ Veg") }
    let table = makeSections(spy, width: 16, height: 8)
    table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
    expectText(
      try frame(of: table).joined(separator: "\n"),
      equals: """
         ┌────────────────┐
         │  Orchard ━━━━  │
         │  apple         │
         │  ──────────────│
         │  pear          │
         │  ──────────────│
         │  plum          │
         │  3 fruits      │
         │  ★ Veg         │
         └────────────────┘
        """)
    #expect(
      table.accessibilityElementsInReadingOrder().map(\.description) == [
        "Orchard. Heading.", "apple", "pear", "plum", "3 fruits", "★ Veg",
      ])
    try table.trySetContentOffsetLine(2)
    // The header view floats over apple's separator, which scrolled under it.
    expectText(
      try frame(of: table).joined(separator: "\n"),
      equals: """
         ┌────────────────┐
         │  Orchard ━━━━  │
         │  pear          │
         │  ──────────────│
         │  plum          │
         │  3 fruits      │
         │  ★ Veg         │
         │  kale          │
         │  ──────────────│
         └────────────────┘
        """)
    #expect(table.headerView(forSection: 0)?.textLabel?.text == "Orchard")
    #expect(table.headerView(forSection: 1) == nil)
  }

  @Test func viewsAreAskedForAsTheirSectionsComeOnScreenAndToldWhenTheyComeAndGo() throws {
    let spy = spy([
      .init(header: "A", rows: ["a1", "a2", "a3"], footer: nil),
      .init(header: "B", rows: ["b1", "b2", "b3"], footer: "b ends"),
    ])
    let table = makeSections(spy, width: 16, height: 4)
    _ = try frame(of: table)
    #expect(spy.log == ["viewForHeader 0", "willDisplayHeader 0"])
    spy.clearLog()
    // Lines 9 to 12: b2 and its separator, b3, the footer; B floats over b2.
    try table.trySetContentOffsetLine(9)
    #expect(
      spy.log == [
        "didEndDisplayingHeader 0", "viewForHeader 1", "willDisplayHeader 1",
        "willDisplayFooter 1",
      ])
    #expect(table.headerView(forSection: 0) == nil)
    #expect(table.footerView(forSection: 1)?.textLabel?.text == "b ends")
  }

  @Test func headerViewsGoBackToTheirPoolAndComeBackPreparedForReuse() throws {
    let spy = spy([
      .init(header: nil, rows: ["a1", "a2", "a3"], footer: nil),
      .init(header: nil, rows: ["b1", "b2", "b3"], footer: nil),
    ])
    spy.headerViews[0] = header("A")
    spy.headerViews[1] = header("B")
    let table = makeSections(spy, width: 16, height: 3)
    table.register(CountingHeader.self, forHeaderFooterViewReuseIdentifier: "Header")
    _ = try frame(of: table)
    let first = try #require(table.headerView(forSection: 0) as? CountingHeader)
    try table.trySetContentOffsetLine(8)
    let second = try #require(table.headerView(forSection: 1) as? CountingHeader)
    #expect(second === first)
    #expect(second.reuses == 1)
    #expect(second.textLabel?.text == "B")
  }

  @Test func aViewOfTheDelegatesWithoutAnIdentifierIsNeverReusedForATitle() throws {
    let spy = spy([
      .init(header: nil, rows: ["a1", "a2", "a3"], footer: nil),
      .init(header: "B", rows: ["b1", "b2", "b3"], footer: nil),
    ])
    let custom = UITableViewHeaderFooterView(reuseIdentifier: nil)
    custom.textLabel?.text = "Mine"
    spy.headerViews[0] = { _ in custom }
    let table = makeSections(spy, width: 16, height: 3)
    _ = try frame(of: table)
    #expect(table.headerView(forSection: 0) === custom)
    #expect(custom.superview === table)
    try table.trySetContentOffsetLine(8)
    let title = try #require(table.headerView(forSection: 1))
    #expect(title !== custom)
    // Off screen, the delegate's view has left the table.
    #expect(custom.superview == nil)
    #expect(!table.subviews.contains { $0 === custom })
    #expect(title.textLabel?.text == "B")
    #expect(custom.textLabel?.text == "Mine")
  }

  @Test func willDisplayHeaderViewMayChangeTheTitleAsAppsUndoGroupedUpperCase() throws {
    let spy = spy([.init(header: "fresh fruit", rows: ["apple"], footer: nil)])
    spy.retitle = { $0.capitalized }
    let table = makeSections(spy, style: .grouped, width: 16, height: 4)
    #expect(try frame(of: table)[2] == " │  Fresh Fruit   │")
    #expect(table.headerView(forSection: 0)?.textLabel?.text == "Fresh Fruit")
  }

  @Test func aHeightTheDelegateGivesIsKeptEvenWithoutATitleWhereTheTablesIsNot() throws {
    let spy = spy([
      .init(header: nil, rows: ["apple"], footer: nil),
      .init(header: nil, rows: ["kale"], footer: nil),
    ])
    spy.headerHeights[1] = 44
    let table = makeSections(spy, width: 16, height: 5)
    table.sectionHeaderHeight = 66
    expectText(
      try frame(of: table).joined(separator: "\n"),
      equals: """
         ┌────────────────┐
         │  apple         │
         │  ──────────────│
         │                │
         │                │
         │  kale          │
         └────────────────┘
        """)
  }

  @Test func aFooterHeightTheDelegateGivesIsKeptOnScreenForItsOwnSectionOnly() throws {
    let spy = spy([
      .init(header: nil, rows: ["apple"], footer: nil),
      .init(header: nil, rows: ["kale"], footer: nil),
    ])
    spy.footerHeights[0] = 44
    let table = makeSections(spy, width: 16, height: 5)
    table.sectionFooterHeight = 66
    expectText(
      try frame(of: table).joined(separator: "\n"),
      equals: """
         ┌────────────────┐
         │  apple         │
         │  ──────────────│
         │                │
         │                │
         │  kale          │
         └────────────────┘
        """)
    #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 44, width: 156, height: 44))
    #expect(table.rectForFooter(inSection: 1) == CGRect(x: 0, y: 132, width: 156, height: 0))
    #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 88, width: 156, height: 0))
  }

  @Test func aGroupedFooterTakesTheHeightTheDelegateGivesAndTheNextSectionsItsOwn() throws {
    let spy = spy([
      .init(header: nil, rows: ["apple"], footer: "Ripe."),
      .init(header: nil, rows: ["kale"], footer: "Fresh."),
    ])
    spy.footerHeights[0] = 88
    let table = makeSections(spy, style: .grouped, width: 16, height: 12)
    // Four lines under apple: the section's edge, its title, two more; then the gap before
    // kale's section, whose footer is its edge and its title.
    expectText(
      try frame(of: table).joined(separator: "\n"),
      equals: """
         ┌────────────────┐
         │                │
         │────────────────│
         │  apple         │
         │────────────────│
         │  Ripe.         │
         │                │
         │                │
         │                │
         │────────────────│
         │  kale          │
         │────────────────│
         │  Fresh.        │
         └────────────────┘
        """)
    #expect(table.rectForFooter(inSection: 0).height == 88)
    #expect(table.rectForFooter(inSection: 1).height == 44)
  }

  @Test func aHeaderViewIsEstimatedUntilItComesOnScreenAndIsMeasured() throws {
    let spy = spy([.init(header: nil, rows: ["apple"], footer: nil)])
    spy.estimatedHeaderHeights[0] = 66
    spy.headerViews[0] = { _ in UILabel(text: "Fruit") }
    let table = makeSections(spy, width: 16, height: 5)
    // Before the first layout: 3 estimated lines and the row's 2.
    #expect(table.contentSize.height == 110)
    _ = try frame(of: table)
    #expect(table.contentSize.height == 66)
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 156, height: 22))
    #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 66, width: 156, height: 0))
    #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 156, height: 66))
    #expect(table.rect(forSection: 1) == .zero)
  }

  @Test func aHeaderViewsDefaultConfigurationFollowsItsTableAndKind() throws {
    let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
    #expect(view.defaultContentConfiguration() == .plainHeader())
    let spy = spy([.init(header: "Fruit", rows: ["apple"], footer: "Ripe.")])
    let table = makeSections(spy, style: .insetGrouped, width: 16, height: 6)
    _ = try frame(of: table)
    #expect(table.headerView(forSection: 0)?.defaultContentConfiguration() == .groupedHeader())
    #expect(table.footerView(forSection: 0)?.defaultContentConfiguration() == .groupedFooter())
  }

  @Test func aHeaderViewShowsAContentConfigurationInPlaceOfItsTextLabel() throws {
    let spy = spy([.init(header: nil, rows: ["apple"], footer: nil)])
    spy.headerViews[0] = { table in
      let view = table.dequeueReusableHeaderFooterView(withIdentifier: "Header")
      var content = view?.defaultContentConfiguration()
      content?.text = "Fruit"
      content?.secondaryText = "in season"
      view?.contentConfiguration = content
      return view
    }
    let table = makeSections(spy, width: 16, height: 4)
    table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
    #expect(
      try frame(of: table) == [
        " ┌────────────────┐",
        " │  Fruit         │",
        " │  in season     │",
        " │  apple         │",
        " │  ──────────────│",
        " └────────────────┘",
      ])
    #expect(
      table.accessibilityElementsInReadingOrder().map(\.description) == [
        "Fruit", "in season", "apple",
      ])
  }
}
