import Testing
import ViewModels

@Suite struct IndexPathTests {
  @Test func printsSectionThenRowInParentheses() {
    #expect(IndexPath(section: 1, row: 4).description == "(1 - 4)")
  }

  @Test func ordersBySectionThenRow() {
    let paths = [
      IndexPath(section: 1, row: 0), IndexPath(section: 0, row: 2), IndexPath(section: 0, row: 1),
    ]
    #expect(
      paths.sorted() == [
        IndexPath(section: 0, row: 1), IndexPath(section: 0, row: 2), IndexPath(section: 1, row: 0),
      ])
  }
}
