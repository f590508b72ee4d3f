import Foundation
import ListKit
import Testing

@Suite struct SectionTests {
  let sections = [
    ListSection(id: "today", title: "Today", items: ["a", "b"]),
    ListSection(id: "older", title: "Older", items: ["c"]),
  ]

  @Test func findsAnItemByIndexPath() {
    #expect(sections.item(at: IndexPath(row: 0, section: 1)) == "c")
  }

  @Test func answersNilOutsideTheMatrix() {
    #expect(sections.item(at: IndexPath(row: 0, section: 2)) == nil)
    #expect(sections.item(at: IndexPath(row: 2, section: 0)) == nil)
    #expect(sections.item(at: IndexPath(row: 0, section: -1)) == nil)
  }

  @Test func findsASectionByID() {
    #expect(sections.sectionIndex(of: "older") == 1)
    #expect(sections.section(withID: "today")?.items == ["a", "b"])
    #expect(sections.sectionIndex(of: "tomorrow") == nil)
  }

  @Test func groupingMakesOneSectionPerIDInTheOrderTheirFirstItemsCome() {
    let grouped = [ListSection](
      grouping: ["Bea", "Ada", "Ben", "Al"], by: { String($0.prefix(1)) }, title: { "\($0)…" })
    #expect(
      grouped == [
        ListSection(id: "B", title: "B…", items: ["Bea", "Ben"]),
        ListSection(id: "A", title: "A…", items: ["Ada", "Al"]),
      ])
  }

  @Test func groupingNothingMakesNoSections() {
    #expect([ListSection<String, String>](grouping: [String](), by: { $0 }).isEmpty)
  }

  @Test func aFlatPositionCountsTheRowsOfTheSectionsBefore() {
    #expect(sections.flatPosition(of: IndexPath(row: 1, section: 0)) == 1)
    #expect(sections.flatPosition(of: IndexPath(row: 0, section: 1)) == 2)
  }
}
