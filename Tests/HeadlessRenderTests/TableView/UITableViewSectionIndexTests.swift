import Foundation
import HeadlessGoldens
import HeadlessTestSupport
import ListKit
import TestSupport
import Testing

@testable import HeadlessRender

/// The section index: its titles down the trailing edge of a plain table, tapped to scroll to
/// a section, read by VoiceOver as one adjustable element.
@MainActor
@Suite final class UITableViewSectionIndexTests {
  private var spies: [SectionsSpy] = []

  private func table(
    _ spy: SectionsSpy, style: UITableView.Style = .plain, height: Int = 12
  ) -> UITableView {
    spies.append(spy)
    return makeSections(spy, style: style, width: 20, height: height)
  }

  @Test func anIndexIsOffUntilTheDataSourceGivesTitlesAndShowsAtAnyRowCountByDefault() {
    final class Bare: NSObject, UITableViewDataSource {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      { UITableViewCell(style: .default, reuseIdentifier: nil) }
    }
    let table = UITableView(frame: .zero)
    #expect(table.sectionIndexMinimumDisplayRowCount == 0)
    #expect(table.sectionIndexColor == nil)
    #expect(table.sectionIndexBackgroundColor == nil)
    #expect(table.sectionIndexTrackingBackgroundColor == nil)
    let bare = Bare()
    #expect(bare.sectionIndexTitles(for: table) == nil)
    #expect(bare.tableView(table, sectionForSectionIndexTitle: "C", at: 2) == 2)
    table.dataSource = bare
    table.reloadSectionIndexTitles()
    #expect(table.shownSectionIndexTitles == nil)
  }

  @Test func theIndexRunsDownTheTrailingEdgeCentredAndTheRowsEndBeforeIt() {
    let table = table(alphabet())
    assertGolden(of: table, as: .view(device: table.gridFrame.size, accessibility: true))
  }

  @Test(arguments: [["A", "B", "C", "D", "E"], ["9", "10", "11", "12", "13"]])
  func headersStopWhereTheRowsTextStopsAColumnClearOfTheIndex(titles: [String]) throws {
    let spy = alphabet()
    spy.indexTitles = titles
    let label = UILabel(text: "view")
    spy.headerViews[1] = { _ in label }
    let table = table(spy, height: 8)
    let width = titles.map(\.count).max() ?? 0
    let lines = try frame(of: table)
    // The frame's border, then 20 columns: the rows' text ends two columns (the cell's
    // margin) before the index; so does a header's rule.
    let rowEnd = 20 - width - 2
    for line in lines where line.contains("━") {
      let inside = Array(line.dropFirst(2).dropLast())
      let lastRule = try #require(inside.lastIndex(of: "━"))
      #expect(lastRule == rowEnd - 1, "\(line)")
      #expect(inside[rowEnd..<(20 - width)].allSatisfy { $0 == " " }, "\(line)")
    }
    #expect(lines.filter { $0.contains("━") }.count >= 1)
    #expect(label.superview === table, "B's header shows")
    #expect(label.gridFrame.width == 20 - width, "a delegate's view is as wide as the rows")
  }

