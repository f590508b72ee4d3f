import Foundation
import Testing

@testable import TextCanvas

/// The one scale from UIKit's points to the grid: 9.75 points a column, 22 a line.
@Suite struct PointScaleTests {
  @Test func aPhoneWidthIsTheDefaultFortyColumns() {
    #expect(PointScale.columns(390) == 40)
    #expect(PointScale.points(columns: 40) == 390)
  }

  @Test func aStandardRowIsTwoLinesAndABarToo() {
    #expect(PointScale.lines(44) == 2)
    #expect(PointScale.points(lines: 2) == 44)
    #expect(PointScale.lines(56) == 3)  // a search bar
  }

  @Test func uikitsSpacingsLandOnWholeColumns() {
    #expect(PointScale.columns(8) == 1)
    #expect(PointScale.columns(16) == 2)
    #expect(PointScale.columns(20) == 2)
  }

  @Test func halfAColumnOrLineRoundsTowardZeroAndJustOverItRoundsAway() {
    #expect(PointScale.columns(4.875) == 0)
    #expect(PointScale.columns(4.876) == 1)
    #expect(PointScale.columns(14.625) == 1)
    #expect(PointScale.columns(14.626) == 2)
    #expect(PointScale.columns(-4.875) == 0)
    #expect(PointScale.columns(-4.876) == -1)
    #expect(PointScale.lines(11) == 0)  // a cell's content margin
    #expect(PointScale.lines(11.01) == 1)
    #expect(PointScale.lines(33) == 1)
    #expect(PointScale.lines(-11) == 0)
    #expect(PointScale.lines(-11.01) == -1)
  }

  @Test func aValueThatIsNotANumberIsZeroInsteadOfATrap() {
    #expect(PointScale.columns(.nan) == 0)
    #expect(PointScale.lines(.infinity) == 0)
    #expect(PointScale.columns(1e300) == 1_000_000_000)
  }

  @Test func aRectangleMapsEdgeByEdgeSoViewsThatMeetStillMeet() {
    // 16 + 97.5 = 113.5 points: the first view ends at column 12, where the second begins.
    let first = GridRect(points: CGRect(x: 16, y: 0, width: 97.5, height: 22))
    let second = GridRect(points: CGRect(x: 113.5, y: 0, width: 50, height: 22))
    #expect(first == GridRect(x: 2, y: 0, width: 10, height: 1))
    #expect(second.minX == first.maxX)
    #expect(GridRect(points: first.points) == first)
  }
}
