import Foundation
import ListKit
import Testing

@Suite struct IndexPathTests {
  @Test func printsSectionThenRowInParentheses() {
    #expect("\(IndexPath(row: 4, section: 1))" == "(1 - 4)")
  }

  @Test func ordersBySectionThenRow() {
    let paths = [
      IndexPath(row: 0, section: 1), IndexPath(row: 2, section: 0), IndexPath(row: 1, section: 0),
    ]
    #expect(
      paths.sorted() == [
        IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 1),
      ])
  }
}
