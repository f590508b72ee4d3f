import Foundation
import ListKit
import Testing

@Suite struct IndexPathTests {
  @Test func printsSectionThenRowAsAScenarioFileWritesThem() {
    #expect("\(IndexPath(row: 4, section: 1))" == "[1, 4]")
  }

  @Test func printsAsUIKitsMessagesDoWhereOneIsReproduced() {
    #expect("\(uikit: IndexPath(row: 4, section: 1))" == "(1 - 4)")
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

@Suite struct IndexPathItemTests {
  @Test func anItemIsTheRowOfACollectionView() {
    var path = IndexPath(item: 3, section: 2)
    #expect(path == IndexPath(row: 3, section: 2))
    #expect((path.section, path.item, path.row) == (2, 3, 3))
    path.item = 5
    #expect(path.row == 5)
    path.row = 1
    #expect(path.item == 1)
  }
}