  @Test func tappingATitleScrollsItsSectionToTheTop() throws {
    let spy = alphabet()
    let table = table(spy, height: 6)
    _ = try frame(of: table)
    spy.clearLog()
    #expect(table.tapSectionIndex(title: "C"))
    #expect(spy.log.first == "sectionForSectionIndexTitle C at 2")
    // C's header is the top line: A and B took 4 lines each.
    #expect(table.contentOffsetLine == 8)
    #expect(
      try frame(of: table) == [
        " ┌────────────────────┐",
        " │  C ━━━━━━━━━━━━━  A│",
        " │  C1               B│",
        " │  ─────────────────C│",
        " │  C2               D│",
        " │  D ━━━━━━━━━━━━━  E│",
        " │  D1                │",
        " └────────────────────┘",
      ])
    // E's section is nearer the end than a screenful: the table scrolls as far as it can.
    #expect(table.tapSectionIndex(at: 4))
    #expect(table.contentOffsetLine == table.contentHeight - 6)
    #expect(!table.tapSectionIndex(title: "Z"))
    #expect(!table.tapSectionIndex(at: 5))
    #expect(!table.tapSectionIndex(at: -1))
  }

  @Test func aSectionOfRowsTallerThanTheirEstimateStillLandsAtTheTop() throws {
    // Self-sizing rows of three lines, estimated at one (44 points, a line and its
    // separator): the content's height is an estimate until the rows are measured. E, the
    // last section, is nearer the estimated end than a screenful, so one scroll stops short
    // of it; measured on the way, it turns out to have room.
    let spy = alphabet()
    spy.sections = spy.sections.map {
      .init(header: $0.header, rows: $0.rows.map { "\($0)\n-\n-" })
    }
    spy.numberOfLines = 0
    let table = table(spy, height: 6)
    table.rowHeight = UITableView.automaticDimension
    table.estimatedRowHeight = 44
    _ = try frame(of: table)
    for (title, section) in [("E", 4), ("B", 1), ("D", 3), ("A", 0)] {
      #expect(table.tapSectionIndex(title: title))
      let lines = try frame(of: table)
      #expect(lines[1].hasPrefix(" │  \(title) ━"), "\(title): \(lines.joined(separator: "\n"))")
      #expect(lines[2].hasPrefix(" │  \(title)1 "), "\(title)")
      #expect(table.contentOffset.y == table.rectForHeader(inSection: section).minY, "\(title)")
    }
  }

  @Test func theDataSourceSaysWhichSectionATitleScrollsTo() throws {
    let spy = alphabet()
    spy.indexTitles = ["A", "C", "#"]
    spy.indexSections = [1: 2, 2: 9]
    let table = table(spy, height: 6)
    _ = try frame(of: table)
    #expect(table.tapSectionIndex(title: "C"))
    #expect(table.contentOffsetLine == 8)
    // A section the table does not have scrolls nowhere.
    #expect(table.tapSectionIndex(title: "#"))
    #expect(table.contentOffsetLine == 8)
    #expect(
      spy.log.filter { $0.hasPrefix("sectionFor") } == [
        "sectionForSectionIndexTitle C at 1", "sectionForSectionIndexTitle # at 2",
      ])
  }

  @Test func theIndexShowsFromTheMinimumRowCountOnly() throws {
    let spy = alphabet()
    let table = table(spy)
    table.sectionIndexMinimumDisplayRowCount = 10
    _ = try frame(of: table)
    #expect(table.shownSectionIndexTitles == ["A", "B", "C", "D", "E"])
    table.sectionIndexMinimumDisplayRowCount = 11
    #expect(table.shownSectionIndexTitles == nil)
    #expect(try frame(of: table)[2] == " │  A1                │")
    #expect(!table.tapSectionIndex(title: "A"))
  }

  @Test func onlyAPlainTableShowsAnIndex() throws {
    let table = table(alphabet(), style: .grouped)
    _ = try frame(of: table)
    #expect(table.shownSectionIndexTitles == nil)
    #expect(table.indexColumns == 0)
  }

  @Test func titlesThatDoNotFitFoldIntoDotsKeepingTheFirstAndLast() {
    let index = TableIndexView(frame: .zero)
    index.titles = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
    #expect(index.shownLines(inHeight: 26) == index.titles)
    #expect(index.shownLines(inHeight: 9) == ["A", "•", "G", "•", "N", "•", "T", "•", "Z"])
    #expect(index.shownLines(inHeight: 8) == ["A", "•", "I", "•", "R", "•", "Z"])
    #expect(index.shownLines(inHeight: 1) == ["A"])
    #expect(index.shownLines(inHeight: 0) == [])
    index.titles = ["A", "10"]
    #expect(index.width == 2)
  }

  @Test func reloadingTheIndexTitlesAsksTheDataSourceAgain() throws {
    let spy = alphabet()
    let table = table(spy)
    _ = try frame(of: table)
    spy.indexTitles = ["A", "E"]
    #expect(table.shownSectionIndexTitles == ["A", "B", "C", "D", "E"])
    table.reloadSectionIndexTitles()
    #expect(table.shownSectionIndexTitles == ["A", "E"])
    spy.indexTitles = nil
    table.reloadSectionIndexTitles()
    #expect(table.shownSectionIndexTitles == nil)
  }
}
