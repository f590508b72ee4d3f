import Testing

@testable import HeadlessRender

@Suite struct HeightIndexTests {
  private let index = HeightIndex(heights: [2, 0, 3, 1, 4])

  @Test func prefixesAreTheTopsOfTheItems() {
    #expect((0...5).map { index.prefix($0) } == [0, 2, 2, 5, 6, 10])
    #expect(index.total == 10)
  }

  @Test func theItemCoveringALineSkipsZeroHeightItems() {
    #expect((0..<10).map { index.item(containing: $0) } == [0, 0, 2, 2, 2, 3, 4, 4, 4, 4])
    #expect(index.item(containing: 99) == 4)
    #expect(index.item(containing: -1) == nil)
    #expect(HeightIndex(heights: []).item(containing: 0) == nil)
  }

  @Test func aSingleItemCoversEveryLineFromTheFirst() {
    let one = HeightIndex(heights: [3])
    #expect((0..<5).map { one.item(containing: $0) } == [0, 0, 0, 0, 0])
    #expect(one.item(containing: -1) == nil)
    #expect(HeightIndex(heights: [0]).item(containing: 0) == 0)
  }

  @Test func changingOneHeightMovesEveryTopBelowIt() {
    var changed = index
    changed.setHeight(1, at: 2)
    #expect((0...5).map { changed.prefix($0) } == [0, 2, 2, 3, 4, 8])
    #expect(changed.item(containing: 3) == 3)
  }

  @Test func theTreeAgreesWithPlainSumsOnALongList() {
    let heights = (0..<1000).map { ($0 * 7) % 5 }
    var running = 0
    var expected: [Int] = []
    for height in heights {
      expected.append(running)
      running += height
    }
    let tree = HeightIndex(heights: heights)
    #expect((0..<1000).map { tree.prefix($0) } == expected)
  }
}
