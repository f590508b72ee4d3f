import Testing
import TextCanvas

@Suite struct GridGeometryTests {
  @Test func intersectionKeepsTheSharedCells() {
    let a = GridRect(x: 0, y: 0, width: 10, height: 5)
    let b = GridRect(x: 6, y: 3, width: 10, height: 10)
    #expect(a.intersection(b) == GridRect(x: 6, y: 3, width: 4, height: 2))
  }

  @Test func disjointRectanglesIntersectInNothing() {
    let a = GridRect(x: 0, y: 0, width: 3, height: 3)
    let b = GridRect(x: 5, y: 5, width: 3, height: 3)
    #expect(a.intersection(b).isEmpty)
  }
}
