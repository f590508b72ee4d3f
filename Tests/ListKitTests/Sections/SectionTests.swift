import Foundation
import ListKit
import Testing

@Suite struct SectionTests {
  let sections = [
    Section(id: "today", title: "Today", items: ["a", "b"]),
    Section(id: "older", title: "Older", items: ["c"]),
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
}
