import Testing
import ViewModels

@Suite struct SectionTests {
  let sections = [
    Section(id: "today", title: "Today", items: ["a", "b"]),
    Section(id: "older", title: "Older", items: ["c"]),
  ]

  @Test func findsAnItemByIndexPath() {
    #expect(sections.item(at: IndexPath(section: 1, row: 0)) == "c")
  }

  @Test func answersNilOutsideTheMatrix() {
    #expect(sections.item(at: IndexPath(section: 2, row: 0)) == nil)
    #expect(sections.item(at: IndexPath(section: 0, row: 2)) == nil)
    #expect(sections.item(at: IndexPath(section: -1, row: 0)) == nil)
  }

  @Test func findsASectionByID() {
    #expect(sections.sectionIndex(of: "older") == 1)
    #expect(sections.section(withID: "today")?.items == ["a", "b"])
    #expect(sections.sectionIndex(of: "tomorrow") == nil)
  }
}
